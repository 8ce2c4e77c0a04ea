import Foundation

/// A whole-percent reduction on one product or on the whole cart.
///
/// A discount without a ``code`` is automatic (a product on sale): it applies whenever its
/// product is in the cart. A discount with a code applies only after the user enters the code.
/// A discount with an ``expiry`` stops applying at that instant; the time is always passed in,
/// never read from a clock.
package struct Discount: Hashable, Codable, Sendable {
    /// What a discount reduces.
    enum Scope: Hashable, Codable, Sendable {
        /// Only the line of the product with this id.
        case product(id: String)
        /// The sum of all lines, after product discounts.
        case cart
    }

    /// The percentage taken off, a whole number from 1 to 100.
    package let percent: Int
    /// What the percentage is taken off.
    let scope: Scope
    /// The code a user must enter, in capitals; `nil` for an automatic discount.
    package let code: String?
    /// The first instant at which the discount no longer applies; `nil` if it never expires.
    let expiry: Date?

    /// The percentages a discount may take.
    static let percentRange = 1...100
    /// How many characters a code may have.
    static let codeLengthRange = 3...20

    /// Creates a discount; `code` is stored in capitals.
    ///
    /// A percentage outside ``percentRange`` or a code that ``normalizedCode(_:)`` rejects is a
    /// programming error in the catalog, so it stops the program.
    init(percent: Int, scope: Scope, code: String? = nil, expiry: Date? = nil) {
        precondition(Self.percentRange.contains(percent), "Discount percent \(percent) not 1…100")
        let normalized = code.map(Self.normalizedCode)
        precondition(normalized != .some(nil), "Discount code \(code ?? "") has a bad shape")
        self.percent = percent
        self.scope = scope
        self.code = normalized ?? nil
        self.expiry = expiry
    }

    /// Reads a discount and checks the same rules as ``init(percent:scope:code:expiry:)``.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        percent = try container.decode(Int.self, forKey: .percent)
        scope = try container.decode(Scope.self, forKey: .scope)
        expiry = try container.decodeIfPresent(Date.self, forKey: .expiry)
        let storedCode = try container.decodeIfPresent(String.self, forKey: .code)
        code = storedCode.flatMap(Self.normalizedCode)
        guard Self.percentRange.contains(percent), code == storedCode else {
            throw DecodingError.dataCorruptedError(
                forKey: .percent, in: container,
                debugDescription: "Discount percent or code is out of range.")
        }
    }

    /// Whether the discount still applies at `now`.
    func isExpired(at now: Date) -> Bool {
        guard let expiry else { return false }
        return now >= expiry
    }

    /// The code in capitals if `text` has the shape of a code, else `nil`.
    ///
    /// A code is 3 to 20 ASCII letters or digits; case does not matter, so `spring10` and
    /// `SPRING10` are the same code.
    static func normalizedCode(_ text: String) -> String? {
        guard codeLengthRange.contains(text.count),
            text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        return text.uppercased()
    }
}

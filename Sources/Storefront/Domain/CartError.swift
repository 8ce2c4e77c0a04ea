import Foundation

/// Why a change to the cart, or an order from it, was refused.
///
/// ``message`` is the one place these cases become user text.
enum CartError: Error, Hashable, Sendable {
    /// A quantity outside ``CartRules/quantityRange`` was asked for.
    case quantityOutOfRange(Int)
    /// Adding would take a line above the largest quantity.
    case quantityLimitExceeded(productName: String, inCart: Int, adding: Int)
    /// The product to change or remove is not in the cart.
    case productNotInCart(productName: String)
    /// The text does not have the shape of a code (3 to 20 letters or digits).
    case malformedCode(String)
    /// No discount has this code.
    case unknownCode(String)
    /// The code's discount expired at `expiry`.
    case expiredCode(String, expiry: Date)
    /// The code was entered before.
    case codeAlreadyEntered(String)
    /// The code is for a product that is not in the cart.
    case codeProductNotInCart(code: String, productName: String)
    /// An order was asked for with nothing in the cart.
    case emptyCart

    /// A full sentence for the status line: what happened and what to do next.
    var message: String {
        let limit = CartRules.quantityRange
        switch self {
        case .quantityOutOfRange(let quantity):
            return "\(quantity) is not a quantity the shop accepts. Enter a whole number from "
                + "\(limit.lowerBound) to \(limit.upperBound)."
        case .quantityLimitExceeded(let name, let inCart, let adding):
            let room = limit.upperBound - inCart
            // At the limit there is nothing to add: "Add at most 0 more" said so oddly (found
            // by a newcomer).
            let next =
                room > 0
                ? "Add at most \(room) more."
                : "That is as many as one order takes; start another order for more."
            return "Your cart already has \(inCart) of \(name); \(adding) more would make "
                + "\(inCart + adding), above the limit of \(limit.upperBound). " + next
        case .productNotInCart(let name):
            return "\(name) is not in your cart, so there is nothing to change. The Cart screen "
                + "lists what is in it."
        case .malformedCode(let text):
            return "\"\(Self.shortened(text))\" is not a discount code: codes are 3 to 20 "
                + "letters or digits. Check the code and enter it again."
        case .unknownCode(let code):
            return "Code \(code) is not a discount code here. Codes are shown on the Cart "
                + "screen's help."
        case .expiredCode(let code, let expiry):
            return "Code \(code) expired on \(Self.day(of: expiry)) and no longer gives a "
                + "discount. Codes that still work are shown on the Cart screen's help."
        case .codeAlreadyEntered(let code):
            return "Code \(code) is already applied to your cart; each code counts once."
        case .codeProductNotInCart(let code, let name):
            return "Code \(code) is for \(name), which is not in your cart. Add \(name) first, "
                + "then enter the code again."
        case .emptyCart:
            return "Your cart is empty, so there is nothing to order. Add something from the "
                + "Catalog first."
        }
    }

    /// Long input is cut so that a pasted paragraph does not flood the status line.
    private static func shortened(_ text: String) -> String {
        text.count <= 24 ? text : text.prefix(23) + "…"
    }

    /// The calendar day of `date` in UTC, as `2024-01-01`.
    ///
    /// UTC, not the user's zone: the domain has no locale, and expiry instants are set in UTC.
    private static func day(of date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let two = { (value: Int?) in (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
    }
}

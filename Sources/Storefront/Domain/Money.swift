import Foundation

/// An amount of money in whole cents.
///
/// Amounts are integers so that sums and discounts never drift the way binary floating point
/// does. ``formatted`` produces the text the shop shows:
///
/// ```swift
/// Money(cents: 1250).formatted     // "$12.50"
/// Money(cents: -105).formatted     // "-$1.05"
/// Money(cents: 123_400).formatted  // "$1,234.00"
/// ```
package struct Money: Hashable, Comparable, Sendable {
    /// The amount in cents (hundredths of a dollar); negative for refunds and savings.
    var cents: Int

    /// No money at all.
    static let zero = Money(cents: 0)

    /// The largest price ``parse(_:)`` and ``init(decimal:)`` accept: $1,000,000,000.00.
    ///
    /// The cap keeps every later sum (at most 99 of each product) far from integer overflow.
    static let largestPrice = Money(cents: 100_000_000_000)

    /// Creates an amount from a count of cents.
    init(cents: Int) {
        self.cents = cents
    }

    /// Creates a price from a decimal number of dollars.
    ///
    /// - Throws: ``MoneyError/negative(_:)`` below zero,
    ///   ``MoneyError/tooManyFractionDigits(_:)`` for fractions of a cent and
    ///   ``MoneyError/tooLarge(_:)`` above ``largestPrice``.
    init(decimal: Decimal) throws(MoneyError) {
        try self.init(decimal: decimal, text: decimal.description)
    }

    /// Creates a price from a decimal, naming `text` (what the user typed) in any error.
    private init(decimal: Decimal, text: String) throws(MoneyError) {
        guard decimal >= 0 else { throw .negative(text) }
        var scaled = decimal * 100
        var whole = Decimal()
        NSDecimalRound(&whole, &scaled, 0, .plain)
        guard whole == scaled else { throw .tooManyFractionDigits(text) }
        guard whole <= Decimal(Money.largestPrice.cents), let cents = Int(whole.description)
        else { throw .tooLarge(text) }
        self.cents = cents
    }

    /// Parses a price as a user types it: `12`, `12.5`, `12.50`, `$12.50` or `1,234.00`.
    ///
    /// Surrounding spaces are the caller's business (the Logic trims). Commas are accepted as
    /// thousands separators, since users copy prices as shown, but only between groups of
    /// three digits: `1,5` (a decimal comma) is refused, not read as 15.
    ///
    /// - Throws: a ``MoneyError`` naming what is wrong with `text`.
    static func parse(_ text: String) throws(MoneyError) -> Money {
        guard !text.isEmpty else { throw .empty }
        var rest = Substring(text)
        if rest.first == "-" { throw .negative(text) }
        if rest.first == "$" { rest = rest.dropFirst() }
        let parts = rest.utf8.split(
            separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        let groups = parts[0].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        // "1,234" and "12,345,678": a first group of 1 to 3 digits, the others of 3 each.
        guard
            groups.count == 1
                || ((1...3).contains(groups[0].count)
                    && groups.dropFirst().allSatisfy { $0.count == 3 })
        else { throw .notANumber(text) }
        let whole = parts[0].filter { $0 != UInt8(ascii: ",") }
        let fraction = parts.count > 1 ? Array(parts[1]) : []
        let isDigits = { (part: [UInt8]) in
            part.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        guard !whole.isEmpty || !fraction.isEmpty, isDigits(whole), isDigits(fraction),
            parts.count == 1 || !fraction.isEmpty
        else { throw .notANumber(text) }
        guard fraction.count <= 2 else { throw .tooManyFractionDigits(text) }
        // Digit by digit in whole cents, stopping as soon as the amount passes the largest
        // price, so no number typed can overflow.
        var cents = 0
        for digit in whole + fraction
            + Array(repeating: UInt8(ascii: "0"), count: 2 - fraction.count)
        {
            cents = cents * 10 + Int(digit - UInt8(ascii: "0"))
            guard cents <= Money.largestPrice.cents else { throw .tooLarge(text) }
        }
        return Money(cents: cents)
    }

    /// The amount as the shop shows it: dollar sign, thousands separators, two decimals.
    ///
    /// ```swift
    /// Money(cents: 5).formatted        // "$0.05"
    /// Money(cents: -105).formatted     // "-$1.05"
    /// Money(cents: 123_456_700).formatted  // "$1,234,567.00"
    /// ```
    package var formatted: String {
        // magnitude, not -cents: Int.min has no positive counterpart.
        let magnitude = cents.magnitude
        let dollars = String(magnitude / 100)
        let centsText = magnitude % 100 < 10 ? "0\(magnitude % 100)" : "\(magnitude % 100)"
        var grouped = ""
        for (index, digit) in dollars.enumerated() {
            if index > 0 && (dollars.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (cents < 0 ? "-$" : "$") + grouped + "." + centsText
    }

    /// Orders amounts by value.
    package static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.cents < rhs.cents
    }

    /// The sum of two amounts.
    static func + (lhs: Money, rhs: Money) -> Money {
        Money(cents: lhs.cents + rhs.cents)
    }

    /// The difference of two amounts.
    static func - (lhs: Money, rhs: Money) -> Money {
        Money(cents: lhs.cents - rhs.cents)
    }

    /// The amount times a whole count, such as a unit price times a quantity.
    static func * (lhs: Money, rhs: Int) -> Money {
        Money(cents: lhs.cents * rhs)
    }

    /// The given whole percentage of this amount, rounded half up to the cent.
    ///
    /// Half up means away from zero for halves: 15% of 33¢ is 4.95¢, which is 5¢; 10% of 5¢
    /// is 0.5¢, which is 1¢; 10% of 4¢ is 0.4¢, which is 0¢. Meant for non-negative amounts.
    func percentage(_ percent: Int) -> Money {
        Money(cents: (cents * percent + 50) / 100)
    }
}

/// Money is stored as a bare number of cents: `{"price": 1250}`.
extension Money: Codable {
    /// Reads a bare integer number of cents.
    package init(from decoder: any Decoder) throws {
        cents = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Writes a bare integer number of cents.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(cents)
    }
}

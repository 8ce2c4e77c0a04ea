import Foundation

extension ArgumentKind where Value == Decimal {
    /// A decimal number such as `12.50`, read exactly (never through `Double`) as a command's
    /// ``Argument/decimal(_:groupingSeparators:currencySign:)`` reads one: for a question,
    /// which takes a kind (`.ask(.text("How many metres is one?", .decimal()) { .factor($0)
    /// })`), or an argument of a kind of the app's own.
    ///
    /// Its description is `a number such as 12.50` (`an amount such as $1,234.50` with a
    /// currency sign and grouping); it refuses `x` with `"x" is not a number; type one such as
    /// 12.50.`
    ///
    /// - Parameters:
    ///   - groupingSeparators: whether commas may group thousands (`1,234.50`).
    ///   - currencySign: a sign that may stand before the digits (`$12.50`, `-$3`).
    public static func decimal(groupingSeparators: Bool = false, currencySign: String? = nil)
        -> ArgumentKind<Decimal>
    {
        decimal(
            DecimalNotation(allowsGrouping: groupingSeparators, currencySign: currencySign),
            lowest: nil, highest: nil)
    }

    /// A decimal number within `range` (`0...100`).
    ///
    /// Its description is `a number from 0 to 100, such as 12.50`; it refuses `-1` with `-1 is
    /// out of range; type a number from 0 to 100.`
    public static func decimal(
        in range: ClosedRange<Decimal>, groupingSeparators: Bool = false,
        currencySign: String? = nil
    ) -> ArgumentKind<Decimal> {
        decimal(
            DecimalNotation(allowsGrouping: groupingSeparators, currencySign: currencySign),
            lowest: range.lowerBound, highest: range.upperBound)
    }

    /// A decimal number of at least `range`'s lower bound (`0...`).
    ///
    /// Its description is `a number, 0 or more, such as 12.50`: a quantity, a price that is
    /// never negative.
    public static func decimal(
        in range: PartialRangeFrom<Decimal>, groupingSeparators: Bool = false,
        currencySign: String? = nil
    ) -> ArgumentKind<Decimal> {
        decimal(
            DecimalNotation(allowsGrouping: groupingSeparators, currencySign: currencySign),
            lowest: range.lowerBound, highest: nil)
    }

    private static func decimal(_ notation: DecimalNotation, lowest: Decimal?, highest: Decimal?)
        -> ArgumentKind<Decimal>
    {
        let example = notation.description.split(separator: " ").last.map(String.init) ?? "12.50"
        let kind =
            notation.description.split(separator: " ").first == "an" ? "an amount" : "a number"
        let bounds: String =
            switch (lowest, highest) {
            case (let low?, let high?): " from \(low) to \(high)"
            case (let low?, nil): ", \(low) or more"
            default: ""
            }
        let wanted = bounds.isEmpty ? notation.description : kind + bounds + ", such as " + example
        return ArgumentKind(
            wanted,
            read: { typed in
                // An empty answer is no text to quote back.
                guard !typed.isEmpty else { return .failure(ArgumentRefusal("Type \(wanted).")) }
                guard let number = notation.value(of: typed) else {
                    return .failure(
                        ArgumentRefusal(
                            "\(CommandProblem.quoted(typed)) is not a number; type one such as "
                                + "\(example)."))
                }
                guard lowest.map({ number >= $0 }) ?? true, highest.map({ number <= $0 }) ?? true
                else {
                    return .failure(
                        ArgumentRefusal(
                            "\(CommandProblem.shown(typed)) is out of range; type \(kind)\(bounds)."
                        ))
                }
                return .success(number)
            })
    }
}

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
        let notation = DecimalNotation(
            allowsGrouping: groupingSeparators, currencySign: currencySign)
        let example = notation.description.split(separator: " ").last.map(String.init) ?? "12.50"
        return ArgumentKind(
            notation.description,
            read: { typed in
                // An empty answer is no text to quote back.
                guard !typed.isEmpty else {
                    return .failure(ArgumentRefusal("Type \(notation.description)."))
                }
                guard let number = notation.value(of: typed) else {
                    let shown = CommandProblem.shown(typed)
                    return .failure(
                        ArgumentRefusal(
                            "\"\(shown)\" is not a number; type one such as \(example)."))
                }
                return .success(number)
            })
    }
}

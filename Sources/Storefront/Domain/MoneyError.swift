/// Why a typed price or price range was not accepted.
///
/// ``message`` is the one place these cases become user text.
package enum MoneyError: Error, Hashable, Sendable {
    /// Nothing was typed.
    case empty
    /// The text is not a number, e.g. `12a` or `1.2.3`.
    case notANumber(String)
    /// The number has fractions of a cent, e.g. `12.505`.
    case tooManyFractionDigits(String)
    /// The number is below zero.
    case negative(String)
    /// The number is above ``Money/largestPrice``.
    case tooLarge(String)
    /// The lower bound of a range is above the upper bound.
    case reversedRange(lowest: Money, highest: Money)

    /// A full sentence for the status line: what happened and what to do next.
    package var message: String {
        switch self {
        case .empty:
            return "No price was given. Enter a price such as 12.50."
        case .notANumber(let text):
            return "\"\(Self.shortened(text))\" is not a price. Enter digits with at most two "
                + "decimals, such as 12.50."
        case .tooManyFractionDigits(let text):
            return "\(Self.shortened(text)) has more than two decimals. Enter dollars and cents, "
                + "such as 12.50."
        case .negative(let text):
            return "\(Self.shortened(text)) is below zero. Enter a price of 0 or more, "
                + "such as 12.50."
        case .tooLarge(let text):
            return "\(Self.shortened(text)) is too large for a price. Enter at most "
                + "\(Money.largestPrice.formatted)."
        case .reversedRange(let lowest, let highest):
            // After the command's name (`filter: the lowest price …`), as every refusal reads.
            return "the lowest price \(lowest.formatted) is above the highest price "
                + "\(highest.formatted). Put the lower price first, such as 5 20."
        }
    }

    /// Long input is cut so that a pasted paragraph does not flood the status line.
    private static func shortened(_ text: String) -> String {
        text.count <= 24 ? text : text.prefix(23) + "…"
    }
}

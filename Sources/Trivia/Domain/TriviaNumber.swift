/// A number someone asks a fact about, read from what they typed.
///
/// Digits, optionally grouped with `,` or `_` (`1,000`, `1_000`), from 0 to ``largest``. Words,
/// signs, fractions and numbers past the limit are refused with a reason.
enum TriviaNumber {
    /// The largest number the app asks about: one billion.
    static let largest = 1_000_000_000

    /// Why typed text is not a number the app asks about.
    enum Problem: Error, Equatable, Sendable {
        /// Nothing was typed.
        case empty
        /// A minus sign: facts are about whole numbers from 0.
        case negative(String)
        /// Not digits (a word, a fraction, a stray character).
        case notANumber(String)
        /// Past ``largest``.
        case tooLarge(String)
        /// Commas that do not group digits in threes (`1,5`: a decimal comma, perhaps).
        case badGrouping(String)

        /// The reason as a sentence, ending with what to type instead.
        var message: String {
            switch self {
            case .empty:
                return "Type a number, such as 42."
            case .negative(let text):
                return "\(text) is negative; type a whole number from 0 to 1,000,000,000."
            case .notANumber(let text):
                // Quoted as typed: the status line shows its control characters (`^[`), where
                // Swift's debug form would double every backslash.
                return "\"\(text)\" is not a number; type digits, such as 42 or 1,000."
            case .badGrouping(let text):
                return "\(text) is not a whole number as written: commas group digits in threes, "
                    + "as in 1,000; type a whole number, such as 1 or 15."
            case .tooLarge(let text):
                return "\(text) is past 1,000,000,000, the largest number this app asks about; "
                    + "type a whole number from 0 to 1,000,000,000."
            }
        }
    }

    /// The number `text` spells.
    ///
    /// - Throws: a ``Problem`` naming what is wrong.
    static func parse(_ text: String) throws(Problem) -> Int {
        guard !text.isEmpty else { throw .empty }
        if text.hasPrefix("-") { throw .negative(text) }
        var value = 0
        var sawDigit = false
        var previousWasSeparator = false
        // Commas group in threes ("1,000"), so "1,5" is not read as 15; underscores anyhow.
        var digitsInGroup = 0
        var sawComma = false
        for byte in text.utf8 {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                // Checked as it grows, so no number typed can overflow.
                guard value <= largest else { throw .tooLarge(text) }
                sawDigit = true
                previousWasSeparator = false
                digitsInGroup += 1
            } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "_") {
                // A separator sits between digits: "1,000", not ",1" or "1,,0".
                guard sawDigit, !previousWasSeparator else { throw .notANumber(text) }
                previousWasSeparator = true
                if byte == UInt8(ascii: ",") {
                    let grouped = sawComma ? digitsInGroup == 3 : (1...3).contains(digitsInGroup)
                    guard grouped else { throw .badGrouping(text) }
                    sawComma = true
                    digitsInGroup = 0
                }
            } else {
                throw .notANumber(text)
            }
        }
        guard sawDigit, !previousWasSeparator else { throw .notANumber(text) }
        guard !sawComma || digitsInGroup == 3 else { throw .badGrouping(text) }
        return value
    }
}

/// How a session reads as text when nobody watches it typed: the one definition the console
/// writes and stories read back.
///
/// ```text
/// > add 2          a typed line, after the prompt
/// >                an empty line
/// Password: (hidden)
/// > (a line of 70000 bytes)
/// (end of input)
/// ```
package enum TranscriptFormat {
    /// The prompt written before each line on a terminal, and before each echoed line.
    package static let prompt = "> "

    /// The mark of an empty typed line.
    package static let emptyLine = ">"

    /// Where a secret's typed text would be.
    package static let hiddenSecret = "(hidden)"

    /// The last line of a transcript whose input ended.
    package static let endOfInput = "(end of input)"

    /// A typed line as the transcript shows it (its text already made visible).
    package static func echo(_ visibleText: String) -> String {
        visibleText.isEmpty ? emptyLine : prompt + visibleText
    }

    /// What stands for a line too long to show, after the prompt.
    package static func tooLongLine(byteCount: Int) -> String {
        "(a line of \(byteCount) bytes)"
    }

    /// Whether a transcript line is a typed line or the end of input, the points a change in a
    /// transcript is explained by.
    package static func marksInput(_ line: some StringProtocol) -> Bool {
        line == emptyLine || line.hasPrefix(prompt) || line == endOfInput
    }
}

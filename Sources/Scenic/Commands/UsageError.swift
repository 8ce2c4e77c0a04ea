/// A typed command that a screen cannot act on, shown on the screen's status line.
///
/// Interactors throw it for input the View's declared kinds and ranges cannot catch:
///
/// ```swift
/// throw UsageError("code: CODE must be letters and digits, got \"10%\"")
/// ```
///
/// It prints as its message (`"\(error)"`), as the status line shows it.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message, in a full sentence that says what to type instead.
    public var message: String

    /// Makes a usage error with its message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, as the status line shows it.
    public var description: String { message }
}

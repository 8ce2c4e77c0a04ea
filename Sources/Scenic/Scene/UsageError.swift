/// A typed command that a screen cannot act on, shown on the screen's status line.
///
/// Interactors throw it for input the View's declared types cannot catch:
///
/// ```swift
/// throw UsageError("qty: Q must be at least 1, got 0")
/// ```
public struct UsageError: Error, Equatable, Sendable {
    /// The message, in a full sentence that says what to type instead.
    public var message: String

    /// Makes a usage error with its message.
    public init(_ message: String) {
        self.message = message
    }
}

/// A value that changes from run to run (a time, an id, a temporary path), written in a
/// snapshot as a named placeholder so the snapshot stays the same.
///
/// Inject a fixed value where you can (a clock, an id source); redact where you cannot:
///
/// ```swift
/// assertSnapshot(of: screen, redacting: [
///     Redaction("TIME", matching: /\d\d:\d\d:\d\d/),
///     Redaction("FOLDER", text: folder.path),
/// ])
/// // "Saved at [TIME] to [FOLDER]/notes.json"
/// ```
///
/// Redactions apply in order, each to the text the one before left.
public struct Redaction {
    /// What a redacted value is written as: the name in brackets, `[TIME]`.
    public let placeholder: String
    // Not Sendable: a Regex is not. Redactions are made and applied by one test.
    private let redact: (String) -> String

    /// Writes each match of `pattern` as `[NAME]`.
    public init(_ name: String, matching pattern: Regex<Substring>) {
        let placeholder = "[\(name)]"
        self.placeholder = placeholder
        redact = { text in text.replacing(pattern, with: placeholder) }
    }

    /// Writes each occurrence of `text` as `[NAME]` (a temporary folder's path, say); an empty
    /// `text` redacts nothing.
    public init(_ name: String, text value: String) {
        let placeholder = "[\(name)]"
        self.placeholder = placeholder
        redact = { text in value.isEmpty ? text : text.replacing(value, with: placeholder) }
    }

    /// `text` with this value redacted.
    public func apply(to text: String) -> String {
        redact(text)
    }

    /// `text` with each of `redactions` applied in order.
    static func apply(_ redactions: [Redaction], to text: String) -> String {
        redactions.reduce(text) { text, redaction in redaction.apply(to: text) }
    }
}

/// Text written to memory, for tests and stories.
///
/// ```swift
/// var output = TextBuffer()
/// output.write("hello\n")
/// output.text  // "hello\n"
/// ```
public struct TextBuffer: TextOutput, Sendable {
    // Bytes: screens arrive as bytes, and appending them is a copy, with no check of their form.
    package private(set) var bytes: [UInt8] = []

    /// Everything written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// An empty buffer.
    public init() {}

    /// Always `false`: memory is not a terminal.
    public var isTerminal: Bool { false }

    /// Appends `text`.
    public mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends the text whose UTF-8 bytes are `bytes`.
    public mutating func write(utf8 bytes: [UInt8]) {
        self.bytes.append(contentsOf: bytes)
    }
}

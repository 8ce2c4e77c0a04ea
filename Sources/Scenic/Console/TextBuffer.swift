/// Text written to memory, for tests and stories.
///
/// ```swift
/// var output = TextBuffer()
/// output.write("hello\n")
/// output.text  // "hello\n"
/// ```
public struct TextBuffer: TextOutput, Sendable {
    /// Everything written so far.
    public private(set) var text = ""

    /// An empty buffer.
    public init() {}

    /// Always `false`: memory is not a terminal.
    public var isTerminal: Bool { false }

    /// Appends `text`.
    public mutating func write(_ text: String) {
        self.text += text
    }
}

/// Lines from memory, as a test or a story types them.
///
/// ```swift
/// var input = ScriptInput("open 2\nadd 3\n")
/// input.readLine()  // InputLine("open 2")
/// ```
public struct ScriptInput: LineInput, Sendable {
    private var splitter = LineSplitter()
    private var finished = false

    /// Input made of raw bytes, which need not be valid UTF-8.
    public init(bytes: [UInt8]) {
        splitter.append(bytes)
    }

    /// Input made of text; lines are separated by `\n`.
    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Input made of lines read already (a story's, which may echo otherwise than they type).
    package init(lines: [InputLine]) {
        queued = lines[...]
    }

    /// The lines given whole, when the input was made of them.
    private var queued: ArraySlice<InputLine>?

    /// Always `false`: nobody is typing.
    public var isTerminal: Bool { false }

    /// The next line of the script, or `nil` after the last one.
    public mutating func readLine() -> InputLine? {
        if queued != nil { return queued?.popFirst() }
        if let line = splitter.nextLine() { return line }
        guard !finished else { return nil }
        finished = true
        return splitter.finish()
    }
}

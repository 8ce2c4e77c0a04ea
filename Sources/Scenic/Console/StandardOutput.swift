/// Screens written to standard output.
public struct StandardOutput: TextOutput {
    private let terminal = Terminal(fileDescriptor: 1)

    /// Writes to standard output.
    public init() {}

    /// Whether standard output is a terminal.
    public var isTerminal: Bool { terminal.isTerminal }

    /// Writes `text` and flushes, so a prompt shows before the program waits for input.
    public mutating func write(_ text: String) {
        Terminal.write(Array(text.utf8), to: 1)
    }

    /// Writes the text whose UTF-8 bytes are `bytes`, and flushes.
    public mutating func write(utf8 bytes: [UInt8]) {
        Terminal.write(bytes, to: 1)
    }
}

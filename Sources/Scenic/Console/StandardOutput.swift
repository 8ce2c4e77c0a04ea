/// Screens written to standard output.
public struct StandardOutput: TextOutput {
    private let terminal = Terminal(fileDescriptor: 1)

    /// Writes to standard output.
    public init() {}

    /// The error number of the first write that failed (a full disk, a closed file), if any:
    /// what was written after it is lost, so the app ends with a status that says so.
    private(set) var failure: Int32?

    /// Whether standard output is a terminal.
    public var isTerminal: Bool { terminal.isTerminal }

    /// Writes `text` and flushes, so a prompt shows before the program waits for input.
    public mutating func write(_ text: String) {
        write(utf8: Array(text.utf8))
    }

    /// Writes the text whose UTF-8 bytes are `bytes`, and flushes.
    public mutating func write(utf8 bytes: [UInt8]) {
        if let error = Terminal.write(bytes, to: 1), failure == nil { failure = error }
    }
}

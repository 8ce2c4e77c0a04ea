#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines typed at the terminal or piped into the process, read from standard input.
///
/// Invalid UTF-8 and over-long lines come back flagged, never as a crash; see ``LineSplitter``.
public struct StandardInput: LineInput {
    private let terminal = Terminal(fileDescriptor: 0)
    private var splitter = LineSplitter()
    private var finished = false

    /// Reads standard input.
    public init() {}

    /// Whether standard input is a terminal.
    public var isTerminal: Bool { terminal.isTerminal }

    /// The next line, or `nil` at the end of input (Ctrl-D on a terminal).
    public mutating func readLine() -> InputLine? {
        while true {
            if let line = splitter.nextLine() { return line }
            guard !finished else { return nil }
            var buffer = [UInt8](repeating: 0, count: 16_384)
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                splitter.append(Array(buffer[..<count]))
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                finished = true
                return splitter.finish()
            }
        }
    }

    /// The next line, with echo off on a terminal so that it does not appear on screen.
    public mutating func readSecretLine(prompting prompt: () -> Void) -> InputLine? {
        guard isTerminal else {
            prompt()
            return readLine()
        }
        return terminal.withEchoDisabled {
            prompt()
            return readLine()
        }
    }
}

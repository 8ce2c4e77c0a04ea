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
    /// For each whole line read but not yet returned, whether it was shown as it was typed.
    private var shownFlags: [Bool] = []
    /// Whether typing is held (echo off) while the console handles a line.
    private var isHolding = false
    /// Whether the line last returned was shown as it was typed.
    public private(set) var lastLineWasShown = false

    /// Reads standard input.
    public init() {
        lastLineWasShown = terminal.isTerminal
    }

    /// Whether standard input is a terminal.
    public var isTerminal: Bool { terminal.isTerminal }

    /// The next line, or `nil` at the end of input (Ctrl-D on a terminal).
    public mutating func readLine() -> InputLine? {
        let line = nextLine()
        lastLineWasShown = shownFlags.isEmpty ? isTerminal : shownFlags.removeFirst()
        return line
    }

    private mutating func nextLine() -> InputLine? {
        while true {
            if let line = splitter.nextLine() { return line }
            guard !finished else { return nil }
            guard readChunk() else {
                finished = true
                return splitter.finish()
            }
        }
    }

    /// Reads what is there (blocking until something is); `false` at the end of input.
    private mutating func readChunk() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                let bytes = Array(buffer[..<count])
                splitter.append(bytes)
                let shown = isTerminal && !isHolding
                for byte in bytes where byte == UInt8(ascii: "\n") { shownFlags.append(shown) }
                return true
            }
            if count < 0 && errno == EINTR { continue }
            return false
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

    /// Turns the terminal's echo off, keeping what was typed so far.
    public mutating func holdTypeAhead() {
        guard isTerminal else { return }
        isHolding = true
        terminal.setEcho(false)
    }

    /// Reads the whole lines typed while echo was off, marks them unshown, and turns echo on.
    public mutating func releaseTypeAhead() {
        guard isTerminal else { return }
        // A terminal in line mode reports input only once a whole line is there, so this never
        // waits for a line being typed.
        while !finished && terminal.hasInput() {
            if !readChunk() { finished = true }
        }
        isHolding = false
        terminal.setEcho(true)
    }
}

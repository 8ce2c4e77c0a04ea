import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input and output: printing, color, and single-key input for `review`.
enum Terminal {
    /// Writes `text` and a newline to standard output, unbuffered.
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes `text` to standard output without a newline, unbuffered.
    static func prompt(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` and a newline to standard error.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Whether standard input is a terminal.
    static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// Whether to color standard output: only on a terminal, and never with `NO_COLOR` set.
    static func usesColor(environment: [String: String]) -> Bool {
        isatty(1) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The columns and rows of the terminal standard output is; `nil` when it is not a terminal
    /// (piped output is never clipped or paged) or tells no size.
    static var outputSize: (columns: Int, rows: Int)? {
        guard isatty(1) == 1 else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Runs `body` with standard input in single-key mode (no line buffering, no echo).
    ///
    /// Returns `nil` without running `body` when the terminal cannot switch modes. The mode
    /// is restored when `body` returns, and by a signal handler on Ctrl-C.
    static func withSingleKeyInput<Result>(_ body: () -> Result) -> Result? {
        var original = termios()
        guard tcgetattr(0, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        SavedTerminal.state = original
        // Ctrl-C still raises SIGINT (ISIG stays on); put the terminal back before dying.
        let previous = signal(SIGINT) { _ in
            var state = SavedTerminal.state
            tcsetattr(0, TCSANOW, &state)
            // End the prompt line; write(2) is safe in a signal handler, print is not.
            var newline = UInt8(ascii: "\n")
            _ = write(1, &newline, 1)
            _exit(130)
        }
        guard tcsetattr(0, TCSANOW, &raw) == 0 else {
            signal(SIGINT, previous)
            return nil
        }
        defer {
            tcsetattr(0, TCSANOW, &original)
            signal(SIGINT, previous)
        }
        return body()
    }

    /// Reads one byte from standard input; `nil` at end of input.
    static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
}

/// The terminal settings to restore from the SIGINT handler, which cannot capture context.
private enum SavedTerminal {
    /// Written once before the handler is installed, read only by the handler.
    nonisolated(unsafe) static var state = termios()
}

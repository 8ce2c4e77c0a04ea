import Foundation
import Scenic

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input and output: printing, color, and single-key input for `review`.
enum Terminal {
    /// Writes the sentences `text` to standard output, wrapped between words at the
    /// terminal's width (a terminal breaks a long line inside a word), then a newline.
    static func say(_ text: String) {
        guard let columns = outputSize?.columns, columns >= 20 else { return print(text) }
        print(TextWrapper.wrap(text, width: columns - 1).joined(separator: "\n"))
    }

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

    /// Asks the terminal to mark pasted text (bracketed paste mode).
    private static let bracketedPasteOn = "\u{1B}[?2004h"
    /// Asks the terminal to stop marking pasted text.
    private static let bracketedPasteOff = "\u{1B}[?2004l"

    /// Runs `body` with standard input in single-key mode (no line buffering, no echo),
    /// printing `prompt` again when the process is continued after a stop.
    ///
    /// Returns `nil` without running `body` when the terminal cannot switch modes. The mode
    /// is restored when `body` returns; by signal handlers when a signal ends the process
    /// (Ctrl-C, Ctrl-\\, SIGTERM, SIGHUP, a closed pipe); and while it is stopped (Ctrl-Z), to
    /// be set again, with bracketed paste, when it is continued (`fg`): a paste then could
    /// otherwise arrive as keys.
    static func withSingleKeyInput<Result>(reprinting promptText: String, _ body: () -> Result)
        -> Result?
    {
        var original = termios()
        guard tcgetattr(0, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        // Ctrl-S would stop the output while keys are still read: a key would decide a change
        // not yet on the screen.
        raw.c_iflag &= ~tcflag_t(IXON)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        // Pasted text then comes marked, and is refused whole rather than taken as keys.
        let bracketsPastes = isatty(1) == 1
        SavedTerminal.prepare(
            original: original, raw: raw, bracketsPastes: bracketsPastes, prompt: promptText)
        // Ctrl-C still raises SIGINT (ISIG stays on); put the terminal back before dying.
        let restoreEnding = SignalHandling.install(endOnSignal, for: SavedTerminal.handledSignals)
        let restoreCrash = SignalHandling.install(endOnCrash, for: SavedTerminal.crashSignals)
        let restoreStop = SignalHandling.install(stopOnSignal, for: [SIGTSTP])
        // However it was stopped (Ctrl-Z, SIGSTOP, reading in the background), the shell took
        // the terminal back meanwhile: continued, single keys and bracketed paste are set
        // again, or a paste would be keys.
        let restoreContinue = SignalHandling.install(continueOnSignal, for: [SIGCONT])
        func restoreHandlers() {
            restoreContinue()
            restoreStop()
            restoreCrash()
            restoreEnding()
        }
        guard tcsetattr(0, TCSANOW, &raw) == 0 else {
            restoreHandlers()
            return nil
        }
        if bracketsPastes { prompt(bracketedPasteOn) }
        defer {
            if bracketsPastes { prompt(bracketedPasteOff) }
            tcsetattr(0, TCSANOW, &original)
            restoreHandlers()
        }
        return body()
    }

    /// Reads the bytes of one key press in single-key mode: one byte, a character's bytes, or
    /// an escape sequence whole; `nil` at the end of input.
    ///
    /// A terminal sends an arrow or function key as an escape sequence whose last byte is a
    /// letter (Up is `ESC [ A`, F3 `ESC O R`), and, in the bracketed paste mode single-key
    /// input turns on, pasted text between `ESC [ 200 ~` and `ESC [ 201 ~`; taken a byte at a
    /// time, those letters would be answers (`A` accepts all the rest). So an escape byte and
    /// what comes with it are one press, waited for briefly, since a remote terminal's may come
    /// a moment later; other bytes stay one press each, so keys typed ahead still count.
    static func readKeyPress() -> [UInt8]? {
        guard let first = readByte() else { return nil }
        var bytes = [first]
        if first >= 0xC0 {
            // A character's lead byte says how many bytes follow it.
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
            while bytes.count < length, let next = readByte(waitingMilliseconds: 50) {
                bytes.append(next)
            }
            return bytes
        }
        guard first == 0x1B else { return bytes }
        let pasteStart = Array("\u{1B}[200~".utf8)
        let pasteEnd = Array("\u{1B}[201~".utf8)
        // A paste is read to its end however long and however slowly it comes (a slow link
        // pauses it), keeping only its start (memory stays bounded): its bytes after any
        // limit or pause, taken as keys, would decide (`A`). Markers inside the pasted text (a
        // clipboard holding them) are counted, and a paste ends only once its markers are
        // matched and nothing more has come for a moment: a terminal sends a paste at once,
        // so an end marker in the text does not end it early and let what follows be keys.
        var last = bytes
        var depth = 0
        while true {
            let isPaste = bytes.starts(with: pasteStart)
            let next: UInt8?
            if isPaste && depth > 0 {
                next = readByte()
            } else {
                next = readByte(waitingMilliseconds: 50)
            }
            guard let next else { break }
            if bytes.count < 1 << 16 { bytes.append(next) }
            last.append(next)
            if last.count > pasteEnd.count { last.removeFirst() }
            if last == pasteStart {
                depth += 1
            } else if last == pasteEnd {
                depth = max(depth - 1, 0)
            }
        }
        return bytes
    }

    /// The next byte of standard input if one comes within `milliseconds`.
    private static func readByte(waitingMilliseconds milliseconds: Int32) -> UInt8? {
        var request = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, request.revents & Int16(POLLIN) != 0 else { return nil }
            return readByte()
        }
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

/// What the signal handlers of single-key input need, which they cannot capture: written
/// before the handlers are installed, read only by them.
///
/// A handler may run anywhere, even while the runtime holds a lock (or in a child the crash
/// reporter is starting), so it calls nothing but async-signal-safe functions and touches no
/// generic or tuple value, whose type the runtime might have to look up, under a lock: the
/// bytes it writes are made here, beforehand, into memory of its own.
private enum SavedTerminal {
    /// The signals that end the process with the terminal put back: every one whose default
    /// would end it, or (Ctrl-\\) hand it to the crash reporter, which goes on reading keys.
    static let handledSignals: [Int32] = {
        var signals = [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM,
            SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGSYS,
        ]
        #if os(Linux)
            signals += [SIGSTKFLT, SIGPWR] + Array(34...64)
        #endif
        return signals
    }()

    /// The signals of a crash: the crash reporter would take them, and its prompt returns to
    /// reading keys after one sent from outside; they end the process with the terminal put
    /// back, by the signal's default action.
    static let crashSignals = [SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP]

    /// The settings single-key input found.
    nonisolated(unsafe) static var original = termios()
    /// The single-key settings, set again when the process is continued.
    nonisolated(unsafe) static var raw = termios()
    /// Whether bracketed paste is on, to be turned off and on with the settings.
    nonisolated(unsafe) static var bracketsPastes = false
    /// `ESC [ ? 2004 h`, `ESC [ ? 2004 l`, a newline and the prompt, one after another.
    nonisolated(unsafe) static var bytes = UnsafeMutableRawPointer.allocate(
        byteCount: 1, alignment: 1)
    /// The prompt's length in ``bytes``.
    nonisolated(unsafe) static var promptCount = 0

    // Where each piece starts in `bytes`, and the sequences' length: computed, as stored
    // constants would be made on first use, which could be in a handler.
    static var pasteOn: Int { 0 }
    static var pasteOff: Int { 8 }
    static var newline: Int { 16 }
    static var prompt: Int { 17 }
    static var sequenceCount: Int { 8 }

    /// Sets what the handlers use; called before they are installed.
    static func prepare(original: termios, raw: termios, bracketsPastes: Bool, prompt: String) {
        Self.original = original
        Self.raw = raw
        Self.bracketsPastes = bracketsPastes
        let all = Array("\u{1B}[?2004h\u{1B}[?2004l\n\(prompt)".utf8)
        // Kept for the life of the process: a handler may run at any time before exit.
        let made = UnsafeMutableRawPointer.allocate(byteCount: all.count, alignment: 1)
        all.withUnsafeBytes { made.copyMemory(from: $0.baseAddress!, byteCount: all.count) }
        Self.bytes = made
        Self.promptCount = all.count - Self.prompt
    }
}

/// Writes `count` of the handlers' bytes from `offset` to standard output.
private func writeSaved(_ offset: Int, _ count: Int) {
    _ = write(1, SavedTerminal.bytes + offset, count)
}

/// Puts back the terminal's settings as single-key input found them, turns bracketed paste
/// off and ends the prompt's line.
private func restoreFromHandler() {
    tcsetattr(0, TCSANOW, &SavedTerminal.original)
    if SavedTerminal.bracketsPastes {
        writeSaved(SavedTerminal.pasteOff, SavedTerminal.sequenceCount)
    }
    writeSaved(SavedTerminal.newline, 1)
}

/// Ends the process on a signal with the terminal as single-key input found it, with the
/// status a shell gives a process that signal ended.
private func endOnSignal(_ number: Int32) {
    restoreFromHandler()
    _exit(128 + number)
}

/// Ends the process on a crash's signal with the terminal put back, by the signal's default
/// action (a core dump where the system keeps them).
private func endOnCrash(_ number: Int32) {
    restoreFromHandler()
    signal(number, SIG_DFL)
    var crash = sigset_t()
    sigemptyset(&crash)
    sigaddset(&crash, number)
    pthread_sigmask(SIG_UNBLOCK, &crash, nil)
    raise(number)
    _exit(128 + number)
}

/// Stops the process on Ctrl-Z with the terminal as single-key input found it (the shell's),
/// and when it is continued sets single-key input and bracketed paste again and prompts anew.
private func stopOnSignal(_ number: Int32) {
    restoreFromHandler()
    // Stopped by the default action; continued (``continueOnSignal`` has set single keys
    // again and prompted), this handler is set again. A process group no shell controls is
    // not stopped, and gets no SIGCONT: single keys are set again here too.
    signal(SIGTSTP, SIG_DFL)
    ProcessStop.stopUntilContinued()
    signal(SIGTSTP, stopOnSignal)
    setSingleKeysAgain()
}

/// Sets single keys and bracketed paste again when the process is continued, and prompts anew.
private func continueOnSignal(_ number: Int32) {
    setSingleKeysAgain()
    writeSaved(SavedTerminal.prompt, SavedTerminal.promptCount)
}

/// Sets the terminal to single keys, and bracketed paste on, as single-key input had them.
private func setSingleKeysAgain() {
    tcsetattr(0, TCSANOW, &SavedTerminal.raw)
    if SavedTerminal.bracketsPastes {
        writeSaved(SavedTerminal.pasteOn, SavedTerminal.sequenceCount)
    }
}

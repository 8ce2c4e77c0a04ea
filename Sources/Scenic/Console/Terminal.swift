#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few terminal facts and settings the console needs, for one file descriptor.
struct Terminal {
    /// The file descriptor, such as 0 for standard input.
    let fileDescriptor: Int32

    /// Whether the descriptor is a terminal.
    var isTerminal: Bool { isatty(fileDescriptor) == 1 }

    /// Asks the terminal to mark what is pasted (bracketed paste), so that the line editor
    /// types it as text (``KeyDecoder``): on only while the editor reads keys.
    static let pasteMarkingOn = Array("\u{1B}[?2004h".utf8)
    /// Turns the marking off again, as the editor stops reading keys and on every way out (the
    /// session's signal handlers write it too): a shell or a program run next would otherwise
    /// see the marks around what is pasted into it.
    static let pasteMarkingOff = Array("\u{1B}[?2004l".utf8)

    /// Whether lines are typed in the line editor: when a person types at a terminal and sees
    /// the same terminal, and it is not a "dumb" one.
    static var editsLines: Bool {
        Terminal(fileDescriptor: 0).isTerminal && Terminal(fileDescriptor: 1).isTerminal
            && getenv("TERM").map { String(cString: $0) } != "dumb"
    }

    /// The terminal's width in columns, or `nil` when it is not a terminal or does not say.
    var columns: Int? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return nil
        }
        return Int(size.ws_col)
    }

    /// The terminal's size, or `nil` when it is not a terminal or does not say.
    var size: TerminalSize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0,
            size.ws_row > 0
        else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Writes all of `bytes` to `fileDescriptor`, retrying after interrupted writes; returns
    /// the error number of a write that failed, and `nil` when all was written.
    ///
    /// The rest is dropped at the first failure. For the screen that is all there is to do (a
    /// closed pipe leaves nobody to tell); a file the user asked for says so
    /// (``SessionFile``).
    @discardableResult
    static func write(_ bytes: [UInt8], to fileDescriptor: Int32) -> Int32? {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes {
                systemWrite(fileDescriptor, $0.baseAddress, $0.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            remaining = remaining.dropFirst(written)
        }
        return nil
    }
}

extension Terminal {
    /// Holds what is typed unseen until ``release(_:)``.
    ///
    /// Echo goes off, and with `keysAsTyped` the line discipline and flow control too, so that
    /// every key reaches the reader as typed (arrows, Tab, Backspace, Ctrl-U, Ctrl-D and Ctrl-S
    /// for the line editor to act on); Ctrl-C and Ctrl-Z still send their signals. Keeps what
    /// was typed but not yet read; returns the settings to put back, `nil` when the terminal
    /// has none.
    ///
    /// With `signalsAsKeys` (and `keysAsTyped`), Ctrl-C, Ctrl-Z and Ctrl-\ are keys too, kept
    /// in order with the rest, until ``letKeysSignal()``. With `base`, the hold is made of those
    /// settings (line mode, where the terminal is in raw mode now) and they are returned.
    func hold(keysAsTyped: Bool, signalsAsKeys: Bool = false, from base: termios? = nil)
        -> termios?
    {
        var saved = termios()
        if let base {
            saved = base
        } else {
            guard tcgetattr(fileDescriptor, &saved) == 0 else { return nil }
        }
        var held = saved
        held.c_lflag &= ~tcflag_t(ECHO)
        if keysAsTyped {
            // Ctrl-S froze the screen until Ctrl-Q while work ran, where at the prompt it does
            // nothing: it is a key here too.
            let signals = signalsAsKeys ? ISIG : 0
            held = Self.keyByKey(saved, clearing: ECHO | ICANON | IEXTEN | signals, input: IXON)
        }
        // A Ctrl-C made a signal drops nothing typed: work that cannot be stopped goes on, and
        // the lines typed ahead of it wait for it. Work it stops drops them itself
        // (``dropTypedAhead()``).
        held.c_lflag |= tcflag_t(NOFLSH)
        TerminalSignals.set(held, on: fileDescriptor)
        return saved
    }

    /// Makes Ctrl-C, Ctrl-Z and Ctrl-\ signals again in a hold that took them as keys.
    func letKeysSignal() {
        var settings = termios()
        guard tcgetattr(fileDescriptor, &settings) == 0,
            settings.c_lflag & tcflag_t(ISIG) == 0
        else { return }
        settings.c_lflag |= tcflag_t(ISIG)
        TerminalSignals.set(settings, on: fileDescriptor)
    }

    /// `settings` with the local flags `local` and the input flags `input` cleared, and reads
    /// that return each key as it comes: the line discipline off, as the line editor and a
    /// hold need it.
    private static func keyByKey(_ settings: termios, clearing local: Int32, input: Int32)
        -> termios
    {
        var changed = settings
        changed.c_lflag &= ~tcflag_t(local)
        changed.c_iflag &= ~tcflag_t(input)
        withUnsafeMutableBytes(of: &changed.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return changed
    }

    /// Drops what was typed but not yet read: the lines typed ahead of work that Ctrl-C
    /// stopped, as a shell drops what was typed ahead of a command Ctrl-C stops.
    func dropTypedAhead() {
        tcflush(fileDescriptor, TCIFLUSH)
    }

    /// Puts back the settings ``hold(keysAsTyped:)`` returned, keeping what was typed.
    func release(_ settings: termios) {
        TerminalSignals.set(settings, on: fileDescriptor)
    }

    /// Runs `body` with the terminal in raw mode; puts `original` back after it unless
    /// `keepsRawMode` says, of what it returned, to leave raw mode on (the caller then puts
    /// `original` back itself, later).
    ///
    /// In raw mode each key reaches the program as it is pressed, nothing is echoed, and
    /// Ctrl-C is a key rather than a signal. Keys typed before are kept.
    ///
    /// For a line editor that hands its keys over to a hold and takes them back: the terminal
    /// stays out of line mode in between, where Ctrl-C would be a signal that drops what was
    /// typed, and keys would echo. A terminal with no settings (`original` `nil`) runs `body`
    /// as it is.
    func withRawMode<Result>(
        from original: termios?, keepsRawMode: (Result) -> Bool = { _ in false },
        running body: () -> Result
    ) -> Result {
        guard let original else { return body() }
        let raw = Self.keyByKey(
            original, clearing: ICANON | ECHO | ISIG | IEXTEN, input: IXON | ICRNL)
        TerminalSignals.set(raw, on: fileDescriptor)
        let result = body()
        if !keepsRawMode(result) { TerminalSignals.set(original, on: fileDescriptor) }
        return result
    }

    /// Whether input can be read without waiting (on a terminal in line mode: a whole line),
    /// or comes within `milliseconds`.
    func hasInput(within milliseconds: Int32 = 0) -> Bool {
        var poller = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        var result = poll(&poller, 1, milliseconds)
        // A signal handled meanwhile (a resize) cuts the wait short: it is not over.
        while result < 0 && errno == EINTR { result = poll(&poller, 1, milliseconds) }
        return result > 0 && poller.revents & Int16(POLLIN) != 0
    }

    /// Waits until the terminal has input or `wake` is readable; `true` when `wake` is and the
    /// terminal has nothing, so that keys always come first.
    func waitForInput(orWake wake: Int32) -> Bool {
        waitForInput(orWake: wake, continued: -1) == .woken
    }

    /// What ``waitForInput(orWake:continued:)`` found readable first.
    enum Readiness {
        /// The terminal has input (or its end).
        case input
        /// The process was continued after a stop.
        case continued
        /// The wake descriptor.
        case woken
    }

    /// Waits until the terminal has input, the process is continued after a stop (`continued`
    /// is ``TerminalSignals/continuedDescriptor``) or `wake` is readable, in that order of
    /// precedence; a negative descriptor is not waited for.
    func waitForInput(orWake wake: Int32?, continued: Int32) -> Readiness {
        var pollers = [
            pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: continued, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake ?? -1, events: Int16(POLLIN), revents: 0),
        ]
        while poll(&pollers, 3, -1) < 0 && errno == EINTR {}
        if pollers[0].revents != 0 { return .input }
        if pollers[1].revents & Int16(POLLIN) != 0 { return .continued }
        return pollers[2].revents & Int16(POLLIN) != 0 ? .woken : .input
    }

    /// The terminal's settings now, to put back when the process ends; `nil` when it has none.
    func currentSettings() -> TerminalRestore? {
        var saved = termios()
        guard tcgetattr(fileDescriptor, &saved) == 0 else { return nil }
        return TerminalRestore(fileDescriptor: fileDescriptor, settings: saved)
    }
}

/// The C library's `write`, under a name that methods called `write` do not hide.
private func systemWrite(_ fileDescriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fileDescriptor, bytes, count)
}

/// Terminal settings to put back, shareable with a signal's handler.
struct TerminalRestore: @unchecked Sendable {
    // termios is a plain C value; it is only read after being captured here.
    let fileDescriptor: Int32
    let settings: termios

    /// Puts the settings back at once; what was typed but not read is dropped, so that it
    /// never reaches the shell as a command.
    func apply() {
        TerminalSignals.set(settings, on: fileDescriptor, discardingTypedInput: true)
    }

    /// Ends the process with `status`, the terminal put back and the cursor on a new line, as
    /// an interrupted program ends.
    func endProcess(status: Int32) -> Never {
        TerminalSignals.setAsTheProcessEnds(settings, on: fileDescriptor)
        let pasteMarking = Terminal.editsLines ? Terminal.pasteMarkingOff : []
        Terminal.write(pasteMarking + Array("\n".utf8), to: 1)
        exit(status)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals of a session at a terminal.
///
/// Ctrl-C cancels running work (or, once, says that work which cannot be stopped goes on), or
/// ends the session at the prompt; SIGTERM and SIGHUP end it,
/// and so does SIGPIPE (a `--log` FIFO whose reader has gone). Every ending puts the terminal's
/// settings back as they were when the session began.
final class TerminalSession {
    /// Where Ctrl-C reaches running work.
    let interrupts = InterruptRelay()
    private let interruptions: SignalPipe

    /// Starts watching for the session on the terminal at `fileDescriptor`.
    init(fileDescriptor: Int32) {
        let restore = Terminal(fileDescriptor: fileDescriptor).currentSettings()
        let interrupts = interrupts
        // These end the process from the signal handler itself, with nothing but
        // async-signal-safe calls, so no queue can delay or lose them.
        // Both set here, so that no first use (which makes a global) falls in a handler.
        endingDescriptor = restore?.fileDescriptor ?? -1
        endingSettings = restore?.settings ?? termios()
        for number in Self.endingSignals { signal(number, endOnSignal) }
        // Ctrl-C may go to running work, which takes more than a signal handler may do: a
        // handler of its own, installed before this returns, hands it to a thread.
        interruptions = SignalPipe(signals: [SIGINT]) { _ in
            // Ctrl-C goes to work that listens; with none, it ends the session.
            if interrupts.interrupt() { return }
            guard let restore else { exit(128 + SIGINT) }
            restore.endProcess(status: 128 + SIGINT)
        }
    }

    /// The signals that end the session with the terminal put back: by default they would
    /// end it leaving the terminal as the line editor set it, not echoing what is typed.
    private static let endingSignals = [SIGTERM, SIGHUP, SIGPIPE]

    /// Stops watching; the signals act as they did before.
    func end() {
        interruptions.stop()
        for number in Self.endingSignals { signal(number, SIG_DFL) }
    }
}

// The terminal (-1 for none) and the settings SIGTERM and SIGHUP put back, set before their
// handler is. Plain C values, not an optional tuple: a handler may run while the runtime holds
// a lock, and copying a tuple can make the runtime look its type up under that lock (a debug
// build of `scenic review` spun so, for ever).
nonisolated(unsafe) private var endingDescriptor: Int32 = -1
nonisolated(unsafe) private var endingSettings = termios()

/// Ends the process on SIGTERM, SIGHUP or SIGPIPE with the terminal as the session found it.
private func endOnSignal(_ number: Int32) {
    if endingDescriptor >= 0 {
        tcsetattr(endingDescriptor, TCSANOW, &endingSettings)
    }
    var newline = UInt8(ascii: "\n")
    _ = write(1, &newline, 1)
    _exit(128 + number)
}

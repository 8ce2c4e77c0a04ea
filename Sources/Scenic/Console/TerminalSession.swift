#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals of a session at a terminal.
///
/// Ctrl-C cancels running work (or, once, says that work which cannot be stopped goes on), or
/// ends the session at the prompt. Every other signal that ends a process ends it with the
/// terminal's settings put back as they were when the session began, a crash's after its
/// backtrace; a stop gives them back to the shell until the session is continued, which sets
/// the session's own again (``TerminalSignals``).
final class TerminalSession {
    /// Where Ctrl-C reaches running work.
    let interrupts: InterruptRelay
    private let interruptions: SignalPipe
    private let restoreSignals: () -> Void
    /// The terminal's settings when the session began.
    private let startingSettings: TerminalRestore?

    /// Starts watching for the session on the terminal at `fileDescriptor`.
    init(fileDescriptor: Int32) {
        let restore = Terminal(fileDescriptor: fileDescriptor).currentSettings()
        startingSettings = restore
        // What was typed ahead of work Ctrl-C stops goes with it; the hold keeps it for work
        // that cannot be stopped (``Terminal/hold(keysAsTyped:signalsAsKeys:from:)``).
        interrupts = InterruptRelay {
            Terminal(fileDescriptor: fileDescriptor).dropTypedAhead()
        }
        let interrupts = interrupts
        // These end the process from the signal handler itself, with nothing but
        // async-signal-safe calls, so no queue can delay or lose them.
        if let restore {
            // The line editor may have pasted text marked when a signal comes; the editor
            // marks it again when it reads keys after a stop.
            let pasteMarking = Terminal.editsLines ? Terminal.pasteMarkingOff : []
            restoreSignals = TerminalSignals.install(
                fileDescriptor: restore.fileDescriptor, original: restore.settings,
                writingOnEnd: pasteMarking + Array("\n".utf8), writingOnStop: pasteMarking,
                writingOnContinue: [])
        } else {
            restoreSignals = {}
        }
        // Ctrl-C may go to running work, which takes more than a signal handler may do: a
        // handler of its own, installed before this returns, hands it to a thread.
        interruptions = SignalPipe(signals: [SIGINT]) { _ in
            // Ctrl-C goes to work that listens; with none, to the line being typed, or it ends
            // the session.
            switch interrupts.interrupt() {
            case .stoppedWork, .workGoesOn, .keptForTheLine, .cameAfterWork: return
            case .forTheLineEdited:
                TerminalSignals.noteInterrupt()
                return
            case .byNothing:
                guard let restore else { exit(128 + SIGINT) }
                restore.endProcess(status: 128 + SIGINT)
            }
        }
    }

    /// Stops watching; the signals act as they did before, and the terminal has the settings
    /// it had when the session began, whatever mode the line editor left it in.
    func end() {
        if let startingSettings {
            TerminalSignals.set(startingSettings.settings, on: startingSettings.fileDescriptor)
        }
        interruptions.stop()
        restoreSignals()
    }
}

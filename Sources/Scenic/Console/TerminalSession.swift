import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals of a session at a terminal.
///
/// Ctrl-C cancels running work, or ends the session at the prompt; SIGTERM and SIGHUP end it.
/// Every ending puts the terminal's settings back as they were when the session began.
final class TerminalSession {
    /// Where Ctrl-C reaches running work.
    let interrupts = InterruptRelay()
    private let sources: [any DispatchSourceSignal]

    /// Starts watching for the session on the terminal at `fileDescriptor`.
    init(fileDescriptor: Int32) {
        let restore = Terminal(fileDescriptor: fileDescriptor).currentSettings()
        let interrupts = interrupts
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                // Ctrl-C goes to work that listens; with none, it ends the session.
                if number == SIGINT && interrupts.interrupt() { return }
                restore?.apply()
                Terminal.write(Array("\n".utf8), to: 1)
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    /// Stops watching; the signals act as they did before.
    func end() {
        for source in sources { source.cancel() }
        for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
    }
}

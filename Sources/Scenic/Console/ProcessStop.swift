#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stopping this process as Ctrl-Z does, from code that handles Ctrl-Z itself.
enum ProcessStop {
    /// Stops the process with `signal` and returns when it is continued (`fg`); with
    /// `wholeGroup`, its whole process group, as Ctrl-Z at a terminal does (a script that
    /// started the app stops with it, so its shell sees the job stopped).
    ///
    /// The signal is let through to this thread while it is sent, so the stop comes at
    /// once, from a thread that blocks it or from its own handler (which runs with it
    /// blocked); the handler, if any, must be `SIG_DFL` then, or (``TerminalSignals``') stop
    /// the process itself. A process group no shell controls (orphaned) is not stopped, as the
    /// system decides, and this returns at once. Only async-signal-safe calls: a signal
    /// handler may call it.
    ///
    /// `signal` is SIGTSTP, or the SIGTTIN or SIGTTOU with which the system stops a program in
    /// the background that uses its terminal.
    static func stopUntilContinued(by signal: Int32 = SIGTSTP, wholeGroup: Bool = false) {
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, signal)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
        if wholeGroup {
            kill(0, signal)
        } else {
            raise(signal)
        }
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }
}

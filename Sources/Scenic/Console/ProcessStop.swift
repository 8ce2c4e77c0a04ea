#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stopping this process as Ctrl-Z does, from code that handles Ctrl-Z itself.
enum ProcessStop {
    /// Stops the process with `SIGTSTP` and returns when it is continued (`fg`).
    ///
    /// The signal is let through to this thread while it is raised, so the stop comes at
    /// once, from a thread that blocks it or from its own handler (which runs with it
    /// blocked); the handler, if any, must be `SIG_DFL` then. A process group no shell
    /// controls (orphaned) is not stopped, as the system decides, and this returns at once.
    /// Only async-signal-safe calls: a signal handler may call it.
    static func stopUntilContinued() {
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }
}

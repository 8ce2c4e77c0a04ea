import Foundation

/// Signal handlers installed for a while, the way `scenic` needs them around a terminal mode or
/// a child process.
enum SignalHandling {
    /// Installs `handler` for `signals` and lets them through to this thread, however the
    /// process was started (a parent that blocked them would otherwise leave `scenic` deaf to
    /// them); returns what puts the handlers and the mask back.
    static func install(_ handler: @convention(c) (Int32) -> Void, for signals: [Int32])
        -> () -> Void
    {
        let previous = signals.map { ($0, signal($0, handler)) }
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in signals { sigaddset(&handled, number) }
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &handled, &previousMask)
        return {
            var mask = previousMask
            pthread_sigmask(SIG_SETMASK, &mask, nil)
            for (number, handler) in previous { signal(number, handler) }
        }
    }
}

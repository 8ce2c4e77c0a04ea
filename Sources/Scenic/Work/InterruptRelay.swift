import Synchronization

/// Passes Ctrl-C from the console to the work running at that moment.
///
/// The console owns one relay per session and calls ``interrupt()`` from its signal handler;
/// each piece of work that can be cut short listens while it runs, and work that cannot hears
/// one interrupt, to say so.
package final class InterruptRelay: Sendable {
    private struct Listeners {
        var next = 0
        /// Each handler returns whether it still listens.
        var byToken: [Int: @Sendable () -> Bool] = [:]
        /// The listeners to call once, which do not stop anything (``listenOnce(_:)``).
        var once: Set<Int> = []
    }

    private let listeners = Mutex(Listeners())
    /// How many interrupts reached a listener.
    private let deliveredCount = Mutex(0)
    /// Whether the line being typed waits, between two reads of the terminal, while what a
    /// timer or subscription sent is handled; and whether Ctrl-C was pressed meanwhile.
    private let waitingLine = Mutex((waits: false, interrupted: false))

    /// How many interrupts have reached work so far: the console compares it before and after
    /// a line to know whether Ctrl-C stopped the line's work.
    var delivered: Int { deliveredCount.withLock { $0 } }

    /// Calls `handler` on every interrupt until ``stopListening(_:)`` with the token returned,
    /// or until `handler` returns `false`.
    ///
    /// Work running a part that must not be cut short holds the first interrupt back and
    /// stops listening, so the interrupt after that one, finding no listener, ends the session.
    func listen(_ handler: @escaping @Sendable () -> Bool) -> Int {
        listeners.withLock { listeners in
            listeners.next += 1
            listeners.byToken[listeners.next] = handler
            return listeners.next
        }
    }

    /// Calls `handler` on the next interrupt only, for work that Ctrl-C cannot stop.
    ///
    /// The work says so, and the interrupt after that one, finding no listener, ends the
    /// session. Such an interrupt does not count as reaching work (``delivered``).
    func listenOnce(_ handler: @escaping @Sendable () -> Void) -> Int {
        listeners.withLock { listeners in
            listeners.next += 1
            listeners.byToken[listeners.next] = {
                handler()
                return false
            }
            listeners.once.insert(listeners.next)
            return listeners.next
        }
    }

    /// Stops calling the handler registered with `token`.
    func stopListening(_ token: Int) {
        listeners.withLock { listeners in
            listeners.byToken[token] = nil
            listeners.once.remove(token)
        }
    }

    /// Notes that the line being typed waits while what a timer or subscription sent is
    /// handled: until ``lineResumes()``, a Ctrl-C that no work hears is that line's.
    ///
    /// The terminal takes Ctrl-C as a signal then (it does, so that Ctrl-C stops the work a
    /// timer may start), where at the prompt it is a key: it must still act as the key does,
    /// clearing the line, rather than end the session with the line on it.
    func lineWaits() {
        waitingLine.withLock { $0 = (waits: true, interrupted: false) }
    }

    /// Notes that the line being typed is read again; `true` when Ctrl-C was pressed while it
    /// waited and no work heard it, for the line editor to act on as the key.
    func lineResumes() -> Bool {
        waitingLine.withLock { waiting in
            defer { waiting = (waits: false, interrupted: false) }
            return waiting.interrupted
        }
    }

    /// Tells every listener; returns `false` when none listens and no line waits (see
    /// ``lineWaits()``), so the caller ends the session as Ctrl-C at a prompt does.
    func interrupt() -> Bool {
        let (handlers, stopsWork) = listeners.withLock { listeners in
            let handlers = Array(listeners.byToken)
            var stopsWork = false
            for (token, _) in handlers {
                if listeners.once.remove(token) != nil {
                    listeners.byToken[token] = nil
                } else {
                    stopsWork = true
                }
            }
            return (handlers, stopsWork)
        }
        // Counted before the work hears it, so the console, which goes on once the work has
        // stopped, always sees the count.
        if stopsWork { deliveredCount.withLock { $0 += 1 } }
        for (token, handler) in handlers where !handler() {
            stopListening(token)
        }
        guard handlers.isEmpty else { return true }
        return waitingLine.withLock { waiting in
            guard waiting.waits else { return false }
            waiting.interrupted = true
            return true
        }
    }
}

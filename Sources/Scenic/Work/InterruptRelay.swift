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
        /// Work still running that heard its one interrupt and listens no more: the next
        /// interrupt ends the session, whatever the line being typed.
        var spent: Set<Int> = []
        /// Work that a Ctrl-C stopped: the next one is no longer the work's.
        var stopped: Set<Int> = []
        /// Whether work whose screen said Ctrl-C stops it has ended, and the next screen is
        /// not drawn yet: one Ctrl-C then is still the work's (see ``stopListening(_:screenOfferedCtrlC:)``).
        var workJustEnded = false
        /// Whether a Ctrl-C was dropped as the work's, and the next screen is not drawn yet:
        /// the next one ends the session, whatever the line.
        var droppedAfterWork = false
    }

    private let listeners = Mutex(Listeners())
    /// Called when a Ctrl-C stops work, before the work hears it.
    private let stoppingWork: @Sendable () -> Void
    /// How many interrupts reached a listener.
    private let deliveredCount = Mutex(0)
    /// Where the line being typed stands, and how many times Ctrl-C was pressed while it
    /// waited.
    private let typedLine = Mutex((state: LineState.none, interrupts: 0))

    /// A relay that calls `stoppingWork` when a Ctrl-C stops work, before the work hears it:
    /// what was typed ahead of the work is then dropped with it before the console, which goes
    /// on once the work has stopped, can read it.
    init(stoppingWork: @escaping @Sendable () -> Void = {}) {
        self.stoppingWork = stoppingWork
    }

    /// Where the line being typed stands, for a Ctrl-C that no work hears.
    private enum LineState {
        /// No line is being typed (a typed line is being handled): Ctrl-C ends the session.
        case none
        /// The line waits while what a timer or subscription sent is handled.
        case waits
        /// The line editor reads keys for it, the terminal taking Ctrl-C as a key.
        case edited
    }

    /// What became of a Ctrl-C, for the console to do the rest.
    enum Heard: Equatable {
        /// Work heard it and stops: at once, or after a part that must not be cut short.
        case stoppedWork
        /// Only work that cannot be stopped heard it, to say so; it goes on.
        case workGoesOn
        /// The line being typed waited: the line editor acts on it when it reads the line again.
        case keptForTheLine
        /// The line editor was reading keys, so this came late, or from outside (`kill -INT`):
        /// it acts as the key, and the editor must be woken to take it.
        case forTheLineEdited
        /// Work had just ended, and the screen said Ctrl-C stops it: meant for the work, it is
        /// dropped. The next one, with that screen still not drawn, ends the session.
        case cameAfterWork
        /// Nothing heard it: it ends the session, as Ctrl-C at the prompt does.
        case byNothing
    }

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

    /// Stops calling the handler registered with `token`, as the work that listened ends.
    ///
    /// When the work's screen said Ctrl-C stops it (`screenOfferedCtrlC`), and no Ctrl-C
    /// stopped it yet, one Ctrl-C is still the work's until the next screen is drawn
    /// (``screenIsDrawn()``, or the line editor reading keys again): the Logic and the
    /// Presenter make that screen, a slow Presenter for a while, and ending the session then
    /// was not what the key was pressed for (found by a hostile tester). The one after it ends
    /// the session, so a Presenter that never returns cannot keep the app up.
    func stopListening(_ token: Int, screenOfferedCtrlC: Bool = false) {
        listeners.withLock { listeners in
            let listened = listeners.byToken.removeValue(forKey: token) != nil
            listeners.once.remove(token)
            let spent = listeners.spent.remove(token) != nil
            let stopped = listeners.stopped.remove(token) != nil
            if listened, !spent, !stopped, screenOfferedCtrlC {
                listeners.workJustEnded = true
                listeners.droppedAfterWork = false
            }
        }
    }

    /// Notes that the screen after the work is drawn: from now on, a Ctrl-C that no work
    /// hears is the prompt's.
    func screenIsDrawn() {
        listeners.withLock { listeners in
            listeners.workJustEnded = false
            listeners.droppedAfterWork = false
        }
    }

    /// Notes that the line being typed waits while what a timer or subscription sent is
    /// handled: until ``lineIsEdited()``, a Ctrl-C that no work hears is that line's.
    ///
    /// The terminal takes Ctrl-C as a signal then (it does, so that Ctrl-C stops the work a
    /// timer may start), where at the prompt it is a key: it must still act as the key does,
    /// clearing the line, rather than end the session with the line on it.
    func lineWaits() {
        typedLine.withLock { $0.state = .waits }
    }

    /// Notes that the line editor reads keys for a line; how many times Ctrl-C was pressed
    /// while it waited and no work heard it, for the editor to act on as the key (twice clears
    /// the line, then ends the session).
    ///
    /// A signal is handled on a thread of its own, when it can run: one that comes while the
    /// editor reads keys (which the terminal does not make signals) came late, or from outside,
    /// and is the editor's too (``Heard/forTheLineEdited``).
    func lineIsEdited() -> Int {
        screenIsDrawn()
        return typedLine.withLock { line in
            defer { line = (state: .edited, interrupts: 0) }
            return line.interrupts
        }
    }

    /// Notes that the line editor has handed its line over (or the input ended): a Ctrl-C
    /// that no work hears from now on ends the session.
    func lineIsTaken() {
        typedLine.withLock { $0 = (state: .none, interrupts: 0) }
    }

    /// Tells every listener, or the line being typed when none listens (see ``lineWaits()``);
    /// says which heard it.
    func interrupt() -> Heard {
        let (handlers, stopsWork, workSpent, afterWork) = listeners.withLock { listeners in
            let handlers = Array(listeners.byToken)
            var stopsWork = false
            for (token, _) in handlers {
                if listeners.once.remove(token) != nil {
                    listeners.byToken[token] = nil
                    listeners.spent.insert(token)
                } else {
                    stopsWork = true
                    listeners.stopped.insert(token)
                }
            }
            let afterWork = handlers.isEmpty && listeners.workJustEnded
            // The second Ctrl-C, the first having been dropped as the work's: after a timer's
            // work it was kept for the line, and only a third ended the session.
            let secondAfterWork = handlers.isEmpty && listeners.droppedAfterWork
            if afterWork {
                listeners.workJustEnded = false
                listeners.droppedAfterWork = true
            }
            return (
                handlers, stopsWork, !listeners.spent.isEmpty || secondAfterWork, afterWork
            )
        }
        // Counted before the work hears it, so the console, which goes on once the work has
        // stopped, always sees the count.
        if stopsWork {
            deliveredCount.withLock { $0 += 1 }
            stoppingWork()
        }
        for (token, handler) in handlers where !handler() {
            listeners.withLock { listeners in
                listeners.byToken[token] = nil
                listeners.spent.insert(token)
            }
        }
        guard handlers.isEmpty else { return stopsWork ? .stoppedWork : .workGoesOn }
        // Work that said it cannot be stopped runs on: this Ctrl-C quits now, as it said,
        // even while a timer's work holds the line being typed.
        if workSpent { return .byNothing }
        if afterWork { return .cameAfterWork }
        return typedLine.withLock { line in
            switch line.state {
            case .none: return .byNothing
            case .waits:
                line.interrupts += 1
                // Twice clears the line and ends the session: ended now, as the line editor
                // would once it reads keys again, which a Presenter that never returns after a
                // timer's work never let it do (no Ctrl-C ended the app, found by a hostile
                // tester).
                return line.interrupts >= 2 ? .byNothing : .keptForTheLine
            case .edited: return .forTheLineEdited
            }
        }
    }
}

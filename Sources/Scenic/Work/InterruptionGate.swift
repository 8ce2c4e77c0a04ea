import Synchronization

/// Holds Ctrl-C and a timeout back from live work while it runs a part that must not be cut
/// short once begun (``Send/withoutInterruption(_:)``), and passes them on when it ends.
///
/// Once an interruption has been passed on, the work is stopped: a part that has not begun
/// by then does not begin, so no write commits after the Logic heard that the work stopped.
final class InterruptionGate: Sendable {
    private struct State {
        /// Whether an interruption was passed on.
        var stopped = false
        /// How many parts that must not be cut short are running.
        var depth = 0
        /// The first interruption that came while one ran.
        var held: Interruption?
    }

    private let state = Mutex(State())
    private let deliver: @Sendable (Interruption) -> Void
    /// Told `false` when a part that must not be cut short begins, and `true` when the last
    /// one ends with the work still running: whether an interruption would stop it now.
    private let stoppable: @Sendable (Bool) -> Void

    /// A gate that passes interruptions on to `deliver`, and says to `stoppable` when the work
    /// stops being stoppable for a while, and when it is again.
    init(
        deliver: @escaping @Sendable (Interruption) -> Void,
        stoppable: @escaping @Sendable (Bool) -> Void = { _ in }
    ) {
        self.deliver = deliver
        self.stoppable = stoppable
    }

    /// Passes `interruption` on now, or holds it while a part that must not be cut short runs;
    /// one after the first passed on changes nothing.
    ///
    /// - Returns: whether it was held, to be passed on when the part ends.
    @discardableResult
    func interrupt(_ interruption: Interruption) -> Bool {
        let (now, held) = state.withLock { state -> (Bool, Bool) in
            guard !state.stopped else { return (false, false) }
            guard state.depth == 0 else {
                if state.held == nil { state.held = interruption }
                return (false, true)
            }
            state.stopped = true
            return (true, false)
        }
        if now { deliver(interruption) }
        return held
    }

    /// Begins a part that must not be cut short; `false` when the work was stopped already.
    func begin() -> Bool {
        let began = state.withLock { state -> Bool? in
            guard !state.stopped else { return nil }
            state.depth += 1
            return state.depth == 1
        }
        if began == true { stoppable(false) }
        return began != nil
    }

    /// Ends a part that ``begin()`` began, passing on an interruption held meanwhile.
    func end() {
        let (held, isStoppable) = state.withLock { state -> (Interruption?, Bool) in
            state.depth -= 1
            guard state.depth == 0 else { return (nil, false) }
            guard let held = state.held else { return (nil, !state.stopped) }
            state.held = nil
            state.stopped = true
            return (held, false)
        }
        if let held { deliver(held) }
        if isStoppable { stoppable(true) }
    }
}

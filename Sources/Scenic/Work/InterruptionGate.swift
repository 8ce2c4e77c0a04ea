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

    /// A gate that passes interruptions on to `deliver`.
    init(deliver: @escaping @Sendable (Interruption) -> Void) {
        self.deliver = deliver
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
        state.withLock { state in
            guard !state.stopped else { return false }
            state.depth += 1
            return true
        }
    }

    /// Ends a part that ``begin()`` began, passing on an interruption held meanwhile.
    func end() {
        let held = state.withLock { state -> Interruption? in
            state.depth -= 1
            guard state.depth == 0, let held = state.held else { return nil }
            state.held = nil
            state.stopped = true
            return held
        }
        if let held { deliver(held) }
    }
}

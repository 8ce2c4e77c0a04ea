/// Timers on a clock that moves only when told: the test clock of piped input, stories and
/// ``LogicTester``.
///
/// Moving the clock hands out the actions that fall due, one at a time and in the order they
/// fall due (timers due at the same moment in the order they were started), so that each can
/// be reduced, and its effects start or cancel timers, before the next is taken.
package struct TimerSchedule<ID: Hashable, Action> {
    private struct Timer {
        var due: Duration
        let interval: Duration?
        let action: Action
        let order: Int
    }

    /// The time on the clock, from zero when the schedule was made.
    package private(set) var now = Duration.zero
    private var timers: [ID: Timer] = [:]
    private var started = 0

    /// An empty schedule at time zero.
    package init() {}

    /// The shortest interval a repeating timer runs at, so that moving the clock always ends.
    package static var shortestInterval: Duration { .milliseconds(1) }

    /// Whether no timer runs.
    package var isEmpty: Bool { timers.isEmpty }

    /// Starts a timer under `id` that sends `action` after `delay`, then every `interval`
    /// when one is given; a timer running under `id` is replaced.
    package mutating func start(
        _ id: ID, after delay: Duration, every interval: Duration?, action: Action
    ) {
        started += 1
        timers[id] = Timer(
            due: now + max(delay, .zero), interval: interval.map { max($0, Self.shortestInterval) },
            action: action, order: started)
    }

    /// Whether a timer runs under `id`.
    package func isRunning(_ id: ID) -> Bool {
        timers[id] != nil
    }

    /// Stops the timer under `id`, if one runs.
    package mutating func cancel(_ id: ID) {
        timers[id] = nil
    }

    /// Stops the timer under `id` and returns when it was next due, its interval and action.
    package mutating func remove(_ id: ID) -> (due: Duration, interval: Duration?, action: Action)?
    {
        guard let timer = timers.removeValue(forKey: id) else { return nil }
        return (timer.due, timer.interval, timer.action)
    }

    /// Stops every timer.
    package mutating func cancelAll() {
        timers = [:]
    }

    /// How long until the next timer falls due; `nil` when none runs.
    package var untilNextDue: Duration? {
        timers.values.lazy.map(\.due).min().map { $0 - now }
    }

    /// Whether a timer falls due by `deadline`.
    package func hasDue(by deadline: Duration) -> Bool {
        timers.values.contains { $0.due <= deadline }
    }

    /// The action of the first timer due by `deadline`, with the clock moved to the moment it
    /// falls due; `nil` once none is, with the clock moved to `deadline`.
    package mutating func nextDue(by deadline: Duration) -> Action? {
        guard
            let (id, timer) = timers.filter({ $0.value.due <= deadline })
                .min(by: { ($0.value.due, $0.value.order) < ($1.value.due, $1.value.order) })
        else {
            now = max(now, deadline)
            return nil
        }
        now = timer.due
        if let interval = timer.interval {
            timers[id]?.due = timer.due + interval
        } else {
            timers[id] = nil
        }
        return timer.action
    }
}

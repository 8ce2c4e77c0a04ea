/// The timers and subscriptions of the scene on top of the stack, and the clock they run on.
///
/// The console owns one per session and reads what they send in its one loop, between typed
/// lines, so a Logic is never reduced from two tasks at once.
///
/// On a terminal the clock is the real one: timers and subscriptions run as tasks that post
/// to a ``SystemMailbox``, which wakes the line editor. Piped, the clock is a test clock that
/// moves only at a `# after 30s` line, and subscriptions are not started, so the same lines
/// always give the same transcript.
final class SystemEvents {
    /// The clock the timers run on.
    enum Clock {
        /// The real clock, for a person at a terminal.
        case live
        /// A clock that only ``nextDue(by:)`` moves.
        case test
    }

    let clock: Clock
    /// Where live timers and subscriptions post what they send.
    let mailbox: SystemMailbox?
    /// The test clock's timers.
    private var schedule = TimerSchedule<AnyHashable, any Sendable>()
    /// The live sources by their Logic's id.
    private var running: [AnyHashable: LiveSource] = [:]
    private var lastToken = 0
    /// Where the live sources run, whatever the console's own thread is doing.
    private let executor = QueueExecutor("Scenic timers and subscriptions")

    private struct LiveSource {
        let token: Int
        let task: Task<Void, Never>
        /// Whether it ends once it has sent (a timer that fires once).
        let endsAfterSending: Bool
        /// Whether it is a timer, which a story replays, rather than a subscription.
        var isTimer = false
        /// For a timer that catches up while its scene is covered, what it sends and when it
        /// is next due by ``sessionNow``, moved on as each tick is taken.
        var catchingUp: CoveredTimers.Timer?
    }

    /// The timers that wait for no line to be typed (``Effect/afterIdle(_:send:id:)``): how
    /// long, what they send, and in what order they were started.
    private var idleTimers: [AnyHashable: (delay: Duration, action: any Sendable, order: Int)] =
        [:]
    private var idleTimersStarted = 0

    /// The test clock's timers that catch up while their scene is covered.
    private var catchingUpOnSchedule: [AnyHashable: Int] = [:]

    /// The timers of the scene just shown again that still owe what fell due while it was
    /// covered (see ``nextCaughtUp()``), and when it was shown, by ``sessionNow``.
    private var revealing: [CoveredTimers.Timer] = []
    private var revealedAt = Duration.zero

    /// The time since the session began, on the clock the timers run on.
    private var sessionNow: Duration { mailbox == nil ? schedule.now : ContinuousClock.now - began }

    /// When the session began, by the real clock: what ``recordedNow`` follows at each typed
    /// line.
    private let began = ContinuousClock.now

    /// Moves ``recordedNow`` to the time since the session began, on a live clock, before a
    /// typed line is handled.
    ///
    /// So a timer the line starts falls due, in a story recorded from the session, as long
    /// after the timers already running as it did here. Returns how far it moved while timers
    /// ran, here or (`coveredTimersWait`) in a covered scene that catches up (what the story's
    /// `# after` step before the line says). With no timer, only the app's reading of the
    /// date can tell (`clockWasRead`): then the time is kept until it makes whole minutes,
    /// returned so, as the dates an app shows go by minutes; zero when nothing read it.
    func lineTyped(coveredTimersWait: Bool, clockWasRead: Bool = false) -> Duration {
        guard mailbox != nil else { return .zero }
        let now = ContinuousClock.now - began
        guard now > recordedNow else { return .zero }
        let moved = now - recordedNow
        recordedNow = now
        if running.values.contains(where: \.isTimer) || coveredTimersWait { return moved }
        guard clockWasRead else { return .zero }
        return Self.wholeMinutes(of: &idleNotRecorded, adding: moved)
    }

    /// The whole minutes of `idle` with `moved` added, taken out of it: what is left is less
    /// than a minute, kept for the next time.
    static func wholeMinutes(of idle: inout Duration, adding moved: Duration) -> Duration {
        idle += moved
        let minutes = Duration.seconds(idle.components.seconds / 60 * 60)
        idle -= minutes
        return minutes
    }

    /// Time that passed with no timer running and is not yet in a story recorded from the
    /// session: less than a minute.
    private var idleNotRecorded = Duration.zero

    /// Sources on `clock`; a live clock gets a mailbox, or runs nothing if none can be made.
    init(clock: Clock) {
        self.clock = clock
        mailbox = clock == .live ? SystemMailbox() : nil
    }

    deinit {
        for source in running.values { source.task.cancel() }
    }

    /// Whether nothing runs, so that reading a line needs no watching.
    var isEmpty: Bool { running.isEmpty && schedule.isEmpty }

    /// Whether a timer of the scene on top waits for the clock to reach it.
    var hasTimers: Bool { !schedule.isEmpty }

    /// How long until the next timer of the scene on top falls due on the test clock; `nil`
    /// when none waits.
    var untilNextTimer: Duration? { schedule.untilNextDue }

    /// On a live clock, what the test clock of a story recorded from this session reads: the
    /// time the last timer delivered fell due, counted as a replay counts it (a timer started
    /// at this reading falls due `delay` after it), so that `# after` steps written from it
    /// make the replay's timers fall due between the same typed lines.
    var recordedNow: Duration = .zero

    /// What a live source sent: the action, and for a timer when it fell due (see
    /// ``recordedNow``); `nil` for a subscription's news, which a story does not replay.
    struct Arrival {
        let action: any Sendable
        let due: Duration?
    }

    /// The test clock's time since the session began.
    var now: Duration { schedule.now }

    /// Starts a timer under `id` that sends `action` after `delay`, then every `interval` if
    /// one is given; replaces what runs under `id`.
    func startTimer(
        _ id: AnyHashable, after delay: Duration, every interval: Duration?, action: any Sendable,
        catchesUp: Bool = false
    ) {
        cancel(id)
        guard let mailbox else {
            schedule.start(id, after: delay, every: interval, action: action)
            if catchesUp {
                lastToken += 1
                catchingUpOnSchedule[id] = lastToken
            }
            return
        }
        let interval = interval.map { max($0, TimerSchedule<AnyHashable, Int>.shortestInterval) }
        let startedAt = recordedNow
        let firstDue = sessionNow + max(delay, .zero)
        start(id, endsAfterSending: interval == nil, isTimer: true) { token in
            let clock = ContinuousClock()
            var deadline = clock.now + delay
            var due = startedAt + delay
            while true {
                guard (try? await clock.sleep(until: deadline)) != nil else { return }
                mailbox.post(action, from: token, due: due)
                guard let interval else { return }
                deadline += interval
                due += interval
            }
        }
        if catchesUp, let token = running[id]?.token {
            running[id]?.catchingUp = CoveredTimers.Timer(
                id: id, action: action, interval: interval, nextDue: firstDue, order: token)
        }
    }

    /// Starts a timer under `id` that sends `action` once no line has been typed for `delay`
    /// (``restartIdleTimers()`` starts the wait again); replaces what runs under `id`.
    func startIdleTimer(_ id: AnyHashable, after delay: Duration, action: any Sendable) {
        startTimer(id, after: delay, every: nil, action: action)
        idleTimersStarted += 1
        idleTimers[id] = (delay, action, idleTimersStarted)
    }

    /// Starts again the wait of each timer that waits for no line to be typed, and has not
    /// sent yet: a line was typed.
    func restartIdleTimers() {
        guard !idleTimers.isEmpty else { return }
        // In the order they were started: two due at one moment fire in that order, in a story
        // as at the terminal, whatever a dictionary's order.
        for (id, timer) in idleTimers.sorted(by: { $0.value.order < $1.value.order }) {
            let waits = mailbox == nil ? schedule.isRunning(id) : running[id] != nil
            guard waits else {
                idleTimers[id] = nil
                continue
            }
            startIdleTimer(id, after: timer.delay, action: timer.action)
        }
    }

    /// Runs `run` in the background under `id` on a live clock, replacing what runs under
    /// `id`; on the test clock only stops what ran under `id`.
    func subscribe(_ id: AnyHashable, run: @escaping @Sendable (Send<any Sendable>) async -> Void) {
        cancel(id)
        guard let mailbox else { return }
        start(id, endsAfterSending: false) { token in
            await run(Send { mailbox.post($0, from: token) })
            mailbox.postEnd(of: token)
        }
    }

    private func start(
        _ id: AnyHashable, endsAfterSending: Bool, isTimer: Bool = false,
        _ body: @escaping @Sendable (_ token: Int) async -> Void
    ) {
        lastToken += 1
        let token = lastToken
        running[id] = LiveSource(
            token: token, task: Task(executorPreference: executor) { await body(token) },
            endsAfterSending: endsAfterSending, isTimer: isTimer)
    }

    /// Wakes the reader after `delay`, to take what was left waiting in the mailbox.
    func wakeUp(after delay: Duration) {
        guard let mailbox else { return }
        // On the sources' executor: the shared pool may have no thread for it while the
        // console waits for keys.
        Task(executorPreference: executor) {
            guard (try? await Task.sleep(for: delay)) != nil else { return }
            mailbox.wakeUp()
        }
    }

    /// Stops what runs under `id`: what it sent and was not yet taken is dropped.
    func cancel(_ id: AnyHashable) {
        schedule.cancel(id)
        if !idleTimers.isEmpty { idleTimers[id] = nil }
        catchingUpOnSchedule[id] = nil
        running.removeValue(forKey: id)?.task.cancel()
        if !revealing.isEmpty { revealing.removeAll { $0.id == id } }
    }

    /// Stops everything: the scene on top changed.
    func stopAll() {
        revealing = []
        idleTimers = [:]
        guard !isEmpty else { return }
        schedule.cancelAll()
        catchingUpOnSchedule = [:]
        for source in running.values { source.task.cancel() }
        running = [:]
    }

    /// Stops everything as the scene on top is covered, and returns its timers that catch up,
    /// as they stand, for ``reveal(_:)`` when it is shown again; `nil` when it has none.
    ///
    /// A tick sent but not yet taken is still owed: it is due again when the scene is shown.
    func cover() -> CoveredTimers? {
        var kept: [CoveredTimers.Timer] = []
        for (id, order) in catchingUpOnSchedule {
            if let timer = schedule.remove(id) {
                kept.append(
                    CoveredTimers.Timer(
                        id: id, action: timer.action, interval: timer.interval, nextDue: timer.due,
                        order: order))
            }
        }
        kept += running.values.compactMap(\.catchingUp)
        stopAll()
        return kept.isEmpty ? nil : CoveredTimers(timers: kept.sorted { $0.order < $1.order })
    }

    /// Takes back the timers of the scene shown again; ``nextCaughtUp()`` then hands out what
    /// fell due while it was covered.
    func reveal(_ covered: CoveredTimers) {
        revealing = covered.timers
        revealedAt = sessionNow
    }

    /// The next action the timers shown again owe, in the order they fell due; `nil` once
    /// they owe none, and they run on as timers from then.
    ///
    /// One at a time, so that reducing one can cancel or replace a timer before the next.
    func nextCaughtUp() -> (any Sendable)? {
        let owing = revealing.indices.filter { revealing[$0].nextDue <= revealedAt }
        guard
            let index = owing.min(by: {
                (revealing[$0].nextDue, revealing[$0].order)
                    < (revealing[$1].nextDue, revealing[$1].order)
            })
        else {
            runRevealed()
            return nil
        }
        let action = revealing[index].action
        if let interval = revealing[index].interval {
            revealing[index].nextDue += interval
        } else {
            revealing.remove(at: index)
        }
        return action
    }

    /// Drops what the timers shown again still owe (too many to send) and runs them on.
    func skipCaughtUp() {
        for index in revealing.indices {
            guard let interval = revealing[index].interval else { continue }
            let behind = revealedAt - revealing[index].nextDue
            if behind >= .zero {
                revealing[index].nextDue += interval * (Int(behind / interval) + 1)
            }
        }
        revealing.removeAll { $0.nextDue <= revealedAt }
        runRevealed()
    }

    /// Starts the timers shown again from when each is next due.
    private func runRevealed() {
        let timers = revealing
        revealing = []
        for timer in timers {
            startTimer(
                timer.id, after: timer.nextDue - revealedAt, every: timer.interval,
                action: timer.action, catchesUp: true)
        }
    }

    /// On the test clock, the action of the first timer due by `deadline` (see
    /// ``TimerSchedule/nextDue(by:)``).
    func nextDue(by deadline: Duration) -> (any Sendable)? {
        schedule.nextDue(by: deadline)
    }

    /// Whether a timer falls due by `deadline` on the test clock.
    func hasDue(by deadline: Duration) -> Bool {
        schedule.hasDue(by: deadline)
    }

    /// On a live clock, what the sources still running sent since the last call, in order.
    func takeArrived() -> [Arrival] {
        guard let mailbox else { return [] }
        var arrivals: [Arrival] = []
        for post in mailbox.take() {
            guard let (id, source) = running.first(where: { $0.value.token == post.token }) else {
                continue
            }
            guard let action = post.action else {
                running[id] = nil
                continue
            }
            arrivals.append(Arrival(action: action, due: post.due))
            if let interval = source.catchingUp?.interval {
                running[id]?.catchingUp?.nextDue += interval
            }
            if source.endsAfterSending { running[id] = nil }
        }
        return arrivals
    }
}

/// The timers of a covered scene that catch up (``WhileCovered/catchesUp``), kept with it on
/// the navigator's stack until it is shown again.
struct CoveredTimers {
    /// One timer, and when it is next due by the session's clock.
    struct Timer {
        let id: AnyHashable
        let action: any Sendable
        let interval: Duration?
        var nextDue: Duration
        /// When it was started among the others, for ticks due at the same moment.
        let order: Int
    }

    var timers: [Timer]
}

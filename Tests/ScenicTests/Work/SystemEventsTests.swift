import Testing

@testable import Scenic

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Live timers and subscriptions post to the mailbox from their own tasks; the console's loop
/// takes what the sources still running sent, in order.
@Suite struct SystemEventsTests {
    /// Waits until the mailbox wakes its reader (a generous deadline: this is not a timing test).
    private func waitForWake(_ events: SystemEvents) -> Bool {
        guard let descriptor = events.mailbox?.wakeDescriptor else { return false }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 10_000) > 0
    }

    /// What the sources sent until `count` actions arrived or nothing more came.
    private func take(_ count: Int, from events: SystemEvents) -> [String] {
        var taken: [String] = []
        while taken.count < count, waitForWake(events) {
            taken += events.takeArrived().compactMap { $0.action as? String }
        }
        return taken
    }

    @Test func aSubscriptionSendsUntilItsWorkerReturnsAndThenEnds() {
        let events = SystemEvents(clock: .live)
        events.subscribe(AnyHashable("watch")) { send in
            for word in ["one", "two", "three"] { send(word) }
        }
        #expect(!events.isEmpty)
        #expect(take(3, from: events) == ["one", "two", "three"])
        // Its end arrives after its last action.
        while !events.isEmpty, waitForWake(events) { _ = events.takeArrived() }
        #expect(events.isEmpty)
    }

    /// A typed line moves the recorded clock to the time since the session began.
    ///
    /// So a timer it starts is due (in a recorded story) as long after the others as it was
    /// here: a pomodoro started 1.5 s after its screen's 2 s poll replayed 1.5 s early,
    /// ticking twice more. The wait is written only while timers run.
    @Test func aTypedLineStartsItsTimersFromTheTimeItWasTyped() {
        let events = SystemEvents(clock: .live)
        usleep(60_000)
        // No timer ran: nothing a replay could tell, so no step; the clock moves all the same.
        #expect(events.lineTyped(coveredTimersWait: false) == .zero)
        #expect(events.recordedNow >= .milliseconds(60))
        events.startTimer(AnyHashable("poll"), after: .seconds(60), every: nil, action: "poll")
        usleep(60_000)
        let moved = events.lineTyped(coveredTimersWait: false)
        #expect(moved >= .milliseconds(60))
        let typedAt = events.recordedNow
        #expect(typedAt >= .milliseconds(120))
        events.startTimer(AnyHashable("tick"), after: .milliseconds(10), every: nil, action: "tick")
        var arrived: [SystemEvents.Arrival] = []
        while arrived.isEmpty, waitForWake(events) { arrived = events.takeArrived() }
        #expect(arrived.first?.due == typedAt + .milliseconds(10))
    }

    @Test func aOneShotTimerSendsOnceAndWhatACancelledSourceSentIsDropped() {
        let events = SystemEvents(clock: .live)
        events.startTimer(AnyHashable("beep"), after: .milliseconds(1), every: nil, action: "beep")
        #expect(take(1, from: events) == ["beep"])
        #expect(events.isEmpty)

        events.subscribe(AnyHashable("watch")) { send in
            send("before")
            // Runs until cancelled.
            while (try? await Task.sleep(for: .seconds(60))) != nil {}
        }
        #expect(take(1, from: events) == ["before"])
        events.cancel(AnyHashable("watch"))
        #expect(events.isEmpty)
        // Posted by a source no longer running (its token is gone): never reduced.
        events.mailbox?.post("late", from: 1)
        #expect(events.takeArrived().isEmpty)
    }

    @Test func startingAnIdThatRunsReplacesIt() {
        let events = SystemEvents(clock: .live)
        events.subscribe(AnyHashable("source")) { _ in
            while (try? await Task.sleep(for: .seconds(60))) != nil {}
        }
        events.startTimer(
            AnyHashable("source"), after: .milliseconds(1), every: nil, action: "timer")
        #expect(take(1, from: events) == ["timer"])
        #expect(events.isEmpty)
    }

    @Test func theTestClockMovesOnlyWhenTold() {
        let events = SystemEvents(clock: .test)
        #expect(events.mailbox == nil)
        events.subscribe(AnyHashable("watch")) { send in send("never") }
        #expect(events.isEmpty)
        events.startTimer(
            AnyHashable("tick"), after: .seconds(1), every: .seconds(1), action: "tick")
        var sent: [String] = []
        while let action = events.nextDue(by: .milliseconds(3_500)) {
            sent.append(action as? String ?? "?")
        }
        #expect(sent == ["tick", "tick", "tick"])
        #expect(events.now == .milliseconds(3_500))
        events.stopAll()
        #expect(events.nextDue(by: .seconds(100)) == nil)
    }
}

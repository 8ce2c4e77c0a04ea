import Scenic

extension LogicTester {
    /// Moves the tester's test clock on by `duration`: the timers the Logic started (with
    /// ``Effect/after(_:send:id:whileCovered:)`` or ``Effect/every(_:send:id:whileCovered:)``,
    /// not yet cancelled) that
    /// fall due by then fire, one at a time, at each
    /// ``timerFired(_:effects:fileID:filePath:line:column:_:)``.
    ///
    /// ```swift
    /// var tester = LogicTester(CountdownLogic(), state: .init(remaining: 2))
    /// tester.send(.start, effects: [.every(.seconds(1), send: .tick, id: .countdown, whileCovered: .stops)])
    /// tester.advance(by: .seconds(2))
    /// tester.timerFired(.tick) { $0.remaining = 1 }
    /// tester.timerFired(.tick, effects: [.cancel(.countdown)]) { $0.remaining = 0 }
    /// ```
    ///
    /// Exhaustive by default: a timer due and not stated fails the next step. A ``partial``
    /// tester sends such timers' actions unchecked, as the console would. A navigation effect
    /// stops every timer, as the scene leaving the top of the stack does, but for a push and
    /// the timers that catch up (``WhileCovered/catchesUp``): they fire here as they fall due,
    /// which is the order the Logic hears them in when its scene is shown again.
    public mutating func advance(
        by duration: Duration,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        settleDueTimers(at: call)
        clockTarget += duration
        noteDueTimers(at: call)
    }

    /// Takes the timer due next, checks that it sends `action`, and sends it to the Logic,
    /// checking the step like ``send(_:effects:typed:fileID:filePath:line:column:_:)``.
    ///
    /// Fails when no timer is due by the time ``advance(by:fileID:filePath:line:column:)``
    /// moved the clock to, and then changes nothing.
    public mutating func timerFired(
        _ action: L.Action,
        effects: [Effect<L>] = [],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ expectedChange: (inout L.State) -> Void = { _ in }
    ) {
        let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let due = timers.nextDue(by: clockTarget) else {
            IssueRecorder.record(
                LogicTesterProblem.noTimerDue(expected: StateDump.oneLine(action)).message,
                at: call)
            return
        }
        if due != action {
            IssueRecorder.record(
                LogicTesterProblem.otherTimerDue(
                    expected: StateDump.oneLine(action), actual: StateDump.oneLine(due)
                ).message, at: call)
        }
        apply(due, effects: effects, call: call, expectedChange)
        noteDueTimers(at: call)
    }

    /// Notes the timers due now and not yet stated, which fail the test if it ends here.
    func noteDueTimers(at call: CallSite) {
        guard exhaustivity == .complete, timers.hasDue(by: clockTarget) else {
            ending.unstated = nil
            return
        }
        var schedule = timers
        var actions: [String] = []
        // A few are enough to name: an `every` timer may be due many times.
        while actions.count < 3, let due = schedule.nextDue(by: clockTarget) {
            actions.append(StateDump.oneLine(due))
        }
        ending.unstated = (actions, call)
    }

    /// Fails for each timer due and not stated; a partial tester sends their actions unchecked.
    mutating func settleDueTimers(at call: CallSite) {
        while let due = timers.nextDue(by: clockTarget) {
            if exhaustivity == .complete {
                IssueRecorder.record(
                    LogicTesterProblem.timerNotStated(action: StateDump.oneLine(due)).message,
                    at: call)
            }
            follow(logic.reduce(&state, due))
        }
    }

    /// A line typed that the Logic never hears (`help`, an empty line, one the console
    /// refuses): the timers that wait for no line to be typed
    /// (``Effect/afterIdle(_:send:id:)``) start their wait again, as each `send` does first.
    ///
    /// ```swift
    /// tester.send(.open, effects: [.afterIdle(.seconds(120), send: .inactive, id: .idle)])
    /// tester.advance(by: .seconds(100))
    /// tester.lineTyped()  // help, say
    /// tester.advance(by: .seconds(100))  // 100 s since that line: nothing fires yet
    /// ```
    public mutating func lineTyped(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        // Timers due before the line fire first, as at the console; the wait starts from now.
        let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        settleDueTimers(at: call)
        restartIdleTimers()
        noteDueTimers(at: call)
    }

    /// Starts again the wait of each timer that waits for no line to be typed and has not
    /// fired.
    mutating func restartIdleTimers() {
        for (id, timer) in idleTimers.sorted(by: { $0.value.order < $1.value.order }) {
            guard timers.isRunning(id) else {
                idleTimers[id] = nil
                continue
            }
            timers.start(id, after: timer.delay, every: nil, action: timer.action)
        }
    }

    /// Starts and stops the timers `effects` ask for, as the console does.
    mutating func follow(_ effects: [Effect<L>]) {
        for effect in effects {
            // Any other effect naming a timer's id replaces or stops an idle wait under it.
            switch effect {
            case .after(_, _, let id, _), .every(_, _, let id, _), .subscribe(_, let id),
                .cancel(let id):
                idleTimers[id] = nil
            case .pop, .popToRoot, .replace, .setStack, .finish, .push:
                idleTimers = [:]
            default: break
            }
            switch effect {
            case .after(let delay, let action, let id, let whileCovered):
                timers.start(id, after: delay, every: nil, action: action)
                catchingUp[id] = whileCovered == .catchesUp
            case .every(let interval, let action, let id, let whileCovered):
                timers.start(id, after: interval, every: interval, action: action)
                catchingUp[id] = whileCovered == .catchesUp
            case .afterIdle(let delay, let action, let id):
                timers.start(id, after: delay, every: nil, action: action)
                catchingUp[id] = false
                idleTimersStarted += 1
                idleTimers[id] = (delay, action, idleTimersStarted)
                continue
            case .subscribe(_, let id), .cancel(let id):
                timers.cancel(id)
            case .push:
                for (id, keeps) in catchingUp where !keeps { timers.cancel(id) }
            case .pop, .popToRoot, .replace, .setStack, .finish:
                timers.cancelAll()
            case .perform, .notify, .ask, .withdrawQuestion, .quit:
                break
            }
        }
    }
}

import Scenic
import ScenicSnapshotStore

/// Drives a scene's ``Logic`` exhaustively: every action's state change and effects are stated.
///
/// Each ``send(_:effects:typed:fileID:filePath:line:column:_:)`` applies an action to the current
/// state, then checks two things: the new state equals the old one changed by `expectedChange`,
/// and the effects equal `effects` exactly — an effect the test did not state fails it.
/// The tester then goes on from the actual state, so one failure does not cascade.
///
/// ```swift
/// @Test func addingTwiceCountsUp() {
///     var tester = LogicTester(CounterLogic(), state: .init(count: 0))
///     tester.send(.add(2)) { $0.count = 2 }
///     tester.send(.add(1)) { $0.count = 3 }
/// }
/// ```
///
/// A wrong expectation (`{ $0.count = 4 }` on the second send) fails with a diff of the
/// two states that shows only what differs:
///
/// ```text
/// The state after .add(1) is not the expected one (- expected, + actual):
/// @@ -1,3 +1,3 @@
///  State(
/// -  count: 4
/// +  count: 3
///  )
/// ```
///
/// A test of one detail in a long flow may ask for less with ``Exhaustivity/partial``: then
/// only what the test names is checked (see ``exhaustivity``).
public struct LogicTester<L: Logic> where L.State: Equatable, L.Action: Equatable {
    /// How much of each step a test must state.
    public enum Exhaustivity: Sendable {
        /// Every change of the state and every effect, in order (the default).
        case complete
        /// Only what the test names: the fields `expectedChange` sets must have those values,
        /// and the effects given must be among those returned, in that order; other changes
        /// and effects pass unchecked.
        ///
        /// `expectedChange` is applied to the state the action produced, so it must set
        /// values (`$0.count = 3`), not change them (`$0.count += 1` would count twice).
        case partial
    }

    /// The Logic under test.
    public let logic: L
    /// The state after the last action.
    public internal(set) var state: L.State
    /// How much of each step a test must state; ``Exhaustivity/complete`` unless asked.
    public var exhaustivity: Exhaustivity
    /// The timers the Logic's effects started, on the tester's test clock.
    var timers = TimerSchedule<L.SourceID, L.Action>()
    /// Whether each timer started catches up while covered, so a push leaves it running.
    var catchingUp: [L.SourceID: Bool] = [:]
    /// The timers that wait for no line to be typed, with how long, what they send, and in
    /// what order they were started (those due at one moment fire so, as at the console).
    var idleTimers: [L.SourceID: (delay: Duration, action: L.Action, order: Int)] = [:]
    var idleTimersStarted = 0
    /// Where ``advance(by:fileID:filePath:line:column:)`` moved the clock to; timers due by
    /// then fire one by one.
    var clockTarget = Duration.zero
    /// Fails, at the test's end, for timers due and never stated.
    let ending = LogicTesterEnding()

    /// A tester starting from `state`, checking each step as `exhaustivity` says.
    public init(_ logic: L, state: L.State, exhaustivity: Exhaustivity = .complete) {
        self.logic = logic
        self.state = state
        self.exhaustivity = exhaustivity
    }

    /// Sends `action` and checks the resulting state and effects.
    ///
    /// It comes from a typed line unless `typed` is false: the timers that wait for no line to
    /// be typed (``Effect/afterIdle(_:send:id:)``) start their wait again first.
    ///
    /// - Parameters:
    ///   - action: What happens to the scene.
    ///   - effects: Every effect the action must return, in order; none by default.
    ///   - typed: Whether a typed line sent it (the default); `false` for a subscription's
    ///     news or a worker's result, which start no idle wait again.
    ///   - expectedChange: Changes the previous state into the expected one; leave it out
    ///     when the state must not change.
    public mutating func send(
        _ action: L.Action,
        effects: [Effect<L>] = [],
        typed: Bool = true,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ expectedChange: (inout L.State) -> Void = { _ in }
    ) {
        let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        settleDueTimers(at: call)
        if typed { restartIdleTimers() }
        apply(action, effects: effects, call: call, expectedChange)
        noteDueTimers(at: call)
    }

    /// Sends `action` and checks the step, timers or not.
    mutating func apply(
        _ action: L.Action, effects: [Effect<L>], call: CallSite,
        _ expectedChange: (inout L.State) -> Void
    ) {
        var actual = state
        let actualEffects = logic.reduce(&actual, action)
        follow(actualEffects)
        CoverageRecording.shared.collector(forFile: "\(call.filePath)")?.record(
            action: action, effects: actualEffects, command: nil, logic: L.self,
            source: .logicTest)
        // Complete: the old state changed as the test says must be the new one. Partial: the
        // new state changed as the test says must be unchanged, so only the fields it sets
        // are compared; the effects it names must appear in order among the actual ones.
        var expected = exhaustivity == .complete ? state : actual
        expectedChange(&expected)
        let expectedEffects =
            exhaustivity == .complete || !Self.isInOrder(effects, within: actualEffects)
            ? effects : actualEffects
        state = actual
        for problem in LogicTesterProblem.check(
            action: action, expected: expected, actual: actual,
            expectedEffects: expectedEffects, actualEffects: actualEffects)
        {
            IssueRecorder.record(problem.message, at: call)
        }
    }
}

extension LogicTester {
    /// Whether `named` appear in `actual` in the same order, others between them allowed.
    private static func isInOrder(_ named: [Effect<L>], within actual: [Effect<L>]) -> Bool {
        var remaining = actual[...]
        for effect in named {
            guard let found = remaining.firstIndex(of: effect) else { return false }
            remaining = remaining[remaining.index(after: found)...]
        }
        return true
    }

    /// Interrupts `request` as the console does on Ctrl-C or a timeout, then checks the state
    /// and effects like ``send(_:effects:typed:fileID:filePath:line:column:_:)``.
    ///
    /// ```swift
    /// tester.send(.lookUp(42), effects: [.perform(.fetch(42), timeout: .seconds(5))]) {
    ///     $0.loading = 42
    /// }
    /// tester.interrupt(.fetch(42), by: .cancelled, effects: [.notify(.stopped(42, .cancelled))]) {
    ///     $0.loading = nil
    /// }
    /// ```
    ///
    /// Fails when the Logic gives no action for the interruption (its work cannot be cut
    /// short), and then changes nothing.
    public mutating func interrupt(
        _ request: L.Request,
        by interruption: Interruption,
        effects: [Effect<L>] = [],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ expectedChange: (inout L.State) -> Void = { _ in }
    ) {
        send(
            logic.interrupted(request, by: interruption),
            orFail: .notInterruptible(request: StateDump.oneLine(request)), effects: effects,
            call: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            expectedChange)
    }

    /// Hands the Logic `value` as a scene it pushed finishing with it does, then checks the
    /// state and effects like ``send(_:effects:typed:fileID:filePath:line:column:_:)``.
    ///
    /// ```swift
    /// tester.receive(42, effects: [.perform(.fetch(42), timeout: .seconds(30))]) {
    ///     $0.looking = 42
    /// }
    /// ```
    ///
    /// The value has the type the Logic's ``Logic/received(_:)`` takes. Fails when the Logic
    /// ignores it, and then changes nothing.
    public mutating func receive(
        _ value: L.Received,
        effects: [Effect<L>] = [],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ expectedChange: (inout L.State) -> Void = { _ in }
    ) {
        send(
            logic.received(value), orFail: .resultIgnored(result: StateDump.oneLine(value)),
            effects: effects,
            call: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            expectedChange)
    }

    /// Sends the action the Logic derived, or records `problem` when it derived none.
    private mutating func send(
        _ action: L.Action?, orFail problem: @autoclosure () -> LogicTesterProblem,
        effects: [Effect<L>], call: CallSite, _ expectedChange: (inout L.State) -> Void
    ) {
        guard let action else {
            IssueRecorder.record(problem().message, at: call)
            return
        }
        settleDueTimers(at: call)
        apply(action, effects: effects, call: call, expectedChange)
    }
}

/// What a ``LogicTester`` found wrong, turned into text in one place.
enum LogicTesterProblem: Equatable {
    case stateDiffers(action: String, diff: String)
    case effectsDiffer(action: String, diff: String)
    case notInterruptible(request: String)
    case resultIgnored(result: String)
    case timerNotStated(action: String)
    /// The test ended with these timers due (by its last `advance`) and never stated.
    case timersDueAtEnd(actions: [String])
    case noTimerDue(expected: String)
    case otherTimerDue(expected: String, actual: String)

    /// The problems of one step: the state's, then the effects'.
    static func check<State: Equatable, Effects: Equatable>(
        action: Any, expected: State, actual: State,
        expectedEffects: Effects, actualEffects: Effects
    ) -> [LogicTesterProblem] {
        let actionText = StateDump.oneLine(action)
        var problems: [LogicTesterProblem] = []
        if expected != actual {
            problems.append(.stateDiffers(action: actionText, diff: diff(expected, actual)))
        }
        if expectedEffects != actualEffects {
            problems.append(
                .effectsDiffer(action: actionText, diff: diff(expectedEffects, actualEffects)))
        }
        return problems
    }

    /// The failure text.
    var message: String {
        switch self {
        case .stateDiffers(let action, let diff):
            return "The state after \(action) is not the expected one (- expected, + actual):\n"
                + diff
        case .effectsDiffer(let action, let diff):
            return "The effects of \(action) are not the expected ones (- expected, + actual):\n"
                + diff
        case .notInterruptible(let request):
            return "The Logic gives no action for interrupting \(request): its interrupted(_:by:) "
                + "returns nil, so the console would not let Ctrl-C or a timeout stop it."
        case .resultIgnored(let result):
            return "The Logic ignores \(result): its received(_:) returns nil."
        case .timerNotStated(let action):
            return "A timer sent \(action), which the test does not state: add "
                + "timerFired(\(action)) after advance(by:), or make the tester partial."
        case .timersDueAtEnd(let actions):
            let first = actions[0]
            return "The test ended with \(actions.count == 1 ? "a timer" : "timers") due that it "
                + "does not state (\(actions.joined(separator: ", "))): add "
                + "timerFired(\(first)) after advance(by:), advance less, or make the tester "
                + "partial."
        case .noTimerDue(let expected):
            return "No timer sends \(expected) now: none is due by the time advance(by:) moved "
                + "the clock to."
        case .otherTimerDue(let expected, let actual):
            return "The timer due next sends \(actual), not \(expected); \(actual) was sent."
        }
    }

    /// The dumps of two values diffed, without file headers, with one line of context.
    private static func diff(_ expected: Any, _ actual: Any) -> String {
        let expectedDump = StateDump.of(expected)
        let actualDump = StateDump.of(actual)
        guard
            let diff = UnifiedDiff.format(
                old: expectedDump, new: actualDump, oldLabel: "expected", newLabel: "actual",
                context: 1)
        else {
            // Equal dumps of unequal values: a type whose == looks beyond its stored fields.
            return "(both dump as)\n" + expectedDump
        }
        // The --- and +++ lines say nothing the message does not.
        return diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
            .joined(separator: "\n")
    }
}

import Scenic
import Testing

@testable import ScenicTesting

/// A LogicTester's test clock: `advance(by:)` moves it, and each timer then due is stated
/// with `timerFired`, exhaustively unless the tester is partial.
@Suite struct TimerLogicTesterTests {
    /// Beeps once after a delay, and ticks every second until stopped or left.
    struct BeeperLogic: Logic {
        enum Route: Hashable, Sendable { case other }
        enum SourceID: Hashable, Sendable { case beep, ticker }
        struct State: Equatable { var beeps = 0, ticks = 0 }
        enum Action: Equatable, Sendable { case start, beep, tick, stop, leave }

        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .start:
                return [
                    .after(.seconds(3), send: .beep, id: .beep, whileCovered: .stops),
                    .every(.seconds(2), send: .tick, id: .ticker, whileCovered: .stops),
                ]
            case .beep: state.beeps += 1
            case .tick: state.ticks += 1
            case .stop: return [.cancel(.ticker)]
            case .leave: return [.push(.other)]
            }
            return []
        }
    }

    /// A complete tester whose Logic has started its beep and its ticker.
    private func started() -> LogicTester<BeeperLogic> {
        var tester = LogicTester(BeeperLogic(), state: .init())
        tester.send(
            .start,
            effects: [
                .after(.seconds(3), send: .beep, id: .beep, whileCovered: .stops),
                .every(.seconds(2), send: .tick, id: .ticker, whileCovered: .stops),
            ])
        return tester
    }

    @Test func timersFireInTheOrderTheyFallDue() {
        var tester = started()
        tester.advance(by: .seconds(4))
        tester.timerFired(.tick) { $0.ticks = 1 }
        tester.timerFired(.beep) { $0.beeps = 1 }
        tester.timerFired(.tick) { $0.ticks = 2 }
        tester.send(.stop, effects: [.cancel(.ticker)])
        tester.advance(by: .seconds(60))
    }

    @Test func aDueTimerNotStatedFailsTheNextStep() {
        var tester = started()
        tester.advance(by: .seconds(2))
        let reports = IssueRecorder.capturing { tester.send(.stop, effects: [.cancel(.ticker)]) }
        #expect(
            reports.map(\.message) == [
                "A timer sent .tick, which the test does not state: add timerFired(.tick) after "
                    + "advance(by:), or make the tester partial."
            ])
        // It was sent all the same, as the console would have.
        #expect(tester.state.ticks == 1)
    }

    @Test func aTimerStatedThatIsNotDueOrNotNextFails() {
        var tester = started()
        let early = IssueRecorder.capturing { tester.timerFired(.tick) { $0.ticks = 1 } }
        #expect(
            early.map(\.message) == [
                "No timer sends .tick now: none is due by the time advance(by:) moved the clock "
                    + "to."
            ])
        #expect(tester.state.ticks == 0)
        tester.advance(by: .seconds(3))
        let wrong = IssueRecorder.capturing { tester.timerFired(.beep) { $0.ticks = 1 } }
        #expect(
            wrong.map(\.message) == ["The timer due next sends .tick, not .beep; .tick was sent."])
        tester.timerFired(.beep) { $0.beeps = 1 }
    }

    /// The last step has no next step to fail: the test's end does, at the last step.
    @Test func aTimerDueWhenTheTestEndsFailsItThere() {
        let reports = IssueRecorder.capturing {
            var tester = started()
            tester.advance(by: .seconds(4))
            tester.timerFired(.tick) { $0.ticks = 1 }
        }
        #expect(
            reports.map(\.message) == [
                "The test ended with timers due that it does not state (.beep, .tick): add "
                    + "timerFired(.beep) after advance(by:), advance less, or make the tester "
                    + "partial."
            ])
        #expect(reports.map(\.line) == [#line - 8])
        let partial = IssueRecorder.capturing {
            var tester = started()
            tester.exhaustivity = .partial
            tester.advance(by: .seconds(4))
        }
        #expect(partial.isEmpty)
    }

    @Test func navigationStopsEveryTimerAndAPartialTesterSendsDueOnesUnchecked() {
        var tester = LogicTester(BeeperLogic(), state: .init(), exhaustivity: .partial)
        tester.send(.start)
        tester.advance(by: .seconds(4))
        tester.send(.leave)
        #expect(tester.state == .init(beeps: 1, ticks: 2))
        tester.advance(by: .seconds(60))
        tester.send(.stop)
        #expect(tester.state == .init(beeps: 1, ticks: 2))
    }
}

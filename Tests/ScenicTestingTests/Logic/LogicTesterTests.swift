import Scenic
import Testing

@testable import ScenicTesting

@Suite struct LogicTesterTests {
    @Test func passesWhenEveryChangeAndEffectIsStated() {
        var tester = LogicTester(TallyLogic(), state: .init())
        tester.send(.add(2)) { $0.count = 2 }
        tester.send(.add(5)) { $0.note = "Over the limit of 3." }
        tester.send(.finish, effects: [.perform(.save(2)), .push(.summary)])
        #expect(tester.state == TallyLogic.State(count: 2, note: "Over the limit of 3."))
    }

    @Test func failsWithADiffOfOnlyTheFieldsThatDiffer() {
        var tester = LogicTester(TallyLogic(), state: .init())
        let reports = IssueRecorder.capturing {
            tester.send(.add(2)) { $0.count = 3 }
        }
        #expect(
            reports.map(\.message) == [
                """
                The state after .add(2) is not the expected one (- expected, + actual):
                @@ -1,3 +1,3 @@
                 State(
                -  count: 3,
                +  count: 2,
                   limit: 3,
                """
            ])
    }

    @Test func failsOnAnEffectTheTestDidNotState() {
        var tester = LogicTester(TallyLogic(), state: .init(count: 1))
        let reports = IssueRecorder.capturing {
            tester.send(.finish, effects: [.push(.summary)])
        }
        #expect(
            reports.map(\.message) == [
                """
                The effects of .finish are not the expected ones (- expected, + actual):
                @@ -1,2 +1,3 @@
                 [
                +  .perform(.save(1), timeout: nil),
                   .push(.summary)
                """
            ])
    }

    @Test func failsWhenAnExpectedChangeDidNotHappen() {
        var tester = LogicTester(TallyLogic(), state: .init(count: 3))
        let reports = IssueRecorder.capturing {
            tester.send(.add(1)) { $0.count = 4 }
        }
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("+  note: \"Over the limit of 3.\"") == true)
    }

    @Test func goesOnFromTheActualStateAfterAFailure() {
        var tester = LogicTester(TallyLogic(), state: .init())
        let reports = IssueRecorder.capturing {
            tester.send(.add(1)) { $0.count = 2 }
        }
        #expect(reports.count == 1)
        tester.send(.add(1)) { $0.count = 2 }
    }

    @Test func namesStructuredActionsOnOneLine() {
        struct Pick: Equatable {
            var product: Int
            var quantities: [Int]
        }
        enum Action { case pick(Pick, note: String?) }
        #expect(
            StateDump.oneLine(Action.pick(Pick(product: 3, quantities: [1, 2]), note: nil))
                == ".pick(Pick(product: 3, quantities: [1, 2]), note: nil)")
    }
}

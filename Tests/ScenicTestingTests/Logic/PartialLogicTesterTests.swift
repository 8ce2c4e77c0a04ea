import Scenic
import Testing

@testable import ScenicTesting

/// A LogicTester asked for partial checks compares only what the test names: the fields its
/// change sets, and the effects it lists, in order among the actual ones.
@Suite struct PartialLogicTesterTests {
    @Test func checksOnlyTheFieldsAndEffectsTheTestNames() {
        var tester = LogicTester(TallyLogic(), state: .init(), exhaustivity: .partial)
        // `add(5)` sets a note and leaves the count: naming only the note passes.
        tester.send(.add(5)) { $0.note = "Over the limit of 3." }
        // Naming nothing passes whatever changed.
        tester.send(.add(2))
        #expect(tester.state.count == 2)
        // The push without the save before it, and no effects at all, both pass.
        tester.send(.finish, effects: [.push(.summary)])
        tester.send(.finish)
    }

    @Test func aNamedFieldWithAnotherValueStillFails() {
        var tester = LogicTester(TallyLogic(), state: .init(), exhaustivity: .partial)
        let reports = IssueRecorder.capturing {
            tester.send(.add(2)) { $0.count = 3 }
        }
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("-  count: 3,\n+  count: 2,") == true)
        #expect(tester.state.count == 2)
    }

    @Test func aNamedEffectMissingOrOutOfOrderStillFails() {
        var tester = LogicTester(TallyLogic(), state: .init(count: 1), exhaustivity: .partial)
        let outOfOrder = IssueRecorder.capturing {
            tester.send(.finish, effects: [.push(.summary), .perform(.save(1))])
        }
        #expect(
            outOfOrder.map(\.message).first?.hasPrefix(
                "The effects of .finish are not the expected") == true)
        let missing = IssueRecorder.capturing {
            tester.send(.finish, effects: [.perform(.save(2))])
        }
        #expect(missing.first?.message.contains("-  .perform(.save(2), timeout: nil)") == true)
    }

    @Test func completeStaysTheDefault() {
        let tester = LogicTester(TallyLogic(), state: .init())
        #expect(tester.exhaustivity == .complete)
    }
}

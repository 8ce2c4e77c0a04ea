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
        withKnownIssue {
            tester.send(.add(2)) { $0.count = 3 }
        } matching: { issue in
            issue.comments.first?.rawValue.contains("-  count: 3,\n+  count: 2,") == true
        }
        #expect(tester.state.count == 2)
    }

    @Test func aNamedEffectMissingOrOutOfOrderStillFails() {
        var tester = LogicTester(TallyLogic(), state: .init(count: 1), exhaustivity: .partial)
        withKnownIssue {
            tester.send(.finish, effects: [.push(.summary), .perform(.save(1))])
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("The effects of .finish are not the expected")
                == true
        }
        withKnownIssue {
            tester.send(.finish, effects: [.perform(.save(2))])
        } matching: { issue in
            issue.comments.first?.rawValue.contains("-  .perform(.save(2), timeout: nil)") == true
        }
    }

    @Test func completeStaysTheDefault() {
        let tester = LogicTester(TallyLogic(), state: .init())
        #expect(tester.exhaustivity == .complete)
    }
}

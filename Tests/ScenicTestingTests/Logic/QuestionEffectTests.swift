import Scenic
import Testing

@testable import ScenicTesting

/// A question among the effects a test states is compared with what its answers send, and a
/// test's diff shows the actions that differ.
@Suite struct QuestionEffectTests {
    struct SpendLogic: Logic {
        typealias Route = Never
        struct State: Equatable, Sendable { var spent = 0 }
        enum Action: Equatable, Sendable {
            case spend
            case amount(Int)
            case tip(Int)
        }
        static let cents = ArgumentKind<Int>("an amount in cents, such as 1250") { Int($0) }

        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .spend: return [.ask(.text("How much?", Self.cents) { .amount($0) })]
            case .amount(let cents), .tip(let cents): state.spent += cents
            }
            return []
        }
    }

    @Test func aQuestionWhoseAnswersSendAnotherActionFailsSayingWhich() {
        var tester = LogicTester(SpendLogic(), state: .init())
        tester.send(.spend, effects: [.ask(.text("How much?", SpendLogic.cents) { .amount($0) })])
        let reports = IssueRecorder.capturing {
            tester.send(.spend, effects: [.ask(.text("How much?", SpendLogic.cents) { .tip($0) })])
        }
        // Before, the closure that makes the action was not compared, so this passed; then
        // compared, both questions dumped alike ("(both dump as)"): the diff shows the actions.
        #expect(
            reports.map(\.message) == [
                """
                The effects of .spend are not the expected ones (- expected, + actual):
                @@ -10,7 +10,7 @@
                       answered: [
                -        "-1": .tip(-1),
                -        "0": .tip(0),
                -        "1": .tip(1),
                -        "10": .tip(10),
                -        "2": .tip(2)
                +        "-1": .amount(-1),
                +        "0": .amount(0),
                +        "1": .amount(1),
                +        "10": .amount(10),
                +        "2": .amount(2)
                       ]
                """
            ])
    }
}

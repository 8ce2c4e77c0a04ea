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
                @@ -10,19 +10,19 @@
                       answered: Actions(
                -        "0": .tip(0),
                -        "1": .tip(1),
                -        "2": .tip(2),
                -        "3": .tip(3),
                -        "5": .tip(5),
                -        "9": .tip(9),
                -        "10": .tip(10),
                -        "11": .tip(11),
                -        "12": .tip(12),
                -        "20": .tip(20),
                -        "21": .tip(21),
                -        "50": .tip(50),
                -        "99": .tip(99),
                -        "100": .tip(100),
                -        "101": .tip(101),
                -        "1000": .tip(1000),
                -        "-1": .tip(-1)
                +        "0": .amount(0),
                +        "1": .amount(1),
                +        "2": .amount(2),
                +        "3": .amount(3),
                +        "5": .amount(5),
                +        "9": .amount(9),
                +        "10": .amount(10),
                +        "11": .amount(11),
                +        "12": .amount(12),
                +        "20": .amount(20),
                +        "21": .amount(21),
                +        "50": .amount(50),
                +        "99": .amount(99),
                +        "100": .amount(100),
                +        "101": .amount(101),
                +        "1000": .amount(1000),
                +        "-1": .amount(-1)
                       )
                """
            ])
    }
}

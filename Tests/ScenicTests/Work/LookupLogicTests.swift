import LookupSample
import Scenic
import ScenicTesting
import Testing

/// The lookup sample's Logic: cancellation, timeouts, a picker's result and a question, all
/// asserted as values through `LogicTester`.
@Suite struct LookupLogicTests {
    let fact = Fact(number: 42, text: "42 is even.")

    @Test func aLookupAsksForWorkWithATimeoutAndShowsItIsLooking() {
        var tester = LogicTester(LookupLogic(timeout: .seconds(5)), state: .init())
        tester.send(.look(42), effects: [.perform(.fetch(42), timeout: .seconds(5))]) {
            $0.looking = 42
        }
        tester.send(.progress("Asking the source…")) { $0.progress = "Asking the source…" }
        tester.send(.found(fact)) {
            $0.looking = nil
            $0.history = [fact]
        }
    }

    @Test func ctrlCAndTimeoutsArriveAsActionsTheLogicDefines() {
        var tester = LogicTester(LookupLogic(), state: .init())
        tester.send(.look(42), effects: [.perform(.fetch(42), timeout: .seconds(30))]) {
            $0.looking = 42
        }
        tester.interrupt(.fetch(42), by: .cancelled, effects: [.notify(.stopped(42, .cancelled))]) {
            $0.looking = nil
        }
        tester.send(.look(7), effects: [.perform(.fetch(7), timeout: .seconds(30))]) {
            $0.looking = 7
        }
        tester.interrupt(
            .fetch(7), by: .timedOut(.seconds(30)),
            effects: [.notify(.stopped(7, .timedOut(.seconds(30))))]
        ) {
            $0.looking = nil
        }
    }

    @Test func aTypedFailureArrivesAsAValue() {
        var tester = LogicTester(LookupLogic(), state: .init())
        tester.send(.look(13), effects: [.perform(.fetch(13), timeout: .seconds(30))]) {
            $0.looking = 13
        }
        tester.send(.failed(13, .unavailable), effects: [.notify(.failed(13, .unavailable))]) {
            $0.looking = nil
        }
    }

    @Test func aPickedNumberComesBackAsAResultAndIsLookedUpAgain() {
        var tester = LogicTester(LookupLogic(), state: .init(history: [fact]))
        tester.send(.pick, effects: [.push(.picker([42]))])
        tester.receive(42, effects: [.perform(.fetch(42), timeout: .seconds(30))]) {
            $0.looking = 42
        }
    }

    @Test func thePickerFinishesWithTheNumberPicked() {
        var tester = LogicTester(PickerLogic(), state: .init(numbers: [42, 7]))
        tester.send(.pick(row: 2), effects: [.finish(7)])
        tester.send(.pick(row: 3)) { $0.problem = "There is no row 3; the list has 2." }
    }

    @Test func clearingAsksFirst() {
        var tester = LogicTester(LookupLogic(), state: .init(history: [fact]))
        tester.send(
            .clear,
            effects: [.ask(.yesOrNo("Forget the fact?", yes: .clearConfirmed, no: .clearKept))])
        tester.send(.clearKept, effects: [.notify(.kept)])
        tester.send(.clearConfirmed, effects: [.notify(.cleared(1))]) {
            $0.history = []
        }
    }

    @Test func questionsTakeTheirAnswersInAnyCaseAndNothingElse() {
        let question = Question<Int>.yesOrNo("Sure?", yes: 1, no: 0)
        #expect(question.prompt == "Sure? (yes/no)")
        #expect(question.action(answering: "YES") == 1)
        #expect(question.action(answering: " n ") == 0)
        #expect(question.action(answering: "maybe") == nil)
    }
}

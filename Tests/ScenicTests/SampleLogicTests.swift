import Scenic
import ScenicTesting
import Testing

/// The sample app's Logic, step by step with the Logic tester.
@Suite struct SampleLogicTests {
    let milk = Todo(id: 1, title: "Buy milk")
    let tea = Todo(id: 2, title: "Tea")

    @Test func listLoadsWhenItAppearsAndOpensExistingItems() {
        var tester = LogicTester(ListLogic(), state: .init())
        tester.send(.appeared, effects: [.perform(.load)])
        tester.send(.loaded([milk, tea])) { $0.todos = [milk, tea] }
        tester.send(.open(2), effects: [.push(.item(2))])
    }

    @Test func listExplainsANumberThatIsNotThere() {
        var tester = LogicTester(ListLogic(), state: .init(todos: [milk]))
        tester.send(.open(3)) { $0.problem = "There is no to-do 3; the list has 1." }
        tester.send(.add("Tea"), effects: [.perform(.add("Tea"))]) { $0.problem = nil }
    }

    @Test func itemMarksDoneThenGoesBack() {
        var tester = LogicTester(ItemLogic(), state: .init(id: 1))
        tester.send(.appeared, effects: [.perform(.load(1))])
        tester.send(.loaded(milk)) { $0.todo = milk }
        tester.send(.markDone, effects: [.perform(.markDone(1)), .pop])
    }

    @Test func lockCountsFailuresAndOpensTheListOnTheRightPassword() {
        var tester = LogicTester(LockLogic(password: "sesame"), state: .init())
        tester.send(.unlock("guess")) { $0.failedAttempts = 1 }
        tester.send(.unlock("sesame"), effects: [.replace(.list)])
    }
}

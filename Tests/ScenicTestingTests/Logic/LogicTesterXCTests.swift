import ScenicTesting
import XCTest

/// Proves the Logic tester reports through XCTest, at the line of the failing `send`.
final class LogicTesterXCTests: FailureCapturingTestCase {
    func testAWrongExpectationFailsAtTheSendLine() {
        var tester = LogicTester(TallyLogic(), state: .init())
        let line = #line + 2
        capturingFailures {
            tester.send(.add(1)) { $0.count = 5 }
        }
        XCTAssertEqual(recorded.map(\.line), [line])
        XCTAssertEqual(
            recorded.first?.message.hasPrefix(
                "failed - The state after .add(1) is not the expected one"), true)
    }

    func testStatedChangesPass() {
        var tester = LogicTester(TallyLogic(), state: .init())
        tester.send(.add(3)) { $0.count = 3 }
        tester.send(.finish, effects: [.perform(.save(3)), .push(.summary)])
    }
}

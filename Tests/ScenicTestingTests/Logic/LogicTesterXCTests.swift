import ScenicTesting
import XCTest

/// Proves the Logic tester reports through XCTest, at the line of the failing `send`.
final class LogicTesterXCTests: XCTestCase {
    private var recorded: [(message: String, line: Int)] = []
    private var capturing = false

    // While capturing, keep failures instead of failing, so the test can check them.
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        guard capturing else {
            super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber,
                expected: expected)
            return
        }
        recorded.append((description, lineNumber))
    }

    func testAWrongExpectationFailsAtTheSendLine() {
        var tester = LogicTester(TallyLogic(), state: .init())
        capturing = true
        let line = #line + 1
        tester.send(.add(1)) { $0.count = 5 }
        capturing = false
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

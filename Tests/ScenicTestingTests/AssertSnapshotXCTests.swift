import ScenicSnapshotStore
import ScenicTesting
import XCTest

/// Proves the assertion reports through XCTest when no Swift Testing test is running.
final class AssertSnapshotXCTests: XCTestCase {
    private var recorded: [(message: String, file: String, line: Int)] = []
    private var capturing = false

    // While capturing, keep failures instead of failing, so the test can check what was
    // reported; the test's own XCTAssert failures still fail it.
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
        recorded.append((description, filePath, lineNumber))
    }

    func testFailureIsReportedToXCTestAtTheCallSite() {
        capturing = true
        let line = #line + 1
        assertSnapshot(of: "x", named: "a\\b")
        capturing = false
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertEqual(recorded.first?.file, #filePath)
        XCTAssertEqual(
            recorded.first?.message,
            "failed - " + SnapshotError.unsafeName("a\\b", .separator("\\")).message)
    }

    func testMatchingTextPasses() {
        // Stored at Snapshots/AssertSnapshotXCTests/testMatchingTextPasses.1.txt.
        capturing = true
        assertSnapshot(of: "Orders\n  none yet")
        capturing = false
        XCTAssertTrue(recorded.isEmpty)
    }
}

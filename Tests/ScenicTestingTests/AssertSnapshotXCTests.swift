import ScenicSnapshotStore
import ScenicTesting
import XCTest

/// Proves the assertion reports through XCTest when no Swift Testing test is running.
final class AssertSnapshotXCTests: FailureCapturingTestCase {
    func testFailureIsReportedToXCTestAtTheCallSite() {
        let line = #line + 2
        capturingFailures {
            assertSnapshot(of: "x", named: "a\\b")
        }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertEqual(recorded.first?.file, #filePath)
        XCTAssertEqual(
            recorded.first?.message,
            "failed - " + SnapshotError.unsafeName("a\\b", .separator("\\")).message)
    }

    func testMatchingTextPasses() {
        // Stored at Snapshots/AssertSnapshotXCTests/testMatchingTextPasses.1.txt.
        capturingFailures {
            assertSnapshot(of: "Orders\n  none yet")
        }
        XCTAssertTrue(recorded.isEmpty)
    }
}

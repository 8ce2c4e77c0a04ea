import XCTest

/// An XCTest case that can keep the failures a block reports instead of failing, so a test can
/// check what an assertion reported and where.
class FailureCapturingTestCase: XCTestCase {
    /// The failures kept so far.
    private(set) var recorded: [(message: String, file: String, line: Int)] = []
    private var capturing = false

    /// Runs `body`, keeping the failures it reports; the test's own assertions still fail it.
    func capturingFailures(_ body: () -> Void) {
        capturing = true
        body()
        capturing = false
    }

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
}

import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Reports a failure to whichever test framework is running the current test.
enum IssueRecorder {
    /// Records `message` at `call`: as a Swift Testing issue inside a `@Test`, otherwise as
    /// an XCTest failure.
    static func record(_ message: String, at call: CallSite) {
        #if canImport(Testing)
            // Swift Testing sets `Test.current` for the test's task; XCTest never does.
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: "\(call.fileID)", filePath: "\(call.filePath)",
                        line: Int(call.line), column: Int(call.column)))
                return
            }
        #endif
        XCTFail(message, file: call.filePath, line: call.line)
    }
}

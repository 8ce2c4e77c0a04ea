import Foundation
import ScenicSnapshotStore
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Reports a failure to whichever test framework is running the current test, or to the
/// collector a test of failure messages installed.
enum IssueRecorder {
    /// A failure reported while an ``IssueCollector`` was capturing: its text and where.
    struct Report: Equatable, Sendable {
        var message: String
        var fileName: String
        var line: Int
        /// Whether it was said as a warning, which fails no test.
        var isWarning = false
    }

    /// Collects the reports of the task that installed it instead of recording them.
    final class Collector: @unchecked Sendable {
        // One test's task writes and reads it; the lock makes a stray child task safe too.
        private let lock = NSLock()
        private var kept: [Report] = []

        /// The reports so far, oldest first.
        var reports: [Report] { lock.withLock { kept } }

        func keep(_ report: Report) { lock.withLock { kept.append(report) } }
    }

    /// The collector of the current task, if a test installed one.
    @TaskLocal static var collector: Collector?

    /// Runs `body`, keeping every failure it reports instead of recording it, so a test of a
    /// failure message can compare the text without the run printing a failure.
    static func capturing(_ body: () -> Void) -> [Report] {
        let collector = Collector()
        $collector.withValue(collector, operation: body)
        return collector.reports
    }

    /// Runs async `body` the same way: for assertions that await, such as `assertExplores`.
    static func capturingAsync(
        isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void
    ) async -> [Report] {
        let collector = Collector()
        await $collector.withValue(collector, operation: body)
        return collector.reports
    }

    /// Records `message` at `call`: to the task's collector when one is installed, as a Swift
    /// Testing issue inside a `@Test`, otherwise as an XCTest failure and a Swift Testing issue
    /// both.
    ///
    /// An assertion made off its test's task (in `Task.detached`, or a `DispatchQueue`'s
    /// callback) sees no `Test.current`, and an XCTest failure recorded while no XCTest test
    /// runs goes nowhere: the test passed with its snapshot missing, under `CI=true` too. Swift
    /// Testing reports an issue it cannot place as the run's ("Test «unknown» recorded an
    /// issue"), which fails the run; XCTest keeps its own failure, and an issue recorded while
    /// no Swift Testing run is going is dropped, so neither framework hears it twice.
    static func record(_ message: String, at call: CallSite) {
        if let collector {
            collector.keep(Report(message: message, call: call))
            return
        }
        #if canImport(Testing)
            let issue = {
                _ = Issue.record(Comment(rawValue: message), sourceLocation: call.sourceLocation)
            }
            // Swift Testing sets `Test.current` for the test's task; XCTest never does.
            if Test.current != nil {
                issue()
                return
            }
        #endif
        XCTFail(message, file: call.filePath, line: call.line)
        #if canImport(Testing)
            issue()
        #endif
    }

    /// Says `message` at `call` as a warning, which fails no test: a Swift Testing warning in
    /// a `@Test`, otherwise a line on standard error (XCTest has no warnings).
    static func warn(_ message: String, at call: CallSite) {
        if let collector {
            collector.keep(Report(message: message, call: call, isWarning: true))
            return
        }
        #if canImport(Testing) && compiler(>=6.3)
            if Test.current != nil {
                _ = Issue.record(
                    Comment(rawValue: message), severity: .warning,
                    sourceLocation: call.sourceLocation)
                return
            }
        #endif
        FileHandle.standardError.write(
            Data("\(call.filePath):\(call.line): warning: \(message)\n".utf8))
    }

    /// Records `failure` at `call`, as a warning when it is one.
    static func record(_ failure: SnapshotError, at call: CallSite) {
        if failure.isWarning {
            warn(failure.message, at: call)
        } else {
            record(failure.message, at: call)
        }
    }
}

extension IssueRecorder.Report {
    /// The report of `message` at `call`.
    init(message: String, call: CallSite, isWarning: Bool = false) {
        let path = "\(call.filePath)"
        self.init(
            message: message, fileName: String(path.split(separator: "/").last ?? ""),
            line: Int(call.line), isWarning: isWarning)
    }
}

#if canImport(Testing)
    extension CallSite {
        /// The place as Swift Testing reports it.
        var sourceLocation: SourceLocation {
            SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        }
    }
#endif

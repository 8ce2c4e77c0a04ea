import Foundation
import ScenicSnapshotStore
import ScenicTestSupport
import Synchronization
import Testing

@testable import ScenicTesting

@Suite struct AssertSnapshotTests {
    @Test func matchingTextPasses() {
        // Stored in this package: Snapshots/AssertSnapshotTests/matchingTextPasses.1.txt and
        // .greeting.txt (named snapshots take no number).
        assertSnapshot(of: "Cart\n  1 × Tea   $3.00  ")
        assertSnapshot(of: "Hello, Scenic.", named: "greeting")
    }

    @Test func explicitSuiteAndTestNamePasses() {
        // Stored at Snapshots/Previews/Cart.empty.40.txt, as a preview tool would.
        assertSnapshot(
            of: "Your cart is empty.", suite: "Previews", test: "Cart", named: "empty.40")
    }

    /// Run only by ``anAssertionOffItsTestsTaskFailsTheRun()``, in a process of its own: an
    /// assertion of a snapshot never stored, made in a detached task and from a dispatch
    /// queue, where no `Test.current` is set.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[Self.offTaskProbe] != nil))
    func assertionsOffTheTestsTask() async {
        await Task.detached { assertSnapshot(of: "never stored", named: "detached") }.value
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                assertSnapshot(of: "never stored", named: "dispatched")
                done.resume()
            }
        }
    }

    private static let offTaskProbe = "SCENIC_OFF_TASK_ASSERTION_PROBE"

    /// An assertion made off its test's task fails the run: recorded as an XCTest failure
    /// while no XCTest test ran, it went nowhere, and the test passed with its snapshot
    /// missing, under `CI=true` too (found by a hostile tester).
    #if os(Linux)
        @Test(.timeLimit(.minutes(2))) func anAssertionOffItsTestsTaskFailsTheRun() throws {
            let testBinary = try #require(Bundle.main.executableURL)
            let run = try BuiltProduct(url: testBinary).run(
                ["--testing-library", "swift-testing", "--filter", "assertionsOffTheTestsTask"],
                environment: [
                    Self.offTaskProbe: "1", "CI": "true", "SCENIC_SNAPSHOTS": nil,
                    "SCENIC_SNAPSHOT_MANIFEST": nil, "SCENIC_ARTIFACTS": nil,
                ], timeLimit: 110)
            let output = run.standardOutput + run.standardError
            #expect(run.status == 1, "\(output)")
            for name in ["detached", "dispatched"] {
                #expect(
                    output.contains(
                        "No snapshot is stored at Snapshots/AssertSnapshotTests/"
                            + "assertionsOffTheTestsTask.\(name).txt"), "\(output)")
            }
            #expect(output.contains("with 2 issues"), "\(output)")
        }
    #endif

    /// Run only by ``aRepeatedRunThatMatchesPassesWithAWarning()``, in a process of its own:
    /// its first run asserts a glitch, every later one the stored text.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[Self.flakyProbe] != nil))
    func flakyAssertion() throws {
        let root = try #require(ProcessInfo.processInfo.environment[Self.flakyProbe])
        let run = Self.flakyRuns.withLock { runs in
            runs += 1
            return runs
        }
        let assertion = SnapshotAssertion(
            suite: .named("FlakyTests"), test: .named("flaky"), name: "f",
            filePath: root + "/Tests/FlakyTests.swift")
        if let failure = assertion.run(run == 1 ? "glitch" : "stable") {
            IssueRecorder.record(
                failure,
                at: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
        }
    }

    private static let flakyProbe = "SCENIC_FLAKY_ASSERTION_PROBE"
    private static let flakyRuns = Mutex(0)

    /// A repeated test (`--repeat-until pass`) passes in its runs that match: the match after
    /// an earlier run's mismatch is a warning, not a failure. A hostile tester saw every later
    /// run fail as "asserted twice", so a flaky test never passed.
    #if os(Linux) && compiler(>=6.3)
        @Test(.timeLimit(.minutes(2))) func aRepeatedRunThatMatchesPassesWithAWarning() throws {
            let package = try TemporaryPackage()
            try package.write("stable\n", to: "Snapshots/FlakyTests/flaky.f.txt")
            let testBinary = try #require(Bundle.main.executableURL)
            let run = try BuiltProduct(url: testBinary).run(
                [
                    "--testing-library", "swift-testing", "--filter", "flakyAssertion",
                    "--repeat-until", "pass", "--repetitions", "6",
                ],
                environment: [
                    Self.flakyProbe: package.root.path, "CI": nil, "SCENIC_SNAPSHOTS": nil,
                    "SCENIC_SNAPSHOT_MANIFEST": nil, "SCENIC_ARTIFACTS": nil,
                ], timeLimit: 110)
            let output = run.standardOutput + run.standardError
            // The first run failed, and the later ones passed.
            let outcomes = output.split(separator: "\n").filter {
                $0.contains("Test flakyAssertion() failed")
                    || $0.contains("Test flakyAssertion() passed")
            }
            // The warning is said once: the third run passes without a word, which ends the
            // repeat (a run that warns does not).
            #expect(outcomes.count == 3, "\(output)")
            #expect(outcomes.first?.contains("failed") == true, "\(output)")
            #expect(outcomes.dropFirst().allSatisfy { $0.contains("passed") }, "\(output)")
            #expect(output.contains("does not match the actual text"), "\(output)")
            #expect(
                output.contains(
                    "Snapshot Snapshots/FlakyTests/flaky.f.txt matched, but an earlier assertion"),
                "\(output)")
            // The glitch is kept for review.
            #expect(package.read("Snapshots/FlakyTests/flaky.f.txt.new") == "glitch\n")
        }
    #endif

    @Test func unsafeNameIsRecordedAtTheCallSite() {
        let line = #line + 2
        let reports = IssueRecorder.capturing {
            assertSnapshot(of: "x", named: "../escape")
        }
        #expect(
            reports == [
                IssueRecorder.Report(
                    message: SnapshotError.unsafeName("../escape", .leadingDot).message,
                    fileName: "AssertSnapshotTests.swift", line: line)
            ])
    }

    @Test func unsafeSuiteIsRecorded() {
        let reports = IssueRecorder.capturing {
            assertSnapshot(of: "x", suite: "a/b", test: "t", named: "n")
        }
        #expect(
            reports.map(\.message) == [SnapshotError.unsafeName("a/b", .separator("/")).message])
    }

    /// A name whose file name file systems would refuse (255 bytes, with the pending and the
    /// temporary file's endings) is refused for its length, before any file is written.
    @Test func anOverlongNameIsRefusedForItsLength() {
        let long = String(repeating: "a", count: 225)
        let reports = IssueRecorder.capturing {
            assertSnapshot(of: "x", suite: "LongTests", test: "t", named: long)
        }
        #expect(
            reports.map(\.message) == [
                "Snapshot name \"\(long)\" is too long: it makes a file or folder name of 225 "
                    + "bytes, more than the 200 a snapshot's may take. Use a shorter name."
            ])
    }

    @Test func aNameAtTheLongestIsWrittenAndRead() throws {
        let package = try TemporaryPackage()
        let longest = String(repeating: "a", count: 194)  // "t." + 194 + ".txt": 200 bytes
        let assertion = SnapshotAssertion(
            suite: .named("LongTests"), test: .named("t"), name: longest,
            filePath: package.testFile(), environment: [:], sites: SnapshotSites())
        #expect(assertion.run("x") != nil)  // missing: written as pending
        #expect(package.snapshotFiles() == ["Snapshots/LongTests/t.\(longest).txt.new"])
        #expect(
            try Readme().section("### Snapshots").text.contains(
                "at\n  most 200 bytes (`TEST.NAME.txt`; a longer name is refused as too long)"))
    }

    @Test(arguments: [1, 2])
    func unnamedSnapshotInParameterizedTestIsRefused(argument: Int) {
        let reports = IssueRecorder.capturing {
            assertSnapshot(of: "\(argument)")
        }
        #expect(
            reports.map(\.message) == [
                SnapshotError.unnamedInParameterizedTest(
                    test: "unnamedSnapshotInParameterizedTestIsRefused"
                ).message
            ])
    }

    @Test func unnamedSnapshotsAreNumberedPerTestAndNamedOnesTakeNoNumber() throws {
        let package = try TemporaryPackage()
        let sites = SnapshotSites()
        func assertion(_ test: String, _ name: String? = nil) -> SnapshotAssertion {
            SnapshotAssertion(
                suite: .fromFile, test: .fromFunction(test), name: name,
                filePath: package.testFile(), environment: [:], sites: sites)
        }
        #expect(assertion("first()").run("a") != nil)
        #expect(assertion("first()", "named").run("b") != nil)
        #expect(assertion("first()").run("c") != nil)
        #expect(assertion("second(x:)").run("d") != nil)
        #expect(
            package.snapshotFiles() == [
                "Snapshots/CartTests/first.1.txt.new",
                "Snapshots/CartTests/first.2.txt.new",
                "Snapshots/CartTests/first.named.txt.new",
                "Snapshots/CartTests/second.1.txt.new",
            ])
        #expect(package.read("Snapshots/CartTests/first.2.txt.new") == "c\n")
    }

    @Test func ciWritesNothingAndReportsVerifyOnly() throws {
        let package = try TemporaryPackage()
        let failure = SnapshotAssertion(
            suite: .fromFile, test: .fromFunction("total()"), name: "x",
            filePath: package.testFile(), environment: ["CI": "true"]
        ).run("text")
        #expect(
            failure
                == .missing(
                    stored: "Snapshots/CartTests/total.x.txt",
                    written: .nothing(.continuousIntegration)))
        #expect(package.snapshotFiles() == [])
    }

    @Test func everyAssertionAppendsItsSnapshotToTheManifest() async throws {
        let package = try TemporaryPackage()
        let manifest = package.root.appendingPathComponent("manifest.txt")
        let filePath = package.testFile()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask {
                    _ = SnapshotAssertion(
                        suite: .fromFile, test: .fromFunction("many()"), name: "n\(index)",
                        filePath: filePath,
                        environment: ["SCENIC_SNAPSHOT_MANIFEST": manifest.path, "CI": "1"]
                    ).run("text")
                }
            }
        }
        let lines = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n")
        let expected = (0..<50).map {
            package.root.appendingPathComponent("Snapshots/CartTests/many.n\($0).txt").path
        }
        #expect(Set(lines.map(String.init)) == Set(expected))
        #expect(lines.count == 50)
    }

    @Test func invalidModeFailsTheAssertion() throws {
        let package = try TemporaryPackage()
        let failure = SnapshotAssertion(
            suite: .fromFile, test: .fromFunction("total()"), name: "x",
            filePath: package.testFile(), environment: ["SCENIC_SNAPSHOTS": "record"]
        ).run("text")
        #expect(failure == .invalidMode("record"))
    }
}

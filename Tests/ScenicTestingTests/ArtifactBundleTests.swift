import Foundation
import ScenicSnapshotStore
import ScenicTestSupport
import Testing

@testable import ScenicTesting

/// The CI round trip: a verify-only run records its failures in a bundle, and `scenic apply`
/// turns the bundle into pending snapshots in another checkout.
@Suite(.blocking) struct ArtifactBundleTests {
    private let ci: TemporaryPackage
    private let bundle: URL

    init() throws {
        ci = try TemporaryPackage()
        bundle = ci.root.appendingPathComponent("artifacts")
        try ci.write("Total $3\n", to: "Snapshots/ReceiptTests/receipt.paid.txt")
    }

    /// What a test on CI asserts, with `SCENIC_ARTIFACTS` set.
    private func assertOnCI(_ text: String, named name: String) -> SnapshotError? {
        ci.assertOnCI(
            text, suite: "ReceiptTests", test: "receipt", named: name, bundle: "artifacts")
    }

    /// Another checkout of the same package: the same stored snapshots.
    private func checkout(storing paid: String = "Total $3\n") throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.write(paid, to: "Snapshots/ReceiptTests/receipt.paid.txt")
        return package
    }

    private func recordFailures() throws {
        let changed = try #require(assertOnCI("Total $4", named: "paid"))
        #expect(
            changed.message.contains(
                "Nothing was written to Snapshots/ because CI is set (verify-only); the actual "
                    + "text is in the artifacts bundle \(bundle.path)."))
        #expect(changed.message.contains("swift run scenic apply BUNDLE"))
        #expect(assertOnCI("Total $0", named: "empty") != nil)
    }

    @Test func aVerifyOnlyRunWritesTheBundleAndTheReportButNothingInSnapshots() throws {
        try recordFailures()
        #expect(ci.snapshotFiles() == ["Snapshots/ReceiptTests/receipt.paid.txt"])
        let files = try FileManager.default.subpathsOfDirectory(atPath: bundle.path).sorted()
        #expect(
            files == [
                "Snapshots", "Snapshots/ReceiptTests",
                "Snapshots/ReceiptTests/receipt.empty.txt.new",
                "Snapshots/ReceiptTests/receipt.paid.txt",
                "Snapshots/ReceiptTests/receipt.paid.txt.new", "manifest.txt", "report.md",
            ])
        // Every assertion is in the manifest, failing or passing, by its root-relative path.
        #expect(assertOnCI("Total $3", named: "paid-again") != nil)
        try ci.write("Total $3\n", to: "Snapshots/ReceiptTests/receipt.same.txt")
        #expect(assertOnCI("Total $3", named: "same") == nil)
        #expect(
            try String(contentsOf: bundle.appendingPathComponent("manifest.txt"), encoding: .utf8)
                == """
                Snapshots/ReceiptTests/receipt.paid.txt
                Snapshots/ReceiptTests/receipt.empty.txt
                Snapshots/ReceiptTests/receipt.paid-again.txt
                Snapshots/ReceiptTests/receipt.same.txt

                """)
        let report = try String(
            contentsOf: bundle.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(report.contains("### `Snapshots/ReceiptTests/receipt.paid.txt` (changed)"))
        #expect(report.contains("```diff\n--- Snapshots/ReceiptTests/receipt.paid.txt (stored)"))
        #expect(report.contains("-Total $3\n+Total $4\n```"))
        #expect(report.contains("### `Snapshots/ReceiptTests/receipt.empty.txt` (new)"))
    }

    @Test func applyInACleanCheckoutThenAcceptMakesTheTestsPass() throws {
        try recordFailures()
        let local = try checkout()
        let applied = try ScenicProcess.run(["apply", bundle.path], in: local.root)
        #expect(applied.status == 0)
        #expect(
            applied.standardOutput == """
                Applied Snapshots/ReceiptTests/receipt.empty.txt.new (new)
                Applied Snapshots/ReceiptTests/receipt.paid.txt.new (changed)
                Next: swift run scenic review

                """)
        #expect(try ScenicProcess.run(["accept", "--all"], in: local.root).status == 0)
        for (text, name) in [("Total $4", "paid"), ("Total $0", "empty")] {
            let passes = SnapshotAssertion(
                suite: .fromFile, test: .fromFunction("receipt()"), name: name,
                filePath: local.testFile("ReceiptTests"), environment: ["CI": "true"]
            ).run(text)
            #expect(passes == nil)
        }
    }

    /// When every entry is refused, nothing waits for a review (found by a stranger: the next
    /// step named "the applied ones" when there were none).
    @Test func whenEveryEntryIsRefusedTheNextStepIsTheTestsAlone() throws {
        try recordFailures()
        let moved = try checkout(storing: "Total $5\n")
        try moved.write("Total $1\n", to: "Snapshots/ReceiptTests/receipt.empty.txt")
        let result = try ScenicProcess.run(["apply", bundle.path], in: moved.root)
        #expect(result.status == 1)
        #expect(result.standardOutput == "Next: run the tests here for the 2 refused.\n")
    }

    /// An entry that is not where a test writes one is refused.
    ///
    /// Beside the suites' folders, or in a folder inside one: applied, it was warned of by
    /// every command after, and decided by none (found by a hostile tester).
    @Test func anEntryWhereNoTestWritesOneIsRefused() throws {
        try recordFailures()
        for name in ["Snapshots/Package.swift.txt.new", "Snapshots/A/B/t.x.txt.new"] {
            let url = bundle.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x\n".utf8).write(to: url)
        }
        let local = try checkout()
        let applied = try ScenicProcess.run(["apply", bundle.path], in: local.root)
        #expect(applied.status == 1)
        #expect(
            applied.standardError.contains(
                "Snapshots/A/B/t.x.txt.new is not named as a snapshot test names its files"))
        #expect(
            applied.standardError.contains(
                "Snapshots/Package.swift.txt.new is not named as a snapshot test names its files"))
        #expect(!local.exists("Snapshots/A/B/t.x.txt.new"))
        #expect(!local.exists("Snapshots/Package.swift.txt.new"))
        #expect(
            applied.standardOutput.contains("Applied Snapshots/ReceiptTests/receipt.paid.txt.new"))
    }

    @Test func anEntryMadeAgainstAnotherStoredSnapshotIsRefused() throws {
        try recordFailures()
        let moved = try checkout(storing: "Total $5\n")
        let result = try ScenicProcess.run(["apply", bundle.path], in: moved.root)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "warning: Refused Snapshots/ReceiptTests/receipt.paid.txt: the stored snapshot "
                + "here is not the one the bundle was made against, so its diff would mislead. "
                + "Run the tests here instead.\n")
        #expect(
            moved.snapshotFiles() == [
                "Snapshots/ReceiptTests/receipt.empty.txt.new",
                "Snapshots/ReceiptTests/receipt.paid.txt",
            ])
        let notABundle = try ScenicProcess.run(["apply", moved.root.path], in: moved.root)
        #expect(notABundle.status == 1)
        #expect(notABundle.standardError.contains("is not an artifacts bundle"))
        // An empty path is shown as one: "error:  is not…" read as a word left out.
        let empty = try ScenicProcess.run(["apply", ""], in: moved.root)
        #expect(empty.standardError.hasPrefix("error: \"\" is not an artifacts bundle"))
    }
}

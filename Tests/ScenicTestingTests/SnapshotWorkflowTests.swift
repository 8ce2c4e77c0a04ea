import Foundation
import ScenicSnapshotStore
import ScenicTestSupport
import Testing

@testable import ScenicTesting

/// The whole loop a developer goes through, with the assertion run in-process against a
/// temporary package and `scenic` run as a real process.
@Suite(.blocking) struct SnapshotWorkflowTests {
    @Test func pendingAcceptPassChangeDiffReject() throws {
        let package = try TemporaryPackage()
        func check(_ text: String, environment: [String: String] = [:]) -> SnapshotError? {
            SnapshotAssertion(
                suite: .fromFile, test: .fromFunction("receipt()"), name: "paid",
                filePath: package.testFile("ReceiptTests"), environment: environment
            ).run(text)
        }
        let stored = "Snapshots/ReceiptTests/receipt.paid.txt"

        // First run: no snapshot, so the test fails and writes a pending one.
        #expect(check("Paid $3.00") == .missing(stored: stored, written: .pending(stored + ".new")))
        let status = try ScenicProcess.run(["status"], in: package.root)
        #expect(status.status == 1)
        #expect(status.standardOutput.contains("(new; ReceiptTests › receipt (paid))"))

        // Accept it; the next run passes.
        #expect(try ScenicProcess.run(["accept", stored], in: package.root).status == 0)
        #expect(check("Paid $3.00") == nil)
        #expect(package.snapshotFiles() == [stored])

        // Change the output: the test fails with a diff and `scenic diff` shows the same change.
        guard case .mismatch(_, let diff, .pending) = check("Paid $4.00") else {
            Issue.record("expected a mismatch with a pending file")
            return
        }
        #expect(diff.contains("-Paid $3.00\n+Paid $4.00"))
        let shown = try ScenicProcess.run(["diff"], in: package.root)
        #expect(shown.standardOutput.contains("-Paid $3.00\n+Paid $4.00"))

        // Reject the change: the stored snapshot stays and still passes.
        #expect(try ScenicProcess.run(["reject", stored + ".new"], in: package.root).status == 0)
        #expect(check("Paid $3.00") == nil)
        #expect(package.snapshotFiles() == [stored])

        // On CI nothing is written, whether the snapshot differs or is missing.
        #expect(check("Paid $5.00", environment: ["CI": "yes"]) != nil)
        #expect(package.snapshotFiles() == [stored])
    }

    /// A package's first snapshot test finds no `Snapshots/` folder: the folder is made and
    /// the pending file written, for review, as in any other first run.
    @Test func theFirstSnapshotOfAPackageMakesItsSnapshotsFolder() throws {
        let package = try TemporaryPackage()
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("Snapshots"))
        let stored = "Snapshots/ReceiptTests/receipt.paid.txt"
        let failure = SnapshotAssertion(
            suite: .fromFile, test: .fromFunction("receipt()"), name: "paid",
            filePath: package.testFile("ReceiptTests"), environment: [:]
        ).run("Paid $3.00")
        #expect(failure == .missing(stored: stored, written: .pending(stored + ".new")))
        #expect(package.read(stored + ".new") == "Paid $3.00\n")
        #expect(package.exists(PendingMarker.path))
    }

    /// Without the marker no folder is listed: a pending file made by hand stays for review,
    /// and a failing assertion sets the marker for the next run.
    @Test func withoutTheMarkerNothingIsListedAndAFailureSetsIt() throws {
        let package = try TemporaryPackage()
        let sites = SnapshotSites()
        func check(_ text: String) -> SnapshotError? {
            SnapshotAssertion(
                suite: .fromFile, test: .fromFunction("receipt()"), name: "paid",
                filePath: package.testFile("ReceiptTests"), environment: [:], sites: sites
            ).run(text)
        }
        try package.write("paid\n", to: "Snapshots/ReceiptTests/receipt.paid.txt")
        try package.write("by hand\n", to: "Snapshots/ReceiptTests/receipt.paid.txt.new")
        #expect(check("paid") == nil)
        #expect(package.exists("Snapshots/ReceiptTests/receipt.paid.txt.new"))
        #expect(!package.exists(PendingMarker.path))
        #expect(check("late") != nil)
        #expect(package.exists(PendingMarker.path))
        // `scenic` takes the marker away once nothing is pending.
        #expect(try ScenicProcess.run(["reject", "--all"], in: package.root).status == 0)
        #expect(!package.exists(PendingMarker.path))
    }

    /// A second text under one name replaces no text the run wrote.
    ///
    /// One file asserted twice in a run with two texts keeps the first text wherever the mode
    /// writes: in overwrite mode the stored file, in a CI bundle its file. Both were replaced
    /// by the second text, which the next run replaced again (found by a hostile tester).
    @Test func aSecondTextUnderOneNameReplacesNoWrittenText() throws {
        let package = try TemporaryPackage()
        let stored = "Snapshots/ReceiptTests/receipt.row.txt"
        let bundle = package.root.appending(path: "bundle").path
        for environment in [
            ["SCENIC_SNAPSHOTS": "overwrite"], ["CI": "true", "SCENIC_ARTIFACTS": bundle],
        ] {
            try package.write("row\n", to: stored)
            let sites = SnapshotSites()
            func check(_ text: String) -> SnapshotError? {
                SnapshotAssertion(
                    suite: .fromFile, test: .fromFunction("receipt()"), name: "row",
                    filePath: package.testFile("ReceiptTests"), environment: environment,
                    sites: sites
                ).run(text)
            }
            let earlier =
                environment["CI"] == nil ? stored : "SCENIC_ARTIFACTS/" + stored + ".new"
            let earlierPath =
                environment["CI"] == nil
                ? package.root.appending(path: stored).path
                : bundle + "/" + stored + ".new"
            #expect(check("row apple") != nil)
            #expect(
                check("row banana")
                    == .assertedTwice(stored: stored, earlier: earlier, matches: false),
                "\(environment)")
            #expect(
                try String(contentsOfFile: earlierPath, encoding: .utf8) == "row apple\n",
                "\(environment)")
            // The same text again is the same failure, not a second text.
            if case .assertedTwice = check("row apple") {
                Issue.record("\(environment): the same text again is no second text")
            }
        }
    }

    /// A marker a command moved aside and could not put back (stopped by `SIGKILL` while it
    /// listed) is put back by the next command, unless a newer one is there.
    ///
    /// Before, the marker was lost: a passing test run left a stale pending file in place, and
    /// `scenic status` said to delete the moved marker (found by a hostile tester).
    @Test func aMarkerLeftAsideByAKilledCommandIsPutBack() throws {
        let package = try TemporaryPackage()
        try package.write("b\n", to: "Snapshots/ReceiptTests/receipt.paid.txt.new")
        // A process that has ended.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let aside = "Snapshots/.pending-aside.\(ended.processIdentifier).7.tmp"
        try package.write("the run's record\n", to: aside)

        let status = try ScenicProcess.run(["status"], in: package.root)
        #expect(!status.standardError.contains("pending-aside"), "\(status.standardError)")
        #expect(package.read(PendingMarker.path) == "the run's record\n")
        #expect(!package.exists(aside))

        // A newer marker stays as it is.
        try package.write("older\n", to: aside)
        try package.write("newer\n", to: PendingMarker.path)
        _ = try ScenicProcess.run(["status"], in: package.root)
        #expect(package.read(PendingMarker.path) == "newer\n")
        #expect(!package.exists(aside))

        // Only a regular file is put back: a link in its place goes, and leads nowhere new.
        try FileManager.default.removeItem(at: package.root.appending(path: PendingMarker.path))
        try FileManager.default.createSymbolicLink(
            atPath: package.root.appending(path: aside).path, withDestinationPath: "/etc/hostname")
        _ = try ScenicProcess.run(["status"], in: package.root)
        #expect(PendingMarker.kind(atRoot: package.root.path) == nil)
        #expect(!package.exists(aside))

        // One whose number is a live process's (this one's: the number was given again) is put
        // back once it is older than any listing takes.
        let taken = "Snapshots/.pending-aside.\(getpid()).7.tmp"
        try package.write("the run's record\n", to: taken)
        PendingMarker.recoverLeftAside(atRoot: package.root.path)
        #expect(package.exists(taken))
        Thread.sleep(forTimeInterval: 1.1)
        PendingMarker.recoverLeftAside(atRoot: package.root.path, abandonedAfter: 1)
        #expect(package.read(PendingMarker.path) == "the run's record\n")
        #expect(!package.exists(taken))
    }

    /// A pending file written while a command lists keeps the marker the command removes.
    ///
    /// A command that found nothing pending takes the marker away; a failing assertion that
    /// writes its pending file meanwhile (after the listing, before the removal) keeps its
    /// marker, so the next matching run still cleans that file up. A hostile tester saw a
    /// stale pending file outlive a passing run, once in 250 tries of `scenic status` in a
    /// loop beside a test run.
    @Test func aPendingFileWrittenWhileACommandListsKeepsTheMarker() throws {
        let package = try TemporaryPackage()
        let sites = SnapshotSites()
        func check(_ text: String) -> SnapshotError? {
            SnapshotAssertion(
                suite: .fromFile, test: .fromFunction("receipt()"), name: "paid",
                filePath: package.testFile("ReceiptTests"), environment: [:], sites: sites
            ).run(text)
        }
        let pending = "Snapshots/ReceiptTests/receipt.paid.txt.new"
        try package.write("paid\n", to: "Snapshots/ReceiptTests/receipt.paid.txt")
        try package.write("", to: PendingMarker.path)

        PendingMarker.clear(atRoot: package.root.path) {
            // The command's listing found nothing; then the test run writes its file.
            #expect(check("late") != nil)
            return true
        }
        #expect(package.exists(pending))
        #expect(package.exists(PendingMarker.path))
        // No file the clearing moved aside is left.
        #expect(package.snapshotFiles() == ["Snapshots/ReceiptTests/receipt.paid.txt", pending])
        // The next run, passing, removes the stale pending file.
        sites.startNewRun()
        #expect(check("paid") == nil)
        #expect(!package.exists(pending))
    }

    /// Pending mode lists each snapshot folder once per run: what was there, and what the run
    /// itself writes, is cleaned up by a match; a file another process adds later is left for
    /// review.
    @Test func aMatchRemovesStalePendingFilesFromTheFolderListing() throws {
        let package = try TemporaryPackage()
        let sites = SnapshotSites()
        func check(_ text: String, _ name: String) -> SnapshotError? {
            SnapshotAssertion(
                suite: .fromFile, test: .fromFunction("receipt()"), name: name,
                filePath: package.testFile("ReceiptTests"), environment: [:], sites: sites
            ).run(text)
        }
        let folder = "Snapshots/ReceiptTests/"
        try package.write("paid\n", to: folder + "receipt.paid.txt")
        // Left by an earlier failing run, which also set the marker.
        try package.write("stale\n", to: folder + "receipt.paid.txt.new")
        try package.write("", to: PendingMarker.path)
        try package.write("due\n", to: folder + "receipt.due.txt")

        // The earlier run's pending file goes when the snapshot matches.
        #expect(check("paid", "paid") == nil)
        #expect(!package.snapshotFiles().contains(folder + "receipt.paid.txt.new"))

        // This run's own pending file stays when the snapshot matches after it: one file
        // asserted twice with two texts (a loop keeping one name), which the match says. Removed,
        // the first failure named a file that was gone, and `scenic status` showed nothing.
        #expect(check("late", "due") != nil)
        #expect(package.snapshotFiles().contains(folder + "receipt.due.txt.new"))
        #expect(
            check("due", "due")
                == .assertedTwice(
                    stored: folder + "receipt.due.txt", earlier: folder + "receipt.due.txt.new",
                    matches: true))
        #expect(package.read(folder + "receipt.due.txt.new") == "late\n")
        // Said once a run: a later match keeps the file without a word.
        #expect(check("due", "due") == nil)
        #expect(package.read(folder + "receipt.due.txt.new") == "late\n")
        // A third text that matches neither keeps the first's pending file too; the first's
        // text again is the same failure, and rewrites it.
        #expect(
            check("later", "due")
                == .assertedTwice(
                    stored: folder + "receipt.due.txt", earlier: folder + "receipt.due.txt.new",
                    matches: false))
        #expect(package.read(folder + "receipt.due.txt.new") == "late\n")
        if case .mismatch = check("late", "due") {} else { Issue.record("expected a mismatch") }

        // Written by someone else after the folder was listed: left for review.
        try package.write("other\n", to: folder + "receipt.paid.txt.new")
        #expect(check("paid", "paid") == nil)
        #expect(package.snapshotFiles().contains(folder + "receipt.paid.txt.new"))

        // The next run lists the folder again and cleans it up.
        sites.startNewRun()
        #expect(check("paid", "paid") == nil)
        #expect(!package.snapshotFiles().contains(folder + "receipt.paid.txt.new"))
        #expect(check("due", "due") == nil)
        #expect(!package.snapshotFiles().contains(folder + "receipt.due.txt.new"))
    }
}

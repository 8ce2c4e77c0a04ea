import Foundation
import ScenicSnapshotStore
import ScenicTestSupport
import Testing

@testable import ScenicTesting

/// A pending snapshot whose story or preview is gone: the test runs record which names they
/// asserted, and `scenic status` and `review` call the others left over.
@Suite(.blocking) struct LeftOverSnapshotTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
    }

    /// The story `rent` was changed, then renamed to `rent-day` before its change was decided;
    /// the next run replayed `first-look` and `rent-day`.
    private func makeRenamedStory() throws {
        try package.write("old\n", to: "Snapshots/StoryTests/stories.first-look.txt")
        try package.write("old\n", to: "Snapshots/StoryTests/stories.rent.txt")
        try package.write("new\n", to: "Snapshots/StoryTests/stories.rent.txt.new")
        // Written by a run before this one.
        try package.backdate("Snapshots/StoryTests/stories.rent.txt.new")
        LastRunNames.noteRunStarted()
        try package.write("new\n", to: "Snapshots/StoryTests/stories.first-look.txt.new")
        try package.write("new\n", to: "Snapshots/StoryTests/stories.rent-day.txt.new")
        try package.write("", to: PendingMarker.path)
        SnapshotAssertion.recordLastRun(
            names: ["first-look", "rent-day"], filePath: package.testFile("StoryTests"),
            function: "stories()", call: "/p/Stories",
            environment: ["SCENIC_SNAPSHOTS": "pending"])
    }

    @Test func statusCallsThePendingSnapshotOfARenamedStoryLeftOverAndSaysToRejectIt() throws {
        try makeRenamedStory()
        let result = try ScenicProcess.run(["status"], in: package.root)
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                3 pending snapshots:
                  Snapshots/StoryTests/stories.first-look.txt.new  (changed; StoryTests › stories (first-look))
                  Snapshots/StoryTests/stories.rent-day.txt.new  (new; StoryTests › stories (rent-day))
                  Snapshots/StoryTests/stories.rent.txt.new  (left over; StoryTests › stories (rent))
                Left over: its test's last run made no snapshot of this name (a story or preview deleted or renamed since). Reject it rather than accept it:
                  swift run scenic reject Snapshots/StoryTests/stories.rent.txt.new
                Then "swift run scenic prune" deletes the stored snapshots no test asserts.
                Next: "swift run scenic review", or "swift run scenic accept --all" / "reject --all".

                """)
    }

    /// A record of the last runs that cannot be read is said, and `accept --all` accepts none.
    ///
    /// A FIFO, a folder, lines scenic did not write: any pending file may be left over, and
    /// `status` says so with status 1. Before, every one was taken for new, and `accept --all`
    /// stored a left over snapshot (found by a hostile tester).
    @Test(arguments: ["fifo", "folder", "garbage"])
    func aRecordThatCannotBeReadIsSaidAndAcceptAllAcceptsNone(damage: String) throws {
        try makeRenamedStory()
        let marker = package.root.appendingPathComponent(PendingMarker.path).path
        try FileManager.default.removeItem(atPath: marker)
        let problem: String
        switch damage {
        case "fifo":
            #expect(mkfifo(marker, 0o644) == 0)
            problem = "is a named pipe (FIFO), not a regular file"
        case "folder":
            try FileManager.default.createDirectory(
                atPath: marker, withIntermediateDirectories: false)
            problem = "is a folder, not a regular file"
        default:
            try package.write("\u{1}garbage\nmore\n", to: PendingMarker.path)
            problem = "holds 2 lines scenic did not write"
        }
        let warning =
            "warning: Snapshots/.pending \(problem), so which pending snapshots are left over "
            + "(their story or preview deleted or renamed since they were written) cannot be "
            + "told. Remove it (the next test run that fails writes it anew), then run the "
            + "tests again.\n"
        let status = try ScenicProcess.run(["status"], in: package.root)
        #expect(status.status == 1)
        #expect(status.standardError == warning)
        let accepted = try ScenicProcess.run(["accept", "--all"], in: package.root)
        #expect(accepted.status == 1)
        #expect(
            accepted.standardError
                == warning
                + "Not accepted: the 3 pending snapshots, as any may be left over (above). Accept "
                + "them by path (swift run scenic accept PATH…), or review them: swift run "
                + "scenic review\n")
        #expect(package.read("Snapshots/StoryTests/stories.rent.txt") == "old\n")
        // Named by path, one is accepted as asked.
        let one = try ScenicProcess.run(
            ["accept", "Snapshots/StoryTests/stories.rent-day.txt"], in: package.root)
        #expect(one.status == 0)
    }

    /// `accept --all` accepts the others and leaves a left over one pending.
    ///
    /// As `status` advised and `review` asks: it stored the renamed story's transcript (a
    /// hostile tester).
    @Test func acceptAllLeavesALeftOverSnapshotPending() throws {
        try makeRenamedStory()
        let result = try ScenicProcess.run(["accept", "--all"], in: package.root)
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                Not accepted: Snapshots/StoryTests/stories.rent.txt.new.
                Left over: its test's last run made no snapshot of this name (a story or preview deleted or renamed since). Reject it rather than accept it:
                  swift run scenic reject Snapshots/StoryTests/stories.rent.txt.new
                Then "swift run scenic prune" deletes the stored snapshots no test asserts.
                Or accept it by path: swift run scenic accept PATH

                """)
        #expect(package.read("Snapshots/StoryTests/stories.first-look.txt") == "new\n")
        #expect(package.read("Snapshots/StoryTests/stories.rent.txt") == "old\n")
        #expect(package.exists("Snapshots/StoryTests/stories.rent.txt.new"))
    }

    @Test func reviewAsksAboutALeftOverSnapshotApartFromTheSameChangeElsewhere() throws {
        try makeRenamedStory()
        let result = try reviewOnATerminal(package, typing: ["a", "r", "s"])
        #expect(result.output.contains("[1/3] StoryTests › stories (first-look) (changed)"))
        #expect(
            result.output.contains(
                "[2/3] StoryTests › stories (rent) (left over: its test's last run made no "
                    + "snapshot of this name; r rejects)"))
        #expect(package.read("Snapshots/StoryTests/stories.rent.txt") == "old\n")
        #expect(!package.exists("Snapshots/StoryTests/stories.rent.txt.new"))
        #expect(package.read("Snapshots/StoryTests/stories.first-look.txt") == "new\n")
    }

    /// `A` accepts the rest of the wanted changes, not a left-over one: before, it stored the
    /// transcript of the renamed story unseen (found by a hostile tester).
    @Test func acceptingTheRestStillAsksAboutALeftOverSnapshot() throws {
        try makeRenamedStory()
        let result = try reviewOnATerminal(package, typing: ["A", "A", "r"])
        // The left-over snapshot is not among what `A` accepts.
        #expect(result.output.contains("A accepts the change after this one (1 snapshot) too"))
        #expect(result.output.contains("[2/3] StoryTests › stories (rent) (left over"))
        #expect(result.output.contains("Accepted 2, rejected 1; 0 still pending."))
        #expect(package.read("Snapshots/StoryTests/stories.rent.txt") == "old\n")
        #expect(package.read("Snapshots/StoryTests/stories.rent-day.txt") == "new\n")
        #expect(package.read("Snapshots/StoryTests/stories.first-look.txt") == "new\n")
    }

    @Test func onlyARunThatWritesPendingFilesRecordsAndOnlyWhileTheMarkerIsThere() throws {
        let testFile = package.testFile("StoryTests")
        let record = { (environment: [String: String]) in
            SnapshotAssertion.recordLastRun(
                names: ["a"], filePath: testFile, function: "stories()", call: "/p/Stories",
                environment: environment)
        }
        record(["SCENIC_SNAPSHOTS": "pending"])
        // Nothing pending, nothing left over: the marker is not made for the record.
        #expect(!package.exists(PendingMarker.path))
        try package.write("", to: PendingMarker.path)
        record(["CI": "true"])
        #expect(package.read(PendingMarker.path) == "")
        record(["SCENIC_SNAPSHOTS": "pending"])
        #expect(
            package.read(PendingMarker.path)
                == "asserted\tStoryTests/stories\t/p/Stories\ta\t\(LastRunNames.thisRun)\n")
    }

    @Test func aTestsLatestRunCountsAndItsCallsAreJoined() throws {
        try package.write("", to: PendingMarker.path)
        let root = package.root.path
        let record = { (names: [String], test: String, call: String, run: String) in
            LastRunNames.record(
                names: names, suite: "S", test: test, call: call, atRoot: root, run: run)
        }
        record(["a", "b"], "t", "one", "run 1")
        record(["c"], "t", "two", "run 1")
        record(["a"], "t", "one", "run 2")
        record(["c"], "t", "two", "run 2")
        record(["x"], "t.b", "one", "run 2")
        let lastRun = LastRunNames.read(atRoot: root)
        let leftOver = { (path: String) in
            lastRun.isLeftOver(PendingSnapshot(storedPath: "Snapshots/" + path), atRoot: root)
        }
        #expect(!leftOver("S/t.a.txt"))
        #expect(leftOver("S/t.b.txt"))
        #expect(!leftOver("S/t.c.txt"))
        // `t.b` is a test of its own, whose run asserted `x`.
        #expect(!leftOver("S/t.b.x.txt"))
        #expect(leftOver("S/t.b.y.txt"))
        // No run of these tests was recorded: nothing is called left over on a guess.
        #expect(!leftOver("S/other.a.txt"))
        #expect(!leftOver("T/t.a.txt"))
    }

    /// A preview renamed while its `assertPreviews` call moved to another line (a line added
    /// above the test): the call's place is part of the record, and the earlier run's names must
    /// not count for the new run.
    @Test func aPreviewRenamedWhileItsCallMovedIsLeftOver() throws {
        try package.write("", to: PendingMarker.path)
        let root = package.root.path
        LastRunNames.record(
            names: ["Home.busy.80"], suite: "PreviewTests", test: "previews",
            call: "line 12", atRoot: root, run: "run 1")
        LastRunNames.record(
            names: ["Home.crowded.80"], suite: "PreviewTests", test: "previews",
            call: "line 13", atRoot: root, run: "run 2")
        let lastRun = LastRunNames.read(atRoot: root)
        let leftOver = { (name: String) in
            lastRun.isLeftOver(
                PendingSnapshot(storedPath: "Snapshots/PreviewTests/previews.\(name).txt"),
                atRoot: root)
        }
        #expect(leftOver("Home.busy.80"))
        #expect(!leftOver("Home.crowded.80"))
    }

    /// Lines of a version that named no run are all joined: none is taken for a later run.
    @Test func linesWithoutARunAreJoined() throws {
        try package.write(
            "asserted\tS/t\tone\ta\nasserted\tS/t\ttwo\tb\n", to: PendingMarker.path)
        let lastRun = LastRunNames.read(atRoot: package.root.path)
        let leftOver = { (path: String) in
            lastRun.isLeftOver(PendingSnapshot(storedPath: path), atRoot: package.root.path)
        }
        #expect(!leftOver("Snapshots/S/t.a.txt"))
        #expect(!leftOver("Snapshots/S/t.b.txt"))
        #expect(leftOver("Snapshots/S/t.c.txt"))
    }

    /// A pending file written since its test's last run began is not left over.
    ///
    /// Another call of the test asserted it (`assertSnapshot(named:)` beside `assertPreviews`),
    /// or `scenic apply` brought it in since. Before, it was called left over, and status said
    /// to reject it (found by a hostile tester).
    @Test func aPendingFileWrittenSinceItsTestsLastRunBeganIsNotLeftOver() throws {
        try package.write("", to: PendingMarker.path)
        let root = package.root.path
        let started = Int(Date().timeIntervalSince1970) - 60
        LastRunNames.record(
            names: ["Home.busy.80"], suite: "PreviewTests", test: "previews", call: "line 12",
            atRoot: root, run: "4242-\(started)-0")
        try package.write("extra\n", to: "Snapshots/PreviewTests/previews.extra.txt.new")
        try package.write("gone\n", to: "Snapshots/PreviewTests/previews.gone.txt.new")
        try package.backdate("Snapshots/PreviewTests/previews.gone.txt.new")
        let result = try ScenicProcess.run(["status"], in: package.root)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(
            lines.contains {
                $0.hasSuffix("previews.extra.txt.new  (new; PreviewTests › previews (extra))")
            })
        #expect(
            lines.contains {
                $0.hasSuffix("previews.gone.txt.new  (left over; PreviewTests › previews (gone))")
            })
    }
}

import Foundation
import ScenicTestSupport
import Testing

/// Runs the built `scenic` executable against temporary packages.
@Suite(.blocking) struct ScenicCommandTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
    }

    private func scenic(
        _ arguments: String..., in folder: URL? = nil, environment: [String: String] = [:]
    ) throws -> ScenicProcess.Output {
        try ScenicProcess.run(arguments, in: folder ?? package.root, environment: environment)
    }

    /// One changed and one new pending snapshot.
    private func makePending() throws {
        try package.write("a\nb\n", to: "Snapshots/CartTests/total.1.txt")
        try package.write("a\nc\n", to: "Snapshots/CartTests/total.1.txt.new")
        try package.write("new\n", to: "Snapshots/CartTests/empty.txt.new")
    }

    /// Every help fits a terminal of 80 columns, so none wraps in the middle of a word.
    @Test func helpForTheCommandAndEachSubcommand() throws {
        let overview = try scenic("--help")
        #expect(overview.status == 0)
        #expect(overview.standardOutput.hasPrefix("USAGE: scenic [--root DIR] <command>"))
        let names = [
            "status", "diff", "review", "accept", "reject", "apply", "merge", "shard", "coverage",
            "new", "prune",
        ]
        for name in names {
            let help = try scenic(name, "-h")
            #expect(help.status == 0)
            #expect(help.standardOutput.hasPrefix("USAGE: scenic \(name)"))
            for line in (overview.standardOutput + help.standardOutput).split(separator: "\n") {
                #expect(line.count <= 80, "\(name): \(line)")
            }
        }
    }

    /// `help` with a command it does not know, and `--root` given twice, are usage errors.
    ///
    /// Before, `help bogus` printed the overview with status 0, and the second `--root` was
    /// taken quietly (found by a hostile tester).
    @Test func helpOfAnUnknownCommandAndASecondRootAreRefused() throws {
        let help = try scenic("help", "statsu")
        #expect(help.status == 2)
        #expect(
            help.standardError
                == "error: Unknown command \"statsu\". Did you mean \"status\"? "
                + "Run \"scenic --help\" for the commands.\n")
        #expect(try scenic("help", "status").standardOutput.hasPrefix("USAGE: scenic status"))
        let twice = try scenic("--root", package.root.path, "status", "--root=/tmp")
        #expect(twice.status == 2)
        #expect(twice.standardError == "error: --root is given twice; give it once.\n")
    }

    /// `accept --all` and `reject --all` say, by their status, that what they could not list
    /// may hold pending snapshots still, as `status` does; before, they gave 0.
    @Test func decidingAllGivesOneWhenAFolderCouldNotBeListed() throws {
        try makePending()
        // A name that is not UTF-8 is left out of every listing, and said.
        let folder = package.root.appendingPathComponent("Snapshots/CartTests").path
        let bytes = Array(folder.utf8) + Array("/caf".utf8) + [0xFF] + Array(".txt.new".utf8)
        let name = bytes.map { CChar(bitPattern: $0) } + [0]
        let descriptor = open(name, O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let accepted = try scenic("accept", "--all")
        #expect(accepted.status == 1)
        #expect(accepted.standardError.contains("has a name that is not UTF-8"))
        #expect(package.read("Snapshots/CartTests/total.1.txt") == "a\nc\n")
        let none = try scenic("reject", "--all")
        #expect(none.status == 1)
        #expect(none.standardOutput == "No pending snapshots.\n")
        // Said once, however many globs and spellings of them look (it was said twice).
        let globbed = try scenic("reject", "Snapshots/*zz*", "Snapshots/*/nothing*")
        #expect(globbed.status == 2)
        #expect(
            globbed.standardError.components(separatedBy: "has a name that is not UTF-8").count
                == 2, "\(globbed.standardError)")
    }

    @Test func unknownSubcommandSuggestsTheClosest() throws {
        let result = try scenic("stauts")
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: Unknown command \"stauts\". Did you mean \"status\"? "
                + "Run \"scenic --help\" for the commands.\n")
        #expect(try scenic("frobnicate").standardError.contains("Did you mean") == false)
        #expect(try scenic().status == 2)
    }

    @Test func statusListsPendingSnapshotsAndTheirTests() throws {
        let clean = try scenic("status")
        #expect(clean.status == 0)
        #expect(clean.standardOutput == "No pending snapshots.\n")
        try makePending()
        let result = try scenic("status")
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                2 pending snapshots:
                  Snapshots/CartTests/empty.txt.new  (new; CartTests › empty)
                  Snapshots/CartTests/total.1.txt.new  (changed; CartTests › total (1))
                Next: "swift run scenic review", or "swift run scenic accept --all" / "reject --all".

                """)
    }

    @Test func acceptLeavesAStoredSnapshotEditedSinceItsPendingFileWasWritten() throws {
        try makePending()
        // Edited by hand after the test compared with it: the pending text knows nothing of it.
        try package.write("a\nb\nhand-made\n", to: "Snapshots/CartTests/total.1.txt")
        let result = try scenic("accept", "--all")
        #expect(result.status == 1)
        #expect(result.standardOutput == "Accepted Snapshots/CartTests/empty.txt (new)\n")
        #expect(
            result.standardError
                == "error: Not accepted: Snapshots/CartTests/total.1.txt was changed after "
                + "Snapshots/CartTests/total.1.txt.new was written (by hand, or by git), and "
                + "accepting would replace that change with text compared with the older version. "
                + "Run the tests again to compare with it, or reject the pending file: swift run "
                + "scenic reject Snapshots/CartTests/total.1.txt.new\n"
                + "1 of the 2 pending snapshots was accepted; 1 is left pending, as said above.\n")
        #expect(package.read("Snapshots/CartTests/total.1.txt") == "a\nb\nhand-made\n")
        #expect(package.read("Snapshots/CartTests/total.1.txt.new") == "a\nc\n")
        // A pending file written after the edit, as the next test run writes it, is accepted.
        try package.write("a\nd\n", to: "Snapshots/CartTests/total.1.txt.new")
        #expect(try scenic("accept", "Snapshots/CartTests/total.1.txt").status == 0)
        #expect(package.read("Snapshots/CartTests/total.1.txt") == "a\nd\n")
    }

    /// A stored file put back from a backup with its old modification time is left pending.
    ///
    /// Put back with `cp -p`, `mv` or `tar x`, it was changed after the pending file was
    /// written all the same, as its status change time says. Before, it was accepted over, the
    /// hand edit it held lost (found by a hostile tester).
    @Test func acceptLeavesAStoredSnapshotRestoredWithAnOldTime() throws {
        try makePending()
        let stored = package.root.appendingPathComponent("Snapshots/CartTests/total.1.txt").path
        // A moment later than the pending file, in the status change time's coarse clock.
        usleep(20_000)
        try package.write("a\nb\nrestored\n", to: "Snapshots/CartTests/total.1.txt")
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-86_400 * 300)], ofItemAtPath: stored)
        let result = try scenic("accept", "Snapshots/CartTests/total.1.txt")
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix(
                "error: Not accepted: Snapshots/CartTests/total.1.txt was changed after "))
        #expect(package.read("Snapshots/CartTests/total.1.txt") == "a\nb\nrestored\n")
    }

    /// A stored file dated in the future (a clock set wrong, files from another machine)
    /// would be "changed after" every pending file a test run writes: whether it changed after
    /// cannot be told, so it is not accepted unseen, and the way out is said.
    @Test func aStoredSnapshotDatedInTheFutureIsNotAcceptedAndTheWayOutIsSaid() throws {
        try makePending()
        let stored = package.root.appendingPathComponent("Snapshots/CartTests/total.1.txt").path
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(3_600)], ofItemAtPath: stored)
        let result = try scenic("accept", "Snapshots/CartTests/total.1.txt")
        #expect(result.status == 1)
        // Typed apart from the assertion: inside #expect, the joined literals took the compiler
        // seconds to type-check.
        let refusal: String =
            "error: Not accepted: Snapshots/CartTests/total.1.txt is dated in the future (a "
            + "clock set wrong, or files from another machine), so whether it was changed "
            + "after Snapshots/CartTests/total.1.txt.new was written cannot be told. If it "
            + "was not, give it the present time (touch Snapshots/CartTests/total.1.txt), "
            + "run the tests again, then accept.\n"
        #expect(result.standardError.hasPrefix(refusal))
        #expect(package.read("Snapshots/CartTests/total.1.txt") == "a\nb\n")
        // Given the present time, and written again by the tests, it is accepted.
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: stored)
        try package.write("a\nc\n", to: "Snapshots/CartTests/total.1.txt.new")
        #expect(try scenic("accept", "Snapshots/CartTests/total.1.txt").status == 0)
    }

    /// One snapshot that cannot be decided (a folder where its stored file goes) is said, and
    /// the others are decided still, not left pending unsaid.
    @Test func acceptAllGoesOnPastASnapshotItCannotDecideAndCountsWhatIsLeft() throws {
        for name in ["a", "b", "c", "d"] {
            try package.write("new\n", to: "Snapshots/R/\(name).txt.new")
        }
        try FileManager.default.createDirectory(
            at: package.root.appendingPathComponent("Snapshots/R/b.txt"),
            withIntermediateDirectories: true)
        let result = try scenic("accept", "--all")
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == "Accepted Snapshots/R/a.txt (new)\nAccepted Snapshots/R/c.txt (new)\n"
                + "Accepted Snapshots/R/d.txt (new)\n")
        #expect(
            result.standardError
                == "error: Snapshots/R/b.txt is a folder, not a regular file, so scenic leaves it "
                + "alone. Remove it, or replace it with a regular file.\n"
                + "3 of the 4 pending snapshots were accepted; 1 is left pending, as said above.\n")
        #expect(package.exists("Snapshots/R/b.txt.new"))
        // Neither new nor changed: what is in the way is said, and a reject keeps no stored one.
        #expect(
            try scenic("status").standardOutput.contains(
                "Snapshots/R/b.txt.new  (a folder is where its stored file goes; R › b)"))
        #expect(
            try scenic("reject", "--all").standardOutput
                == "Rejected Snapshots/R/b.txt (no stored snapshot)\n")
    }

    /// A pending file the tests would refuse as a stored snapshot is left pending, saying why.
    ///
    /// Bytes that are not UTF-8 replaced the good stored snapshot, which the tests then
    /// refused, with no pending file left to review.
    @Test func acceptLeavesAPendingFileThatIsNotUTF8() throws {
        try package.write("good\n", to: "Snapshots/R/a.txt")
        try package.write(Data([0x48, 0x69, 0xFF, 0x0A]), to: "Snapshots/R/a.txt.new")
        try package.write("new\n", to: "Snapshots/R/b.txt.new")
        let result = try scenic("accept", "--all")
        #expect(result.status == 1)
        #expect(result.standardOutput == "Accepted Snapshots/R/b.txt (new)\n")
        #expect(
            result.standardError
                == "error: Snapshot Snapshots/R/a.txt.new is not valid UTF-8 text. Fix or delete "
                + "the file, then run the tests again.\n"
                + "1 of the 2 pending snapshots was accepted; 1 is left pending, as said above.\n")
        #expect(package.read("Snapshots/R/a.txt") == "good\n")
        #expect(package.exists("Snapshots/R/a.txt.new"))
    }

    /// A pending file with a name no test writes is left alone with a warning, as `apply`
    /// leaves it: `status` listed it, `accept --all` stored it and `review` showed it as a
    /// snapshot (found by a hostile tester).
    @Test func aPendingFileNamedAsNoTestNamesOneIsLeftAlone() throws {
        for name in ["weird name", "a..b", "esc\u{1B}[2J"] {
            try package.write("x\n", to: "Snapshots/R/\(name).txt.new")
        }
        try package.write("new\n", to: "Snapshots/R/b.1.txt.new")
        let status = try scenic("status")
        #expect(status.status == 1)
        #expect(status.standardOutput.hasPrefix("1 pending snapshot:\n  Snapshots/R/b.1.txt.new"))
        let warning = { (name: String, why: String) in
            "warning: Snapshots/R/\(name).txt.new is not named as a snapshot test names its files "
                + "(Snapshots/SUITE/TEST.NAME.txt, of ASCII letters, digits, \"-\", \"_\" and "
                + "single dots inside, at most 200 bytes): \(why), so scenic leaves it alone. "
                + "Rename or remove it.\n"
        }
        #expect(
            status.standardError
                == warning("a..b", "it contains \"..\"")
                + warning("esc^[[2J", "it contains the control character U+001B")
                + warning("weird name", "it contains \" \""))
        let accepted = try scenic("accept", "--all")
        #expect(accepted.standardOutput == "Accepted Snapshots/R/b.1.txt (new)\n")
        #expect(package.exists("Snapshots/R/weird name.txt.new"))
        #expect(!package.exists("Snapshots/R/weird name.txt"))
    }

    /// A path whose bytes are not UTF-8 reaches the command as U+FFFD: it is told so, not that
    /// no such file is there, which denied a file the user could see (a hostile tester).
    @Test func aPathThatIsNotUTF8IsToldSo() throws {
        let result = try scenic("accept", "Snapshots/R/bad\u{FFFD}.a.txt.new")
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "error: Snapshots/R/bad\u{FFFD}.a.txt.new names no snapshot scenic can reach: the "
                    + "path's bytes are not UTF-8"))
    }

    /// A name too long, or a file in a folder too deep, is warned of for what it is.
    ///
    /// Both were told the rule of characters only, which they keep (found by a hostile
    /// tester). One with a control character in its name is refused by its exact path too.
    @Test func aMisnamedPendingFileIsToldWhatIsWrongWithItsName() throws {
        let long = String(repeating: "a", count: 201)
        try package.write("x\n", to: "Snapshots/R/\(long).b.txt.new")
        try package.write("x\n", to: "Snapshots/A/B/t.x.txt.new")
        try package.write("x\n", to: "Snapshots/R/new\nline.a.txt.new")
        let status = try scenic("status")
        #expect(status.standardError.contains("at most 200 bytes): its name takes 203 bytes,"))
        #expect(
            status.standardError.contains(
                "Snapshots/A/B/t.x.txt.new is not named as a snapshot test names its files "
                    + "(Snapshots/SUITE/TEST.NAME.txt, of ASCII letters, digits, \"-\", \"_\" and "
                    + "single dots inside, at most 200 bytes): it is in a folder inside a suite's "
                    + "folder, so scenic leaves it alone."))
        let newline = try scenic("accept", "Snapshots/R/new\nline.a.txt.new")
        #expect(newline.status != 0)
        #expect(newline.standardError.contains("it contains the control character U+000A"))
        #expect(!package.exists("Snapshots/R/new\nline.a.txt"))
    }

    /// A full or closed standard output stops nothing, and the end says the output was lost.
    ///
    /// `FileHandle.write` stopped the command after the first snapshot it decided.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func acceptAllIntoAFullOutputDecidesEveryOneAndSaysSo() throws {
        for name in ["a", "b", "c"] {
            try package.write("new\n", to: "Snapshots/R/\(name).txt.new")
        }
        let scenic = try BuiltProduct("scenic").url.path
        let result = try BuiltProduct(url: URL(fileURLWithPath: "/bin/sh")).run(
            ["-c", "\"$0\" accept --all > /dev/full", scenic], in: package.root)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: could not write to standard output (No space left on device), so what "
                + "was done is not all shown above. Run \"swift run scenic status\" to see what is "
                + "pending.\n")
        #expect(try self.scenic("status").standardOutput == "No pending snapshots.\n")
    }

    /// A listing read only in part (`scenic status | head -1`) ends quietly, as any listing does.
    ///
    /// It said that what was done is not all shown, of a command that does nothing (a hostile
    /// tester). More than a pipe holds is listed, so the reader is gone before the end.
    @Test func aListingReadInPartEndsQuietly() throws {
        for index in 0..<3_000 {
            try package.write("new\n", to: "Snapshots/R/snapshot-\(index).txt.new")
        }
        let scenic = try BuiltProduct("scenic").url.path
        let result = try BuiltProduct(url: URL(fileURLWithPath: "/bin/bash")).run(
            ["-c", "set -o pipefail; \"$0\" status | head -1", scenic], in: package.root)
        #expect(result.status == 128 + SIGPIPE)
        #expect(result.standardOutput == "3000 pending snapshots:\n")
        #expect(result.standardError == "")
    }

    @Test func rootIsFoundFromASubfolderOrGivenWithRoot() throws {
        try makePending()
        let folder = package.root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(try scenic("status", in: folder).status == 1)
        let elsewhere = FileManager.default.temporaryDirectory
        #expect(try scenic("--root", package.root.path, "status", in: elsewhere).status == 1)
        let notAPackage = try scenic("--root", folder.path, "status")
        #expect(notAPackage.status == 1)
        #expect(
            notAPackage.standardError
                == "error: \(folder.path) has no Package.swift, so it is not a package root.\n")
    }

    @Test func diffPrintsPendingDiffsWithoutColorWhenPiped() throws {
        try makePending()
        let result = try scenic("diff", "Snapshots/CartTests/total.1.txt")
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                # CartTests › total (1)
                --- Snapshots/CartTests/total.1.txt
                +++ Snapshots/CartTests/total.1.txt.new
                @@ -1,2 +1,2 @@
                 a
                -b
                +c

                """)
        let all = try scenic("diff")
        #expect(
            all.standardOutput.contains(
                "--- /dev/null (new snapshot)\n+++ Snapshots/CartTests/empty.txt.new\n@@ -0,0 +1,1 @@\n+new"
            ))
    }

    @Test func unknownPathsGetAClearMessage() throws {
        try makePending()
        let unknown = try scenic("accept", "Snapshots/CartTests/nope.txt")
        #expect(unknown.status == 2)
        #expect(
            unknown.standardError
                == "error: Snapshots/CartTests/nope.txt names no snapshot: no such .txt or "
                + ".txt.new file is under Snapshots/. Give a snapshot's path, a folder under "
                + "Snapshots/ or a quoted glob, relative to this folder or to the package root. "
                + "\"scenic status\" lists the pending ones.\n")
        #expect(try scenic("accept", "").standardError.hasPrefix("error: \"\" names no snapshot"))
        try package.write("kept\n", to: "Snapshots/CartTests/other.txt")
        let notPending = try scenic("reject", "Snapshots/CartTests/other.txt")
        #expect(notPending.status == 1)
        #expect(
            notPending.standardError
                == "error: Nothing is pending for Snapshots/CartTests/other.txt; there is no "
                + "Snapshots/CartTests/other.txt.new.\n")
        // Nothing was applied because one path was bad.
        let mixed = try scenic("accept", "Snapshots/CartTests/total.1.txt", "missing.txt")
        #expect(mixed.status == 2)
        #expect(package.exists("Snapshots/CartTests/total.1.txt.new"))
    }

    @Test func acceptTakesTxtOrNewPathsRelativeToTheCurrentFolder() throws {
        try makePending()
        let folder = package.root.appendingPathComponent("Snapshots/CartTests")
        let result = try scenic("accept", "total.1.txt.new", in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput == "Accepted Snapshots/CartTests/total.1.txt (updated)\n")
        #expect(package.read("Snapshots/CartTests/total.1.txt") == "a\nc\n")
        #expect(!package.exists("Snapshots/CartTests/total.1.txt.new"))
        let all = try scenic("accept", "--all")
        #expect(all.standardOutput == "Accepted Snapshots/CartTests/empty.txt (new)\n")
        #expect(try scenic("status").status == 0)
    }

    /// A path that reaches the package through a symbolic link names the same snapshot.
    ///
    /// `$PWD` in a linked folder, or `/tmp` on a Mac, are such paths. Before, one "named no
    /// snapshot" (found by a hostile tester).
    @Test func pathsThatReachThePackageThroughALinkNameTheSameSnapshots() throws {
        try makePending()
        let link = FileManager.default.temporaryDirectory.appending(
            path: "scenic-link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: package.root)
        defer { try? FileManager.default.removeItem(at: link) }
        let linked = link.path + "/Snapshots/CartTests/total.1.txt"
        let diff = try scenic("diff", linked)
        #expect(diff.status == 0, "\(diff.standardError)")
        #expect(diff.standardOutput.contains("+c"))
        let real = package.root.path + "/Snapshots/CartTests/empty.txt.new"
        let rooted = try scenic("--root", link.path, "diff", real, "Snapshots/CartTests")
        #expect(rooted.status == 0, "\(rooted.standardError)")
        let globbed = try scenic("accept", link.path + "/Snapshots/Cart*/*.txt")
        #expect(
            globbed.standardOutput
                == "Accepted Snapshots/CartTests/empty.txt (new)\n"
                + "Accepted Snapshots/CartTests/total.1.txt (updated)\n")
    }

    @Test func rejectKeepsTheStoredSnapshot() throws {
        try makePending()
        let result = try scenic("reject", "--all")
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                Rejected Snapshots/CartTests/empty.txt (no stored snapshot)
                Rejected Snapshots/CartTests/total.1.txt (stored one kept)

                """)
        #expect(package.snapshotFiles() == ["Snapshots/CartTests/total.1.txt"])
        #expect(package.read("Snapshots/CartTests/total.1.txt") == "a\nb\n")
    }

    @Test func pathsMayBeFoldersOrQuotedGlobs() throws {
        try makePending()
        try package.write("x\n", to: "Snapshots/OrderTests/list.40.txt.new")
        try package.write("y\n", to: "Snapshots/OrderTests/list.80.txt.new")
        let glob = try scenic("accept", "Snapshots/*/list.4*.txt")
        #expect(glob.status == 0)
        #expect(glob.standardOutput == "Accepted Snapshots/OrderTests/list.40.txt (new)\n")
        let folder = try scenic("reject", "Snapshots/CartTests")
        #expect(folder.status == 0)
        #expect(
            folder.standardOutput == """
                Rejected Snapshots/CartTests/empty.txt (no stored snapshot)
                Rejected Snapshots/CartTests/total.1.txt (stored one kept)

                """)
        #expect(
            try scenic("diff", "OrderTests", in: package.root.appendingPathComponent("Snapshots"))
                .standardOutput.contains("+y"))
        let none = try scenic("accept", "Snapshots/*/nothing*")
        #expect(none.status == 2)
        #expect(
            none.standardError
                == "error: No pending snapshot matches Snapshots/*/nothing*. Patterns are matched "
                + "against paths under Snapshots/ (\"*\" stays within a folder); \"scenic status\" "
                + "lists the pending ones.\n")
        // Stored snapshots the glob matches, with nothing pending: 1, as for a path (it was 2,
        // as for a pattern that names none; found by a newcomer).
        let accepted = try scenic("accept", "Snapshots/*/list.40.txt")
        #expect(accepted.status == 1)
        #expect(
            accepted.standardError
                == "error: Nothing is pending for the snapshots Snapshots/*/list.40.txt matches; "
                + "\"scenic status\" lists what is.\n")
        let empty = try scenic("accept", "Snapshots/CartTests")
        #expect(empty.status == 1)
        #expect(
            empty.standardError
                == "error: Nothing is pending in Snapshots/CartTests/; \"scenic status\" lists "
                + "what is.\n")
    }

    @Test func diffHeadsAStoryHunkWithTheTypedLine() throws {
        let stored = (["Cart", "> add 1", "Cart: 1", "> add 2", "Cart: 3", "(end of input)"])
        var changed = stored
        changed[4] = "Cart: 4"
        try package.write(stored.joined(separator: "\n") + "\n", to: "Snapshots/S/stories.a.txt")
        try package.write(
            changed.joined(separator: "\n") + "\n", to: "Snapshots/S/stories.a.txt.new")
        let diff = try scenic("diff")
        #expect(diff.standardOutput.contains("@@ -2,5 +2,5 @@ > add 2\n"))
    }

    @Test func acceptAndRejectNeedAllOrPathsButNotBoth() throws {
        try makePending()
        let neither = try scenic("accept")
        #expect(neither.status == 2)
        #expect(
            neither.standardError
                == "error: \"scenic accept\" needs --all or at least one snapshot path; "
                + "\"scenic status\" lists the pending ones.\n")
        let both = try scenic("reject", "--all", "Snapshots/CartTests/total.1.txt")
        #expect(both.status == 2)
        #expect(both.standardError == "error: \"scenic reject\" takes --all or paths, not both.\n")
        #expect(try scenic("status", "--verbose").status == 2)
    }

    /// A package folder whose path had bytes that are not UTF-8 (read as U+FFFD) is refused:
    /// `--root $'p\xff'` rejected the pending snapshots of a package at `p\u{FFFD}` (found by a
    /// hostile tester).
    @Test func aRootThatWasNotUTF8IsRefused() throws {
        let other = package.root.appendingPathComponent("p\u{FFFD}").path
        let refused = try scenic("--root", other, "reject", "--all")
        #expect(refused.status == 2)
        #expect(
            refused.standardError
                == "error: \(other) has bytes that are not UTF-8 text in its path (shown as "
                + "\u{FFFD}), so the folder it names cannot be reached by it: another could be "
                + "acted on in its place. Rename the folder to UTF-8 text.\n")
    }

    /// An option's value may follow `=`, as `--root=DIR` and the apps' options take theirs;
    /// `scenic coverage --check=90` said it had no option "--check=90" (a hostile tester).
    @Test func anOptionsValueMayFollowAnEqualsSign() throws {
        let spaced = try scenic("coverage", "--check", "90")
        let joined = try scenic("coverage", "--check=90")
        #expect(joined.status == spaced.status)
        #expect(joined.standardError == spaced.standardError)
        #expect(!joined.standardError.contains("has no option"), "\(joined.standardError)")
        let twice = try scenic("coverage", "--check=90", "--check", "80")
        #expect(twice.standardError == "error: --check is given twice; give it once.\n")
        // An empty value is the value given, checked as one.
        let empty = try scenic("coverage", "--check=")
        #expect(empty.status == 2)
        #expect(empty.standardError == (try scenic("coverage", "--check", "")).standardError)
        #expect(!empty.standardError.contains("has no option"), "\(empty.standardError)")
        // A flag takes no value.
        let flag = try scenic("accept", "--all=yes")
        #expect(flag.status == 2)
        #expect(
            flag.standardError
                == "error: --all takes no value, got \"--all=yes\"; give --all alone, or leave it "
                + "out.\n")
    }

    /// After `--` every argument is a path, so a path that starts with `-` can be given, and
    /// `--all`, `--help` and `--root` are paths there too; before, no path could start with
    /// `-` (found by a hostile tester).
    @Test func argumentsAfterTheEndOfOptionsArePaths() throws {
        try package.write("a\n", to: "Snapshots/CartTests/-odd.1.txt")
        try package.write("b\n", to: "Snapshots/CartTests/-odd.1.txt.new")
        let folder = package.root.appendingPathComponent("Snapshots/CartTests")
        let option = try scenic("diff", "-odd.1.txt", in: folder)
        #expect(option.status == 2)
        #expect(
            option.standardError
                == "error: \"scenic diff\" has no option \"-odd.1.txt\". A path that starts with "
                + "\"-\" goes after \"--\": \"scenic diff -- -odd.1.txt\". Run \"scenic diff "
                + "--help\" for its usage.\n")
        #expect(try scenic("diff", "--", "-odd.1.txt", in: folder).standardOutput.contains("+b"))
        // A command that takes no paths says nothing of them (`-1/2` is a shard's mistake).
        #expect(
            try scenic("shard", "-1/2").standardError
                == "error: \"scenic shard\" has no option \"-1/2\". Run \"scenic shard --help\" "
                + "for its usage.\n")
        for word in ["--all", "--help", "--root"] {
            let path = try scenic("accept", "--", word)
            #expect(path.status == 2)
            #expect(path.standardError.hasPrefix("error: \(word) names no snapshot"))
        }
        let accepted = try scenic("accept", "--", "Snapshots/CartTests/-odd.1.txt.new")
        #expect(accepted.standardOutput == "Accepted Snapshots/CartTests/-odd.1.txt (updated)\n")
        #expect(package.read("Snapshots/CartTests/-odd.1.txt") == "b\n")
    }

    @Test func reviewWithoutATerminalPointsToAcceptAndReject() throws {
        #expect(try scenic("review").standardOutput == "No pending snapshots.\n")
        try makePending()
        let result = try scenic("review")
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: \"scenic review\" asks about each snapshot, so it needs a terminal on "
                + "standard input. 2 pending; use \"scenic diff\" to read them and \"scenic accept "
                + "PATH…\" or \"scenic reject PATH…\" (or --all) to decide.\n")
        #expect(package.exists("Snapshots/CartTests/total.1.txt.new"))
    }
}

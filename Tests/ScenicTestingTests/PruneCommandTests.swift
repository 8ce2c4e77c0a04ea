import Foundation
import ScenicTestSupport
import Testing

/// `scenic prune`, with `SCENIC_TEST_COMMAND` standing in for `swift test`.
@Suite(.blocking) struct PruneCommandTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
        try package.write("a\n", to: "Snapshots/CartTests/used.1.txt")
        try package.write("b\n", to: "Snapshots/CartTests/unused.1.txt")
        try package.write("c\n", to: "Snapshots/CartTests/used.1.txt.new")
        try package.write("d\n", to: "Snapshots/OldTests/gone.1.txt.new")
    }

    /// A shell command that records `paths` in the manifest, as assertions would, then exits.
    private func testCommand(recording paths: [String], exit status: Int = 0) -> String {
        let lines = paths.map { "printf '%s\\n' \"$PWD/\($0)\" >> \"$SCENIC_SNAPSHOT_MANIFEST\"" }
        return (lines + ["touch ran-tests", "exit \(status)"]).joined(separator: "; ")
    }

    private func prune(_ arguments: [String] = [], command: String) throws -> ScenicProcess.Output {
        try ScenicProcess.run(
            ["prune"] + arguments, in: package.root,
            environment: ["SCENIC_TEST_COMMAND": command])
    }

    private let everything = [
        "Snapshots/CartTests/unused.1.txt", "Snapshots/CartTests/used.1.txt",
        "Snapshots/CartTests/used.1.txt.new", "Snapshots/OldTests/gone.1.txt.new",
    ]

    @Test func completePassingRunDeletesOnlyUnassertedSnapshots() throws {
        let result = try prune(command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasSuffix(
                """
                Deleted 2 unused files:
                  Snapshots/CartTests/unused.1.txt
                  Snapshots/OldTests/gone.1.txt.new

                """))
        #expect(
            package.snapshotFiles() == [
                "Snapshots/CartTests/used.1.txt", "Snapshots/CartTests/used.1.txt.new",
            ])
        // The manifest is removed afterwards.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: package.root.path)
        #expect(!leftovers.contains { $0.hasPrefix("snapshot-manifest") })
    }

    /// A file that cannot be deleted (in a read-only folder) is said, and the others are deleted.
    ///
    /// Only those are listed as deleted. Before, prune listed all as "Deleted", said "Cannot
    /// write" and stopped at the first (found by a hostile tester).
    @Test func aFileThatCannotBeDeletedIsSaidAndTheOthersAreDeleted() throws {
        try package.write("e\n", to: "Snapshots/StuckTests/stuck.1.txt")
        try package.write("f\n", to: "Snapshots/ZooTests/zoo.1.txt")
        let stuck = package.root.appendingPathComponent("Snapshots/StuckTests")
        // Root deletes in a read-only folder: an immutable file stops it.
        let runsAsRoot = geteuid() == 0
        let run = { (arguments: [String]) throws -> Int32 in
            let process = Process()
            process.executableURL = URL(filePath: "/usr/bin/env")
            process.arguments = arguments
            process.currentDirectoryURL = stuck
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        let protect = runsAsRoot ? ["chattr", "+i", "stuck.1.txt"] : ["chmod", "555", "."]
        let release = runsAsRoot ? ["chattr", "-i", "stuck.1.txt"] : ["chmod", "755", "."]
        try #require(try run(protect) == 0, "cannot make a file undeletable here")
        defer { _ = try? run(release) }
        let result = try prune(command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(result.status == 1)
        #expect(
            result.standardOutput.hasSuffix(
                """
                Deleted 3 unused files:
                  Snapshots/CartTests/unused.1.txt
                  Snapshots/OldTests/gone.1.txt.new
                  Snapshots/ZooTests/zoo.1.txt

                """))
        #expect(
            result.standardError
                == """
                error: Cannot delete Snapshots/StuckTests/stuck.1.txt: Operation not permitted.
                error: 1 of the 4 unused files could not be deleted (said above), and are still \
                stored. Let your user write to their folders, then run "swift run scenic prune" \
                again.

                """
                .replacingOccurrences(
                    of: "Operation not permitted",
                    with: runsAsRoot ? "Operation not permitted" : "Permission denied"))
        #expect(package.exists("Snapshots/StuckTests/stuck.1.txt"))
    }

    /// A disabled test asserts nothing; its snapshots are kept while its function is in its
    /// test file, and a test that ran keeps only what it asserted.
    ///
    /// Names in any script count (`café`, `合計`), and so do the names the second form of
    /// `assertSnapshot` gives: a hostile tester saw those deleted.
    @Test func snapshotsOfATestThatIsStillThereButDidNotRunAreKept() throws {
        try package.write(
            """
            @Test(.disabled("waiting on a fix")) func unused() { assertSnapshot(of: "b") }
            @Test func used() { assertSnapshot(of: "a") }
            @Test func `totals a cart`() { assertSnapshot(of: "t") }
            @Test(.disabled) func café() { assertSnapshot(of: "c", named: "s") }
            @Test(.disabled) func 合計<T>() { assertSnapshot(of: "g", named: "s") }
            @Test(.disabled) func previews() {
                assertSnapshot(of: "p", suite: "CartPresenter", test: "previews", named: "e")
            }

            """, to: "Tests/AppTests/Cart/CartTests.swift")
        try package.write("t\n", to: "Snapshots/CartTests/totals-a-cart.1.txt")
        for kept in [
            "CartTests/cafe.s", "CartTests/u5408-u8A08.s", "CartPresenter/previews.e",
        ] {
            try package.write("k\n", to: "Snapshots/\(kept).txt")
        }
        try package.write("e\n", to: "Snapshots/CartTests/used.2.txt")
        let check = try prune(
            ["--check"], command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(check.status == 1)
        #expect(
            check.standardOutput.hasSuffix(
                """
                Kept 5 files of tests that are still in the package but did not run (disabled, or skipped by a condition):
                  Snapshots/CartPresenter/previews.e.txt
                  Snapshots/CartTests/cafe.s.txt
                  Snapshots/CartTests/totals-a-cart.1.txt
                  Snapshots/CartTests/u5408-u8A08.s.txt
                  Snapshots/CartTests/unused.1.txt
                Would delete 2 unused files:
                  Snapshots/CartTests/used.2.txt
                  Snapshots/OldTests/gone.1.txt.new
                Next: run "swift run scenic prune" to delete them, and commit.

                """), "\(check.standardOutput)")
        let deleted = try prune(
            command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(deleted.status == 0)
        #expect(package.exists("Snapshots/CartTests/unused.1.txt"))
        #expect(package.exists("Snapshots/CartTests/totals-a-cart.1.txt"))
        #expect(!package.exists("Snapshots/CartTests/used.2.txt"))
        // Only the kept ones are left: the check passes, and says why they stay.
        let again = try prune(
            ["--check"], command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(again.status == 0)
        #expect(
            again.standardOutput.hasSuffix(
                "  Snapshots/CartTests/unused.1.txt\n"
                    + "Every other stored snapshot was asserted; nothing to prune.\n"))
        // Once the test is gone from its file, its snapshots are unused.
        try package.write(
            "@Test func used() { assertSnapshot(of: \"a\") }\n",
            to: "Tests/AppTests/Cart/CartTests.swift")
        let gone = try prune(
            ["--check"], command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(gone.standardOutput.contains("Would delete 5 unused files:"), "\(gone)")
    }

    /// A test target with a path of its own keeps its skipped tests' snapshots, and so does a
    /// test file too large to read; a file in a hidden folder declares nothing.
    ///
    /// Only `Tests/` was looked through: a hostile tester's `path: "Checks/MoreTests"` target
    /// had the snapshots of its skipped test deleted.
    @Test func testsOutsideTestsFolderOrTooLargeToReadKeepTheirSnapshots() throws {
        try package.write(
            "@Test(.enabled(if: false)) func slowOne() { assertSnapshot(of: \"s\") }\n",
            to: "Checks/MoreTests/MoreTests.swift")
        try package.write(
            "// generated\n" + String(repeating: "// filler line\n", count: 300_000),
            to: "Tests/AppTests/GeneratedTests.swift")
        try package.write(
            "@Test(.disabled) func hidden() { assertSnapshot(of: \"h\") }\n",
            to: ".hidden/HiddenTests.swift")
        for file in ["MoreTests/slowOne.1", "GeneratedTests/case.1", "HiddenTests/hidden.1"] {
            try package.write("k\n", to: "Snapshots/\(file).txt")
        }
        let check = try prune(
            ["--dry-run"], command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(check.status == 0)
        #expect(
            check.standardOutput.contains(
                """
                Kept 2 files of tests that are still in the package but did not run (disabled, or skipped by a condition):
                  Snapshots/GeneratedTests/case.1.txt
                  Snapshots/MoreTests/slowOne.1.txt
                Would delete
                """), "\(check.standardOutput)")
        #expect(check.standardOutput.contains("  Snapshots/HiddenTests/hidden.1.txt\n"))
    }

    /// Linked test files declare their tests, and a comment mark in a string is no comment.
    ///
    /// A test file reached through a symbolic link (a file or a folder shared between
    /// targets), and a `/*` inside a multi-line string, both lost a skipped test's snapshots.
    /// A link to a folder above ends; a name in a block comment keeps (the safe side).
    @Test func linkedTestFilesAndCommentMarksInStringsKeepTheirSnapshots() throws {
        let shared = try TemporaryPackage()
        try shared.write(
            "@Test(.disabled) func skipped() { assertSnapshot(of: \"s\") }\n",
            to: "Shared/LinkTests.swift")
        try shared.write(
            "@Test(.disabled) func away() { assertSnapshot(of: \"a\") }\n",
            to: "Folder/AwayTests.swift")
        try FileManager.default.createDirectory(
            at: package.root.appendingPathComponent("Tests/AppTests"),
            withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: package.root.appendingPathComponent("Tests/AppTests/LinkTests.swift"),
            withDestinationURL: shared.root.appendingPathComponent("Shared/LinkTests.swift"))
        try FileManager.default.createSymbolicLink(
            at: package.root.appendingPathComponent("Tests/Away"),
            withDestinationURL: shared.root.appendingPathComponent("Folder"))
        try FileManager.default.createSymbolicLink(
            at: package.root.appendingPathComponent("Tests/Loop"), withDestinationURL: package.root)
        try package.write(
            #"""
            let globs = """
            /*.swift
            """
            @Test(.disabled("flaky on CI")) func total() { assertSnapshot(of: "t") }
            let pattern = "Snapshots/*/x.txt"
            /* a comment /* nested */ naming func gone() */

            """#, to: "Tests/AppTests/TotalTests.swift")
        for file in [
            "LinkTests/skipped.1", "AwayTests/away.1", "TotalTests/total.1", "TotalTests/gone.1",
        ] {
            try package.write("k\n", to: "Snapshots/\(file).txt")
        }
        let check = try prune(
            ["--dry-run"], command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(
            check.standardOutput.contains(
                """
                  Snapshots/AwayTests/away.1.txt
                  Snapshots/LinkTests/skipped.1.txt
                  Snapshots/TotalTests/gone.1.txt
                  Snapshots/TotalTests/total.1.txt
                Would delete
                """), "\(check.standardOutput)")
    }

    /// A test named only in a comment line is gone; names in a block comment, in raw strings,
    /// and test names with dots, still keep a disabled test's snapshots (a hostile tester saw
    /// the last two deleted; finding block comments cut off the tests after a string or a
    /// regular expression holding `/*`, so a name in one keeps, the safe side).
    @Test func commentLinesKeepNothingAndRawOrDottedNamesKeepTheirSnapshots() throws {
        try package.write(
            """
            @Test func used() { assertSnapshot(of: "a") }
            // @Test func removed() { assertSnapshot(of: "r") }
            /* was: assertSnapshot(of: cart, suite: "Gone", test: "previews") */
            @Test(.disabled) func raw() {
                assertSnapshot(of: "r", suite: #"RawSuite"#, test: #"previews"#, named: "a")
                assertSnapshot(of: "d", suite: "Dots", test: "previews.v2", named: "a")
                let link = "https://example.com"
                let accept = "*/*", glob = "Snapshots/*.txt", reason = "flaky // see 12"
            }
            @Test(.disabled("flaky on CI // see issue 12")) func slashes() {
                assertSnapshot(of: "s", named: "a")
            }

            """, to: "Tests/AppTests/Cart/CartTests.swift")
        for file in [
            "CartTests/removed.1", "Gone/previews.x", "RawSuite/previews.a", "Dots/previews.v2.a",
            "CartTests/slashes.a",
        ] {
            try package.write("k\n", to: "Snapshots/\(file).txt")
        }
        let check = try prune(
            ["--dry-run"], command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(check.status == 0)
        #expect(
            check.standardOutput.hasSuffix(
                """
                Kept 4 files of tests that are still in the package but did not run (disabled, or skipped by a condition):
                  Snapshots/CartTests/slashes.a.txt
                  Snapshots/Dots/previews.v2.a.txt
                  Snapshots/Gone/previews.x.txt
                  Snapshots/RawSuite/previews.a.txt
                Would delete 3 unused files:
                  Snapshots/CartTests/removed.1.txt
                  Snapshots/CartTests/unused.1.txt
                  Snapshots/OldTests/gone.1.txt.new

                """), "\(check.standardOutput)")
    }

    @Test func checkListsDeletesNothingAndFailsOnlyWhenSomethingIsUnused() throws {
        let unused = try prune(
            ["--check"], command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(unused.status == 1)
        #expect(
            unused.standardOutput.hasSuffix(
                """
                Would delete 2 unused files:
                  Snapshots/CartTests/unused.1.txt
                  Snapshots/OldTests/gone.1.txt.new
                Next: run "swift run scenic prune" to delete them, and commit.

                """))
        #expect(package.snapshotFiles() == everything)
        let clean = try prune(
            ["--check"],
            command: testCommand(recording: [
                "Snapshots/CartTests/used.1.txt", "Snapshots/CartTests/unused.1.txt",
                "Snapshots/OldTests/gone.1.txt",
            ]))
        #expect(clean.status == 0)
        #expect(
            clean.standardOutput.hasSuffix(
                "Every stored snapshot was asserted; nothing to prune.\n"))
    }

    @Test func dryRunListsAndDeletesNothing() throws {
        let result = try prune(
            ["--dry-run"], command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Would delete 2 unused files:"))
        #expect(package.snapshotFiles() == everything)
    }

    /// A dry run and a check write no snapshot file: their tests run in verify mode, whatever
    /// the mode the user's environment chose (a failing test would otherwise leave a pending
    /// file, and `overwrite` would replace stored ones).
    @Test(arguments: ["--dry-run", "--check"])
    func aDryRunsTestsWriteNoSnapshot(option: String) throws {
        let mode = "printf '%s\\n' \"$SCENIC_SNAPSHOTS\" > mode-seen; "
        let result = try ScenicProcess.run(
            ["prune", option], in: package.root,
            environment: [
                "SCENIC_TEST_COMMAND": mode
                    + testCommand(recording: ["Snapshots/CartTests/used.1.txt"]),
                "SCENIC_SNAPSHOTS": "overwrite",
            ])
        #expect(result.standardOutput.contains("Would delete 2 unused files:"))
        #expect(package.read("mode-seen") == "verify\n")
    }

    @Test func pruningRunsTheTestsInTheUsersMode() throws {
        let mode = "printf '%s\\n' \"${SCENIC_SNAPSHOTS-unset}\" > mode-seen; "
        let result = try prune(
            command: mode + testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(result.status == 0)
        #expect(package.read("mode-seen") == "unset\n")
    }

    @Test func filteredRunIsRefusedBeforeRunningAnything() throws {
        let result = try prune(["--filter", "CartTests"], command: testCommand(recording: []))
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: \"scenic prune\" runs the complete test suite and takes no test "
                + "arguments (got --filter CartTests): after a partial run it cannot tell which "
                + "snapshots are unused. Nothing was deleted.\n")
        #expect(!package.exists("ran-tests"))
        #expect(package.snapshotFiles() == everything)
    }

    @Test func failingRunDeletesNothing() throws {
        let result = try prune(
            command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"], exit: 1))
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: The test run failed (exit status 1), so prune cannot tell which "
                + "snapshots are unreferenced: a failing test may stop before its later "
                + "assertions. Nothing was deleted. Fix the failures above (\"swift run scenic "
                + "review\" decides pending snapshots), then run \"swift run scenic prune\" "
                + "again.\n")
        let check = try prune(
            ["--check"],
            command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"], exit: 1))
        #expect(check.status == 1)
        #expect(
            check.standardError.hasSuffix(
                "then run \"swift run scenic prune --check\" again.\n"))
        #expect(package.exists("ran-tests"))
        #expect(package.snapshotFiles() == everything)
    }

    /// Without a manifest, or with an empty one (a test command that made it and wrote
    /// nothing), the run recorded nothing, and prune deletes nothing.
    @Test(arguments: ["", ": > \"$SCENIC_SNAPSHOT_MANIFEST\"; "])
    func runThatRecordedNothingDeletesNothing(manifest: String) throws {
        let result = try prune(command: manifest + testCommand(recording: []))
        #expect(result.status == 1)
        #expect(result.standardError.contains("recorded no snapshot"))
        #expect(package.snapshotFiles() == everything)
    }

    /// A run whose list names none of this package's snapshots (the tests ran in a container
    /// that mounts the package at `/src`) deletes nothing, and says which path it listed.
    ///
    /// Paths outside the package were passed over, so nothing counted as asserted and prune
    /// deleted every snapshot (found by a hostile tester).
    @Test func aRunThatRecordedOnlyPathsOutsideThePackageDeletesNothing() throws {
        let outside =
            "printf '%s\\n' /src/Snapshots/CartTests/used.1.txt >> \"$SCENIC_SNAPSHOT_MANIFEST\""
        let result = try prune(command: outside)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: The test run recorded snapshots that are not the ones stored in this "
                + "package (\(package.root.path)), such as \"/src/Snapshots/CartTests/used.1.txt\". "
                + "Nothing was deleted: on that list, snapshots in use would be. Run the tests "
                + "where the package is, at the same path (not in a container that mounts it "
                + "elsewhere), then run \"swift run scenic prune\" again.\n")
        #expect(package.snapshotFiles() == everything)
    }

    /// Nor does one that names some of them here and others by another path, or a path here
    /// that no snapshot has (a name spelled in other case): a passing run asserted only
    /// snapshots that are here, so its list was made on another copy or damaged.
    ///
    /// The paths elsewhere, and those here that matched nothing, left their snapshots unused,
    /// and prune deleted them (found by a second hostile tester).
    @Test(arguments: [
        "/elsewhere/pkg/Snapshots/CartTests/unused.1.txt", "$PWD/snapshots/carttests/unused.1.txt",
    ])
    func aRunThatRecordedSomeOfThemElsewhereDeletesNothing(other: String) throws {
        let mixed =
            "printf '%s\\n' \"$PWD/Snapshots/CartTests/used.1.txt\" \"\(other)\" "
            + ">> \"$SCENIC_SNAPSHOT_MANIFEST\""
        let result = try prune(command: mixed)
        #expect(result.status == 1)
        #expect(result.standardError.contains("not the ones stored in this package"))
        #expect(package.snapshotFiles() == everything)
    }

    /// A manifest whose lines end in CR LF is read as one that ends them in LF.
    @Test func aManifestWithCarriageReturnsIsReadLineByLine() throws {
        let crlf =
            "printf '%s\\r\\n' \"$PWD/Snapshots/CartTests/used.1.txt\" >> \"$SCENIC_SNAPSHOT_MANIFEST\""
        let result = try prune(command: crlf)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            package.snapshotFiles() == [
                "Snapshots/CartTests/used.1.txt", "Snapshots/CartTests/used.1.txt.new",
            ])
    }

    /// A text file under `Snapshots/` that no snapshot test writes (a README, notes with
    /// spaces in their name, a folder of documents) is left alone, and prune says so.
    ///
    /// Every `.txt` there was deleted as unused (found by a hostile tester).
    @Test func filesNoSnapshotTestWritesAreLeftAlone() throws {
        let notes = [
            "Snapshots/README.txt", "Snapshots/CartTests/my notes (keep).txt",
            "Snapshots/docs/deep/howto.txt", "Snapshots/CartTests/notes.txt",
        ]
        for path in notes { try package.write("keep\n", to: path) }
        let result = try prune(command: testCommand(recording: ["Snapshots/CartTests/used.1.txt"]))
        #expect(result.status == 0)
        #expect(
            result.standardOutput.contains(
                """
                Left alone 4 files under Snapshots/ that no snapshot test writes (not \
                Snapshots/SUITE/TEST.NAME.txt):
                  Snapshots/CartTests/my notes (keep).txt
                  Snapshots/CartTests/notes.txt
                  Snapshots/README.txt
                  Snapshots/docs/deep/howto.txt

                """))
        #expect(
            package.snapshotFiles()
                == (notes + [
                    "Snapshots/CartTests/used.1.txt", "Snapshots/CartTests/used.1.txt.new",
                ]).sorted())
    }

    /// Stopped while the tests run (Ctrl-C reaches them and prune alike; SIGTERM prune alone,
    /// which passes it on), prune ends after them, deletes nothing and leaves no manifest.
    @Test(arguments: [SIGINT, SIGTERM])
    func stoppedWhileTheTestsRunItDeletesNothingAndLeavesNoManifest(signal: Int32) throws {
        let process = Process()
        process.executableURL = try BuiltProduct("scenic").url
        process.arguments = ["prune"]
        process.currentDirectoryURL = package.root
        var environment = ProcessInfo.processInfo.environment
        environment["SCENIC_TEST_COMMAND"] =
            "touch started; exec sleep \(signal == SIGINT ? 1 : 600)"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let started = package.root.appendingPathComponent("started")
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: started.path), Date() < deadline {
            usleep(5_000)
        }
        kill(process.processIdentifier, signal)
        // SIGTERM must end the tests' 600 s at once, however loaded the machine.
        #expect(ProcessStopping.waitForExit(process, seconds: 60))
        let message = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 128 + signal)
        let name = signal == SIGINT ? "Ctrl-C" : "SIGTERM"
        #expect(
            message == "error: Stopped by \(name) while the tests ran, so nothing was deleted.\n")
        #expect(package.snapshotFiles() == everything)
        let left = try FileManager.default.contentsOfDirectory(atPath: package.root.path)
        #expect(!left.contains { $0.hasPrefix("snapshot-manifest") }, "\(left)")
    }
}

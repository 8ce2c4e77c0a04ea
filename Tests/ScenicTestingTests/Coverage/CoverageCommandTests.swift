import Foundation
import Scenic
import ScenicSnapshotStore
import ScenicTestSupport
import Testing

/// `scenic coverage` and `scenic merge` on coverage files made by hand: what they print, when
/// `--check` fails, and what they do with files that are damaged or made to hurt.
@Suite(.blocking) struct CoverageCommandTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
    }

    /// A cart whose View declares three commands, reached by two shards.
    private var shards: (first: Coverage, second: Coverage) {
        var first = Coverage()
        first.declareList(.command, in: "Shop.CartLogic")
        for command in ["add", "code", "remove"] {
            first.declare(command, .command, in: "Shop.CartLogic")
        }
        first.reach("add", .command, in: "Shop.CartLogic", by: .story)
        first.reach("add", .action, in: "Shop.CartLogic", by: .story)
        var second = Coverage()
        second.reach("remove", .command, in: "Shop.CartLogic", by: .story)
        second.reach("removed", .notice, in: "Shop.CartLogic", by: .logicTest)
        second.reach("open", .action, in: "Other.ListLogic", by: .logicTest)
        return (first, second)
    }

    private func write(_ coverage: Coverage, to path: String) throws {
        try package.write(CoverageLines.lines(of: coverage).joined(), to: path)
    }

    /// Dates the file at `path` a minute back, so that it is certainly not the newest run.
    private func makeOlder(_ path: String) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)],
            ofItemAtPath: package.root.appendingPathComponent(path).path)
    }

    private func scenic(_ arguments: String...) throws -> ScenicProcess.Output {
        try ScenicProcess.run(["coverage"] + arguments, in: package.root, timeLimit: 60)
    }

    @Test func afterAPlainRunItPrintsTheNewestRunsTable() throws {
        var joined = shards.first
        joined.merge(shards.second)
        try write(shards.first, to: ".build/scenic-coverage/run-1.txt")
        try write(joined, to: ".build/scenic-coverage/run-2.txt")
        // The older file is the one written first: make that certain.
        try makeOlder(".build/scenic-coverage/run-1.txt")
        let output = try scenic()
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(
            output.standardOutput == """
                Scene                              Commands  Actions  Notices  Routes  Questions
                Other.ListLogic                           -        1        -       -          -
                Shop.CartLogic                          2/3        1        1       -          -

                Reached 2 of the 3 declared words (66%), and 3 more that no list counts.
                N/M: N reached of the M declared (a View's commands, a CaseIterable's cases);
                N alone: reached, where nothing declares how many there are.

                Never reached:
                  Shop.CartLogic commands: code

                """)
    }

    @Test func checkPassesAtItsThresholdAndFailsBelowItSayingWhatIsMissing() throws {
        var joined = shards.first
        joined.merge(shards.second)
        try write(joined, to: ".build/scenic-coverage/run-1.txt")
        let passing = try scenic("--check", "66", "--module", "Shop")
        #expect(passing.status == 0)
        #expect(
            passing.standardOutput.hasSuffix(
                "\nCoverage is 66% (2 of the 3 declared words); --check 66 passes.\n"))
        #expect(!passing.standardOutput.contains("Other.ListLogic"))
        // A module no scene is in is named, not reported as nothing reached.
        let mistyped = try scenic("--module", "Shop", "--module", "Shpo")
        #expect(mistyped.status == 2)
        #expect(mistyped.standardOutput == "")
        #expect(
            mistyped.standardError
                == "error: No recorded scene is in a module named \"Shpo\". Modules with "
                + "coverage: Other, Shop.\n")
        let failing = try scenic("--check", "67")
        #expect(failing.status == 1)
        #expect(
            failing.standardOutput.hasSuffix(
                """
                Never reached:
                  Shop.CartLogic commands: code

                Coverage is 66% (2 of the 3 declared words), under the 67% that --check asks for. \
                The words never reached are listed above.
                Next: type the commands in a story, or let assertExplores reach them (a Logic \
                test sends actions, not commands), or lower the threshold.

                """))
        // Once: the table lists them, and the verdict below it says so (a stranger's list came
        // twice).
        let listings = failing.standardOutput.components(separatedBy: "Shop.CartLogic commands")
        #expect(listings.count == 2)
        // The README quotes this failure.
        let coverage = try Readme().section("### Coverage")
        #expect(failing.standardOutput.hasSuffix(try coverage.block(1)))
        let json = try scenic("--json", "--check", "67")
        #expect(json.status == 1)
        #expect(json.standardOutput.hasPrefix("{\n  \"declared\" : 3,"))
        #expect(json.standardError.hasPrefix("Coverage is 66%"))
        let bad = try scenic("--check", "most")
        #expect(bad.status == 2)
        #expect(
            bad.standardError
                == "error: --check takes a whole percent from 0 to 100, such as \"--check 80\"; "
                + "\"most\" is not one.\n")
        // The second of two would win without a word.
        let twice = try scenic("--check", "90", "--check", "10")
        #expect(twice.status == 2)
        #expect(twice.standardError == "error: --check is given twice; give it once.\n")
    }

    /// `--without explore` shows what the tests written by hand reached: an exploration's
    /// words made a 100% that hid what they missed (found by a stranger's pomodoro tests).
    @Test func whatOneSourceReachedCanBeLeftOut() throws {
        var coverage = shards.first
        coverage.merge(shards.second)
        coverage.reach("code", .command, in: "Shop.CartLogic", by: .exploration)
        coverage.reach("remove", .command, in: "Shop.CartLogic", by: .exploration)
        try write(coverage, to: ".build/scenic-coverage/run-1.txt")
        #expect(try scenic("--check", "100").status == 0)
        let byHand = try scenic("--without", "explore", "--check", "100", "--module", "Shop")
        #expect(byHand.status == 1)
        #expect(byHand.standardOutput.contains("Shop.CartLogic                          2/3"))
        #expect(byHand.standardOutput.contains("Never reached:\n  Shop.CartLogic commands: code"))
        #expect(try scenic("--json").standardOutput.contains("\"removed\""))
        let onlyStories = try scenic("--without", "explore", "--without", "logic", "--json")
        #expect(!onlyStories.standardOutput.contains("\"removed\""))
        let unknown = try scenic("--without", "exploration")
        #expect(unknown.status == 2)
        #expect(
            unknown.standardError
                == "error: \"exploration\" is not a source of coverage; --without takes logic, "
                + "story, preview, explore (\"--without explore\": what the tests written by hand "
                + "reached).\n")
    }

    @Test func withoutARunItSaysToRunTheTestsFirst() throws {
        let output = try scenic()
        #expect(output.status == 1)
        #expect(
            output.standardError
                == "error: No coverage is recorded in .build/scenic-coverage. Run \"swift test\" "
                + "first: Logic tests, stories, previews and explorations record what they reach "
                + "there.\n")
    }

    @Test func theShardsBundlesAreReadTogetherAndMergedIntoOne() throws {
        try package.write("", to: "shard-1/manifest.txt")
        try write(shards.first, to: "shard-1/coverage.txt")
        try package.write("", to: "shard-2/manifest.txt")
        try write(shards.second, to: "shard-2/coverage.txt")
        let both = try scenic("--json", "shard-1", "shard-2")
        #expect(both.status == 0)
        #expect(both.standardOutput.contains("\"reachedOfDeclared\" : 2,"))
        let merged = try ScenicProcess.run(
            ["merge", "--into", "merged", "shard-1", "shard-2"], in: package.root, timeLimit: 60)
        #expect(merged.status == 0)
        let fromMerged = try scenic("--json", "merged")
        #expect(fromMerged.standardOutput == both.standardOutput)
        let withoutCoverage = try scenic("shard-1", "Snapshots")
        #expect(withoutCoverage.status == 1)
        #expect(
            withoutCoverage.standardError.hasPrefix("error: No coverage is recorded in Snapshots."))
    }

    /// Terminal controls in a bundle's names, downloaded input, are shown, never sent.
    ///
    /// Before, the table printed them raw: the terminal's title was set and its screen cleared
    /// (found by a hostile tester).
    @Test func controlCharactersInABundlesNamesAreShownNotSent() throws {
        // Written by hand, as a hostile bundle is: Scenic writes its names made visible.
        let scene = "Notes.Home\u{1B}]0;PWNED\u{07}\u{1B}[2JLogic"
        try package.write(
            "list\t\(scene)\tcommand\ndeclared\t\(scene)\tcommand\tno\u{1B}[31mte\n",
            to: "hostile/coverage.txt")
        try package.write("", to: "hostile/manifest.txt")
        for arguments in [["hostile"], ["--check", "50", "hostile"]] {
            let run = try ScenicProcess.run(
                ["coverage"] + arguments, in: package.root, timeLimit: 60)
            #expect(
                !run.standardOutput.contains("\u{1B}") && !run.standardOutput.contains("\u{07}"))
            #expect(
                run.standardOutput.contains("Notes.Home^[]0;PWNED^G^[[2JLogic commands: no^[[31mte")
            )
        }
    }

    @Test func aFileWithNoLineOfCoverageIsNamedWithWhatToDoAndLeftAsItIs() throws {
        let damaged = "rm -rf /\nreached\tShop.CartLogic\tcommand\n"
        try package.write(damaged, to: ".build/scenic-coverage/run-1.txt")
        let output = try scenic()
        #expect(output.status == 1)
        #expect(
            output.standardError
                == "error: .build/scenic-coverage/run-1.txt, line 1, is not a line of coverage "
                + "that Scenic writes; the file is damaged or not a coverage file. Nothing was "
                + "changed. Delete it and run the tests again to record coverage anew.\n")
        #expect(package.read(".build/scenic-coverage/run-1.txt") == damaged)
    }

    /// The newest run's file emptied (or holding only empty lines) is named too.
    ///
    /// Before, it read as a run that reached nothing ("No scene was reached", status 0),
    /// hiding the run before it (found by a hostile tester).
    @Test(arguments: ["", "\n\n"])
    func anEmptyRunFileIsNamedWithWhatToDoAndLeftAsItIs(text: String) throws {
        try write(shards.first, to: ".build/scenic-coverage/run-1.txt")
        try package.write(text, to: ".build/scenic-coverage/run-2.txt")
        try makeOlder(".build/scenic-coverage/run-1.txt")
        let output = try scenic()
        #expect(output.status == 1)
        #expect(
            output.standardError
                == "error: .build/scenic-coverage/run-2.txt holds no line of coverage, and a test "
                + "run never writes such a file: it was emptied or cut short. Nothing was "
                + "changed. Delete it and run the tests again to record coverage anew.\n")
        #expect(package.read(".build/scenic-coverage/run-2.txt") == text)
    }

    /// One damaged line costs only itself: the rest is reported, with a warning.
    ///
    /// A check never passes on such a file (a line left out may have declared a word never reached), and a
    /// merge of it says so with its status.
    ///
    /// Before, one line cut short (a download cut off, a line edited) lost the whole file.
    @Test func aDamagedLineIsLeftOutAndNamedAndTheRestReported() throws {
        let cut = CoverageLines.lines(of: shards.first).joined() + "reached\tShop.Cart"
        try package.write(cut, to: "shard-1/coverage.txt")
        try package.write("", to: "shard-1/manifest.txt")
        let warning =
            "warning: shard-1/coverage.txt: line 7 is not what Scenic writes (the file was cut "
            + "short or edited). It was left out and the rest was read. Run the tests again to "
            + "record coverage anew.\n"
        let table = try scenic("shard-1")
        #expect(table.status == 0)
        #expect(table.standardError == warning)
        #expect(table.standardOutput.contains("Shop.CartLogic                          1/3"))
        let check = try scenic("--check", "30", "shard-1")
        #expect(check.status == 1)
        #expect(
            check.standardOutput.hasSuffix(
                "Coverage is 33% (1 of the 3 declared words) in what could be read, but damaged "
                    + "lines were left out, so --check 30 fails: run the tests again to judge "
                    + "it.\n"))
        let merged = try ScenicProcess.run(
            ["merge", "--into", "merged", "shard-1"], in: package.root, timeLimit: 60)
        #expect(merged.status == 1)
        #expect(merged.standardError == warning)
        #expect(
            package.read("merged/coverage.txt") == CoverageLines.lines(of: shards.first).joined())
    }

    @Test func aFileThatIsNotTextIsRefused() throws {
        try package.write(Data([0xFF, 0xFE, 0x0A]), to: ".build/scenic-coverage/run-1.txt")
        let output = try scenic()
        #expect(output.status == 1)
        #expect(output.standardError.contains("is not UTF-8 text"))
    }

    @Test func aFileOverTheLimitIsNotReadWhole() throws {
        let line = "reached\tShop.CartLogic\taction\tadd\tstory\n"
        let count = CoverageLines.sizeLimit / line.utf8.count + 1
        try package.write(
            String(repeating: line, count: count), to: ".build/scenic-coverage/run-1.txt")
        let output = try scenic()
        #expect(output.status == 1)
        #expect(output.standardError.contains("run-1.txt"))
        #expect(output.standardOutput == "")
    }

    @Test func aLinkOrAFIFOInPlaceOfTheFileIsNeitherFollowedNorWaitedOn() throws {
        let folder = package.root.appendingPathComponent(".build/scenic-coverage")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("run-1.txt").path,
            withDestinationPath: "/dev/zero")
        let linked = try scenic()
        #expect(linked.status == 1)
        #expect(!linked.timedOut)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("run-1.txt"))
        #expect(mkfifo(folder.appendingPathComponent("run-1.txt").path, 0o600) == 0)
        let fifo = try scenic()
        #expect(fifo.status == 1)
        #expect(!fifo.timedOut)
    }
}

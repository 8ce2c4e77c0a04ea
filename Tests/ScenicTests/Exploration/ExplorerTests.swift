import Foundation
import PlantedSample
import Scenic
import ScenicTestSupport
import ScenicTesting
import Synchronization
import Testing

@testable import Scenic

@Suite(.blocking) struct ExplorerTests {
    private func explorer(seed: UInt64, steps: Int = 200, bug: PlantedBug = .negativeStars)
        -> Explorer<PlantedRoute>
    {
        Explorer(steps: steps, seed: seed, width: 40, invariants: [starsAreNeverNegative]) {
            Console(navigator: Navigator(builder: PlantedScenes(bug: bug), root: .home))
        }
    }

    @Test func findsABugThreeStepsDeepAndShrinksItToAStoryOfThoseSteps() async throws {
        let report = await explorer(seed: 2).run()
        let finding = try #require(report.finding)
        #expect(finding.rule == "stars are never negative")
        #expect(report.lines == ["settings", "level 7", "show"])
        #expect(report.foundAfter.count > report.lines.count)
        #expect(
            report.story == """
                # Found by exploration (seed 2, 200 steps): On screen "Home" (PlantedHome), a state broke the rule \
                "stars are never negative".
                # width: 40
                settings
                level 7
                show

                """)
    }

    @Test(arguments: [UInt64(3), 4, 5, 6, 7])
    func findsItWithinTheBudgetWhateverTheSeed(seed: UInt64) async throws {
        let report = await explorer(seed: seed, steps: 500).run()
        #expect(report.finding?.rule == "stars are never negative")
        #expect(report.lines.count <= 4)
    }

    /// A game over ends the session, and the exploration goes on in fresh ones.
    ///
    /// It goes on until its steps are spent, and shrinks what breaks within the session that
    /// broke it. It stopped at the first game's end, and a bug a game rarely reached went
    /// unfound (a stranger's text adventure).
    @Test func anAppThatEndsItsSessionsIsExploredInFreshOnes() async throws {
        let explorer = Explorer(steps: 500, seed: 2, width: 40, invariants: [starsAreNeverNegative])
        {
            Console(
                navigator: Navigator(
                    builder: PlantedScenes(bug: .negativeStars, turns: 4), root: .home))
        }
        let report = await explorer.run()
        #expect(report.finding?.rule == "stars are never negative")
        #expect(report.lines == ["settings", "level 7", "show"])
        #expect(report.sessionsEnded > 1)
        #expect(report.foundAfter.count < report.typedLines)
        #expect(
            report.findingSummary.hasPrefix(
                "Found after \(report.foundAfter.count) lines of session "
                    + "\(report.sessionsEnded + 1) (the app ended the \(report.sessionsEnded) before "
                    + "it): On screen \"Home\" (PlantedHome)"),
            "\(report.findingSummary)")

        // A session the app ends before a step of it is typed ends the run.
        let atOnce = await Explorer(steps: 50, seed: 2, width: 40) {
            Console(
                navigator: Navigator(builder: PlantedScenes(bug: .none, turns: 0), root: .home))
        }.run()
        #expect(atOnce.sessionsEnded == 1)
        #expect(
            atOnce.findingSummary
                == "No rule broke in 0 lines: the app ended the session itself, with 50 of the 50 "
                + "steps unused (a session it ends before a step of it is typed ends the run). "
                + "Start on a screen past the line that ends it.\n")
    }

    @Test func theSameSeedGivesTheSameRun() async {
        let first = await explorer(seed: 9, bug: .none).run()
        let again = await explorer(seed: 9, bug: .none).run()
        let other = await explorer(seed: 10, bug: .none).run()
        #expect(first == again)
        #expect(first.finding == nil)
        #expect(first.reach != other.reach)
        #expect(first.heading == "Exploring 200 steps with seed 9 at 40 columns.")
    }

    /// A rule about a child scene's state is checked on its parent's screen, and one about a
    /// type no screen's state has is said to be never checked.
    ///
    /// Before, neither was checked, and the run said "No rule broke" (found by an API review).
    @Test func rulesAreCheckedOnChildStatesAndOnesNeverCheckedAreSaid() async {
        let neverCounted = ExplorationInvariant.state(TallyLogic.State.self, "never counted") {
            $0.count == 0
        }
        // `up 3` on the board counts in its child, the tally: the board's screen breaks it.
        let found = await Explorer(steps: 1, seed: 1, width: 50, invariants: [neverCounted]) {
            Console(navigator: Navigator(builder: BoardScenes(), root: .board))
        }.finding(typing: ["up 3"])
        #expect(found?.message == "On screen \"Board\", a state broke the rule \"never counted\".")
        // The same inside a section's routes: the children stay with the scene.
        let mapped = await Explorer(steps: 1, seed: 1, width: 50, invariants: [neverCounted]) {
            Console(navigator: Navigator(builder: SectionOfBoards(), root: .boards(.board)))
        }.finding(typing: ["up 3"])
        #expect(mapped == found)

        let misnamed = ExplorationInvariant.state(TallyView.self, "a View is no state") { _ in
            false
        }
        let kept = ExplorationInvariant.state(BoardLogic.State.self, "notes kept") { _ in true }
        let report = await Explorer(
            steps: 20, seed: 1, width: 50, invariants: [misnamed, kept]
        ) {
            Console(navigator: Navigator(builder: BoardScenes(), root: .board))
        }.run()
        #expect(report.finding == nil)
        #expect(report.uncheckedRules == ["a View is no state"])
        #expect(
            report.summary.contains(
                "\nNever checked (no state on any screen was of its type): "
                    + "\"a View is no state\".\nNo rule broke in 21 lines.\n"))
    }

    @Test func aReportOfOneScreenSaysSoInTheSingular() async {
        // A rule no state keeps breaks on the first screen, before any line is typed.
        let never = ExplorationInvariant.state(PlantedHomeLogic.State.self, "never") { _ in false }
        let report = await Explorer(steps: 1, seed: 1, width: 40, invariants: [never]) {
            Console(navigator: Navigator(builder: PlantedScenes(bug: .none), root: .home))
        }.run()
        #expect(report.heading == "Exploring 1 step with seed 1 at 40 columns.")
        #expect(
            report.reachSummary.hasPrefix(
                "Reached 1 screen (PlantedHome); ran 0 of the 3 commands "))
        #expect(report.reachSummary.contains(" it declares; "))
        // Nothing typed, nothing shrunk: no "Shrunk to 0 lines:" with nothing after it.
        #expect(
            report.findingSummary
                == "Found as it started: On screen \"Home\" (PlantedHome), a state broke the rule "
                + "\"never\".\n")
    }

    /// A rule that breaks by chance (here: only the first time it is checked) is found, and
    /// typed again its lines do not break it: the report says so, rather than offer a story
    /// that passes when replayed (found by a hostile tester's random rule).
    @Test func aFindingTheLinesDoNotRepeatIsSaidToBeSo() async {
        let first = Mutex(true)
        let once = ExplorationInvariant.state(PlantedHomeLogic.State.self, "breaks once") { _ in
            first.withLock { isFirst in
                defer { isFirst = false }
                return !isFirst
            }
        }
        let report = await Explorer(steps: 5, seed: 1, width: 40, invariants: [once]) {
            Console(navigator: Navigator(builder: PlantedScenes(bug: .none), root: .home))
        }.run()

        #expect(!report.reproducesEveryTime)
        #expect(
            report.findingSummary.hasSuffix(
                "Typed again 3 times in fresh sessions, they broke it never: what breaks it "
                    + "depends on something the lines do not repeat (a random number, the "
                    + "clock, a file), so its story may pass when replayed.\n"))
    }

    @Test func aStoryShrunkToOneLineSaysSoInTheSingular() async {
        // `show` gives the first star, so this rule breaks on that one line.
        let noStars = ExplorationInvariant.state(PlantedHomeLogic.State.self, "no stars") {
            $0.stars == 0
        }
        let report = await Explorer(steps: 200, seed: 1, width: 40, invariants: [noStars]) {
            Console(navigator: Navigator(builder: PlantedScenes(bug: .none), root: .home))
        }.run()
        #expect(report.lines == ["show"])
        #expect(report.findingSummary.hasSuffix("\nShrunk to 1 line:\n  show\n"))
    }

    @Test func theStoryReplaysToTheBrokenState() async throws {
        let report = await explorer(seed: 2).run()
        let story = try Story(name: "found", text: report.story)
        let transcript = await story.replay(
            on: Console(
                navigator: Navigator(builder: PlantedScenes(bug: .negativeStars), root: .home)))
        #expect(transcript.contains("Level 7; -1 stars."))
    }
}

/// `--explore` on a built app: a trap ends a child process, never the exploration.
@Suite(.blocking) struct ExploreCommandLineTests {
    /// Runs the sample with `arguments` in a new folder where no file can grow (`ulimit -f 0`,
    /// as on a full disk), its temporary folder there too; returns the run and the folder.
    private func exploreWhereNothingCanBeWritten(_ arguments: [String]) throws -> (
        BuiltProduct.Output, URL
    ) {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let folder = TestFolder.path("explore-full")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A file over the limit is refused with EFBIG, once SIGXFSZ no longer ends the writer.
        let run = try BuiltProduct(url: URL(filePath: "/bin/sh")).run(
            ["-c", #"trap '' XFSZ; ulimit -f 0; exec "$@""#, "sh", sample.url.path] + arguments,
            in: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no", "TMPDIR": folder.path], timeLimit: 60)
        return (run, folder)
    }

    /// A launch may add a rule that depends on its options (here `--most-stars 3`): exploring
    /// with the option checks it, and so does replaying what it found; without the option the
    /// rule is not there to break.
    @Test func aLaunchAddsRulesThatDependOnItsOptions() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let folder = TestFolder.path("explore-launch-rules")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let explored = try sample.run(
            ["--explore", "200", "--seed", "2", "--no-bug", "--most-stars", "3"], in: folder,
            timeLimit: 60)
        #expect(explored.status == 1)
        #expect(
            explored.standardOutput.contains(
                #"a state broke the rule "Home shows at most 3 stars""#),
            "\(explored.standardOutput)")
        let replayed = try sample.run(
            ["--no-bug", "--most-stars", "3", "--replay", "planted-sample-explore-seed-2.story"],
            in: folder, timeLimit: 60)
        #expect(replayed.status == 1)
        #expect(
            replayed.standardError.hasSuffix(
                "planted-sample: the story breaks a rule again: On screen \"Home\" (PlantedHome), a state broke the rule "
                    + "\"Home shows at most 3 stars\".\n"), "\(replayed.standardError)")
        let unbroken = try sample.run(
            ["--explore", "200", "--seed", "2", "--no-bug"], in: folder, timeLimit: 60)
        #expect(unbroken.status == 0)
        #expect(unbroken.standardOutput.hasSuffix("No rule broke in 201 lines.\n"))
    }

    /// What each exploring launch makes in the temporary folder (a data folder of its own)
    /// goes with the run: the children's temporary folder is inside the run's.
    @Test func theScratchDataOfExploringLaunchesGoesWithTheRun() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let folder = TestFolder.path("explore-scratch")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let explored = try sample.run(
            ["--explore", "200", "--seed", "2"], in: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no", "TMPDIR": folder.path], timeLimit: 60)
        #expect(explored.status == 1, "it trapped, and was shrunk by more children")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left == ["planted-sample-explore-seed-2.story"])
    }

    /// An app whose launch throws explores nothing and says why, with the launch's status, and
    /// a temporary folder where the run's journal cannot be made is said.
    ///
    /// Before, the first said "No rule broke in 0 lines" (0), and the second explored in the
    /// app's process, where a trap ends the run unreported (found by a hostile tester).
    @Test func aLaunchThatFailsOrATemporaryFolderThatCannotBeUsedIsSaid() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let folder = TestFolder.path("explore-cannot-start")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = try sample.run(
            ["--explore", "50", "--seed", "1", "--refuse-to-start"], in: folder, timeLimit: 60)
        #expect(refused.status == 1)
        #expect(
            refused.standardOutput
                == "Exploring 50 steps with seed 1 at 80 columns.\n"
                + "planted-sample: the sample refuses to start; leave out --refuse-to-start.\n")
        let file = folder.appending(path: "afile")
        try Data().write(to: file)
        let unusable = try sample.run(
            ["--explore", "50", "--seed", "1"], in: folder, environment: ["TMPDIR": file.path],
            timeLimit: 60)
        #expect(unusable.status == 1)
        #expect(
            unusable.standardOutput
                == "Exploring 50 steps with seed 1 at 80 columns.\n"
                + "planted-sample: cannot explore: the folder for the exploration's journal cannot "
                + "be made in \(file.path) (Not a directory), and without it a trap would end the "
                + "run unreported. Set TMPDIR to a folder you can write, then run again.\n")
    }

    /// A session that traps as it starts, before any line (a precondition in the launch), is
    /// found with the runtime's reason and written as a story of no lines, which `--replay`
    /// starts the same way.
    @Test func aTrapAsTheSessionStartsIsFoundWithItsReason() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let folder = TestFolder.path("explore-trap-at-start")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try sample.run(
            ["--explore", "50", "--seed", "3", "--trap-at-start"], in: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no"], timeLimit: 60)
        #expect(run.status == 1)
        #expect(
            run.standardOutput
                == "Exploring 50 steps with seed 3 at 80 columns.\n"
                + "Found as it started: The app trapped (signal 4): the level table is missing.\n"
                + "Wrote planted-sample-explore-seed-3.story. See it fail: planted-sample "
                + "--trap-at-start --replay planted-sample-explore-seed-3.story\n")
        #expect(
            ExplorationChild.trapReason("Main.swift:3: Assertion failed: no stars")
                == "no stars")
    }

    /// A child that cannot write a line to its journal (a full disk) stops before typing it, and
    /// is said to have said nothing: were it to go on and trap, the run would be reported after
    /// the wrong lines and shrunk to a story that replays nothing ("Found after 0 lines",
    /// "Shrunk to 0 lines").
    @Test func aChildThatCannotKeepItsJournalStopsInsteadOfReportingTheWrongLines() throws {
        let (run, folder) = try exploreWhereNothingCanBeWritten(
            ["--explore", "200", "--seed", "2", "--width", "40"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 1)
        #expect(
            run.standardOutput
                == "Exploring 200 steps with seed 2 at 40 columns.\nplanted-sample: the process "
                + "exploring ended (status 3) without a word of what it reached: it could not "
                + "write its files in \(folder.path). Free some space there, or set TMPDIR to "
                + "another folder, then run again with --seed 2.\n")
    }

    /// The command that replays a finding repeats the app's own options, which the finding may
    /// depend on, and the replay runs as the exploration did.
    @Test func theReplayOfAFindingRepeatsTheAppsOwnOptions() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let folder = TestFolder.path("explore-options")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["SWIFT_BACKTRACE": "enable=no"]
        let explored = try sample.run(
            ["--explore", "200", "--seed", "2", "--note", "Ada's day", "--width", "40"],
            in: folder, environment: environment, timeLimit: 60)
        #expect(explored.status == 1)
        #expect(
            explored.standardOutput.hasSuffix(
                "Wrote planted-sample-explore-seed-2.story. See it fail: planted-sample --note "
                    + #"'Ada'\''s day' --replay planted-sample-explore-seed-2.story"# + "\n"),
            "\(explored.standardOutput)")
        let replayed = try sample.run(
            ["--note", "Ada's day", "--replay", "planted-sample-explore-seed-2.story"],
            in: folder, environment: environment, timeLimit: 60)
        #expect(replayed.standardOutput.contains("Ada's day"))
        #expect(replayed.standardError.contains("Fatal error: Division by zero"))
        #expect(
            replayed.standardError.hasPrefix(
                "planted-sample: planted-sample-explore-seed-2.story is what an exploration "
                    + "found, so it runs as exploring does, on data of its own;"))
    }

    /// A story that cannot be written is printed whole instead.
    ///
    /// Here the folder it would go to was removed after the app started in it; the temporary
    /// folder is elsewhere.
    @Test func aStoryThatCannotBeWrittenIsPrintedInstead() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let folder = TestFolder.path("explore-gone")
        let temporary = TestFolder.path("explore-temporary")
        for made in [folder, temporary] {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: temporary) }
        let run = try BuiltProduct(url: URL(filePath: "/bin/sh")).run(
            [
                "-c", #"cd "$1" && rmdir "$1" && shift && exec "$@""#, "sh", folder.path,
                sample.url.path, "--explore", "200", "--seed", "2", "--width", "40",
            ],
            in: temporary,
            environment: ["SWIFT_BACKTRACE": "enable=no", "TMPDIR": temporary.path],
            timeLimit: 60)
        #expect(run.status == 1)
        #expect(
            run.standardOutput.contains(
                "Shrunk to 3 lines:\n  settings\n  level 7\n  show\nplanted-sample: cannot write "
                    + "the story of what it found to planted-sample-explore-seed-2.story: "),
            "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains(
                ". Keep the story printed below, or fix that and run again.\n# Found by "
                    + "exploration (seed 2, 200 steps)"), "\(run.standardOutput)")
        #expect(run.standardOutput.hasSuffix("# width: 40\nsettings\nlevel 7\nshow\n"))
    }

    @Test func aTrapIsReportedAndShrunkToAStoryThatReplaysIt() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let folder = TestFolder.path("explore")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let explored = try sample.run(
            ["--explore", "200", "--seed", "2", "--width", "40"], in: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no"], timeLimit: 60)
        #expect(explored.status == 1)
        #expect(
            explored.standardOutput == """
                Exploring 200 steps with seed 2 at 40 columns.
                Found after 151 lines: The app trapped (signal 4) after "show": Division by zero.
                Shrunk to 3 lines:
                  settings
                  level 7
                  show
                Wrote planted-sample-explore-seed-2.story. See it fail: planted-sample --replay \
                planted-sample-explore-seed-2.story

                """)
        // The README shows this run.
        let readme = try Readme().text
        #expect(
            readme.contains(
                "$ planted-sample --explore 200 --seed 2 --width 40\n" + explored.standardOutput))
        let story = try String(
            contentsOf: folder.appending(path: "planted-sample-explore-seed-2.story"),
            encoding: .utf8)
        #expect(story.hasSuffix("# width: 40\nsettings\nlevel 7\nshow\n"))
        let replayed = try sample.run(
            ["--replay", "planted-sample-explore-seed-2.story"], in: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no"], timeLimit: 60)
        #expect(
            replayed.standardOutput.hasSuffix(
                "Level 7; 0 stars.\n\n"
                    + String(
                        repeating: "─", count: 40)
                    + "\nCommands: settings · show · note TEXT ·\nhelp · back · home · quit\n> show\n"
            ))
        #expect(replayed.standardError.contains("Fatal error: Division by zero"))
    }

    /// A trap in a later session, the app having ended the ones before (a game over), is
    /// shrunk on that session's lines, in fresh children: the lines of every session before
    /// ended each replay before it reached the trap.
    @Test func aTrapAfterTheAppEndedSessionsIsShrunkOnItsOwnSession() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let folder = TestFolder.path("explore-sessions")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let explored = try sample.run(
            ["--explore", "500", "--seed", "2", "--width", "40", "--turns", "4"], in: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no"], timeLimit: 60)
        #expect(explored.status == 1)
        #expect(
            explored.standardOutput.hasSuffix(
                """
                Found after 9 lines of session 23 (the app ended the 22 before it): The app \
                trapped (signal 4) after "show": Division by zero.
                Shrunk to 3 lines:
                  settings
                  level 7
                  show
                Wrote planted-sample-explore-seed-2.story. See it fail: planted-sample --turns 4 \
                --replay planted-sample-explore-seed-2.story

                """), "\(explored.standardOutput)")
        let replayed = try sample.run(
            ["--turns", "4", "--replay", "planted-sample-explore-seed-2.story"], in: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no"], timeLimit: 60)
        #expect(replayed.standardError.contains("Fatal error: Division by zero"))
    }

    @Test func aStoryOfThatNameIsKeptAndTheFindingPrintedInstead() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let folder = TestFolder.path("explore")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let existing = folder.appending(path: "planted-sample-explore-seed-2.story")
        try Data("# mine\nshow\n".utf8).write(to: existing)
        let explored = try sample.run(
            ["--explore", "200", "--seed", "2", "--width", "40"], in: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no"], timeLimit: 60)
        #expect(explored.status == 1)
        let said = try #require(explored.standardOutput.range(of: "  show\n"))
        #expect(
            explored.standardOutput[said.upperBound...] == """
                planted-sample: did not write the story of what it found to \
                planted-sample-explore-seed-2.story: a file of that name exists, and exploration \
                never writes over one. Remove or rename that file and run again, or keep the \
                story printed below.
                # Found by exploration (seed 2, 200 steps): The app trapped (signal 4) after \
                "show": Division by zero.
                # width: 40
                settings
                level 7
                show

                """)
        #expect(try String(contentsOf: existing, encoding: .utf8) == "# mine\nshow\n")
    }

    @Test func theSameSeedGivesTheSameRunAndEveryRunPrintsItsSeed() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let runs = try (0..<2).map { _ in
            let folder = TestFolder.path("explore")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            return try sample.run(
                ["--explore", "300", "--seed", "4"], in: folder,
                environment: ["SWIFT_BACKTRACE": "enable=no"], timeLimit: 60)
        }
        #expect(runs[0].standardOutput == runs[1].standardOutput)
        #expect(
            runs[0].standardOutput.hasPrefix("Exploring 300 steps with seed 4 at 80 columns.\n"))
        let unseeded = try sample.run(["--explore", "1"], timeLimit: 60)
        #expect(unseeded.status == 0)
        #expect(unseeded.standardOutput.hasPrefix("Exploring 1 step with seed "))
    }

    @Test func seedWithoutExploreIsRefused() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let refused = try sample.run(["--seed", "3"], timeLimit: 60)
        #expect(refused.status == 2)
        #expect(
            refused.standardError
                == "planted-sample: --seed seeds --explore; add \"--explore 200\" or leave --seed "
                + "out.\n")
    }
}

/// A question whose kind takes only what it offers: exploration answers with the offered
/// values, where the vocabulary and stock words would never pass.
@Suite struct ExploredQuestionTests {
    enum VaultRoute: Hashable, Sendable { case vault }

    struct VaultView: View {
        enum Region: CaseIterable { case door }
        enum Name: String, CommandName { case unlock }
        let title = "Vault"
        let commands = [Command(Name.unlock, help: "Say the word")]
    }

    struct VaultInteractor: Interactor {
        func action(for input: CommandInput<VaultView.Name>) -> VaultLogic.Action { .unlock }
    }

    struct VaultLogic: Logic {
        typealias Route = VaultRoute
        struct State: Equatable, Sendable { var open = false }
        enum Action: Equatable, Sendable {
            case unlock
            case said(String)
        }

        /// Only the word it offers opens the vault.
        static let word = ArgumentKind<String>("the magic word", offering: ["plugh"]) {
            $0 == "plugh" ? $0 : nil
        }

        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .unlock: return [.ask(.text("The word?", Self.word) { .said($0) })]
            case .said: state.open = true
            }
            return []
        }
    }

    struct VaultPresenter: Presenter {
        func present(_ state: VaultLogic.State, on screen: Screen)
            -> ViewContent<VaultView.Region>
        {
            ViewContent([.door: [.paragraph(state.open ? "Open." : "Shut.")]])
        }
    }

    struct VaultScenes: SceneBuilder {
        func scene(for route: VaultRoute) -> Scene<VaultRoute> {
            Scene(
                view: VaultView(), interactor: VaultInteractor(), logic: VaultLogic(),
                presenter: VaultPresenter(), state: VaultLogic.State())
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func anAnswerTheKindOffersIsTyped(seed: UInt64) async {
        let staysShut = ExplorationInvariant.state(VaultLogic.State.self, "the vault stays shut") {
            !$0.open
        }
        let report = await Explorer(steps: 100, seed: seed, width: 40, invariants: [staysShut]) {
            Console(navigator: Navigator(builder: VaultScenes(), root: .vault))
        }.run()
        #expect(report.finding?.rule == "the vault stays shut")
        #expect(report.lines == ["unlock", "plugh"])
    }
}

/// The board's scenes as a section of an app's routes.
private enum SectionRoute: Hashable, Sendable {
    case boards(BoardRoute)
}

private struct SectionOfBoards: SceneBuilder {
    func scene(for route: SectionRoute) -> Scene<SectionRoute> {
        switch route {
        case .boards(let route): BoardScenes().scene(for: route).mapRoutes(SectionRoute.boards)
        }
    }
}

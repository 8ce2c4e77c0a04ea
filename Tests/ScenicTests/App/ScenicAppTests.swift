import Foundation
import ScenicTestSupport
import Testing

@testable import Scenic

/// The runner every Scenic app shares: its command line, deep links, previews and statuses.
@Suite(.blocking) struct ScenicAppTests {
    /// The sample to-do app as a runnable app; `launched` records what the launch was given.
    func app(failing: AppLaunchError? = nil, launched: LaunchLog = LaunchLog()) -> ScenicApp<
        SampleRoute
    > {
        ScenicApp(
            name: "todo", summary: "A to-do list.", version: "1.2.3", root: .list,
            routes: [
                .named("list", .list), .named("lock", .lock),
                .named(
                    "item", argument: "N",
                    help: "the to-do numbered N in the list, as in \"--route list item 2\""
                ) { Int($0).map(SampleRoute.item) },
            ],
            options: [
                AppOption("--store", value: "NAME", help: "Use the store NAME"),
                AppOption("--quiet", help: "Say less"),
            ]
        ) { launch throws(AppLaunchError) in
            launched.launches.append(launch)
            if let failing { throw failing }
            let scenes = SampleScenes(store: TodoStore(["Buy milk", "Call Ada"]), password: "pw")
            return AppSession(
                builder: scenes, previews: scenes.previewGroups,
                openingMessages: ["Welcome back."])
        }
    }

    final class LaunchLog: @unchecked Sendable {
        // @unchecked: one test uses it at a time.
        var launches: [AppLaunch] = []
    }

    struct Run {
        var status: Int32
        var output: String
        var errors: [String]

        /// `app` run with `arguments`, `typed` piped in, at 60 columns in `environment`.
        static func of<Route>(
            _ app: ScenicApp<Route>, _ arguments: [String], typed: String,
            environment: [String: String] = [:]
        ) async -> Run {
            var output = TextBuffer()
            var errors: [String] = []
            let status = await app.run(
                arguments: arguments, environment: ["COLUMNS": "60"].merging(environment) { $1 },
                input: { _ in ScriptInput(typed) }, output: &output,
                errors: { errors.append($0) })
            return Run(status: status, output: output.text, errors: errors)
        }
    }

    func run(_ arguments: [String], typed: String = "", app: ScenicApp<SampleRoute>) async -> Run {
        await Run.of(app, arguments, typed: typed)
    }

    /// The launch may choose the first screen (a signed-in user's, this month's) from what it
    /// was given; `--route` still opens what it names, and `--explore` starts where a session
    /// would.
    @Test func theLaunchMayChooseTheFirstScreenAndARouteStillOpensItsOwn() async {
        let app = ScenicApp<SampleRoute>(
            name: "todo", summary: "A to-do list.", version: "1", root: .list,
            routes: [.named("list", .list)]
        ) { launch throws(AppLaunchError) in
            AppSession(
                builder: SampleScenes(store: TodoStore(["Buy milk"]), password: "pw"),
                root: launch.environment["TODO_START"] == "lock" ? .lock : nil)
        }
        func output(_ arguments: [String], _ environment: [String: String]) async -> String {
            var output = TextBuffer()
            _ = await app.run(
                arguments: arguments, environment: environment.merging(["COLUMNS": "60"]) { $1 },
                input: { _ in ScriptInput("") }, output: &output, errors: { _ in })
            return output.text
        }
        #expect(await output([], ["TODO_START": "lock"]).hasPrefix("Locked\n"))
        #expect(await output([], [:]).hasPrefix("To-do\n"))
        #expect(await output(["--route", "list"], ["TODO_START": "lock"]).hasPrefix("To-do\n"))
        let explored = await output(["--explore", "3", "--seed", "1"], ["TODO_START": "lock"])
        #expect(explored.contains("Reached 1 screen (Lock);"), "\(explored)")
    }

    /// A `COLUMNS` that is no width is said on standard error, as GNU ls says it, where it
    /// would have set the width; before, it was passed over silently.
    @Test func columnsThatIsNoWidthIsSaid() async {
        func errors(_ arguments: [String], columns: String) async -> [String] {
            var output = TextBuffer()
            var errors: [String] = []
            _ = await app().run(
                arguments: arguments, environment: ["COLUMNS": columns],
                input: { _ in ScriptInput("") }, output: &output, errors: { errors.append($0) })
            return errors
        }
        let said =
            #"todo: COLUMNS is "8O", which is no number of columns, so screens are 80 columns "#
            + "wide. Set it to a whole number such as 80, or unset it."
        #expect(await errors([], columns: "8O") == [said])
        #expect(await errors([], columns: "0").count == 1)
        #expect(await errors([], columns: "\u{1B}[2J").first?.contains(#""^[[2J""#) == true)
        // One outside the widths screens are laid out at is laid out at the nearest, saying so.
        #expect(
            await errors([], columns: "5")
                == ["todo: COLUMNS is 5, but screens are 20 to 1000 columns wide, so they are 20."])
        #expect(
            await errors([], columns: "100000")
                == [
                    "todo: COLUMNS is 100000, but screens are 20 to 1000 columns wide, so they "
                        + "are 1000."
                ])
        // Digits too many for a number are as wide as any width too wide (they were called no
        // number, and laid out at 80: found by a hostile tester).
        #expect(
            await errors([], columns: "99999999999999999999999")
                == [
                    "todo: COLUMNS is 99999999999999999999999, but screens are 20 to 1000 columns "
                        + "wide, so they are 1000."
                ])
        #expect(ConsoleConfiguration.columns(in: "+99999999999999999999999") == Int.max)
        #expect(ConsoleConfiguration.columns(in: "9999999999999999999x") == nil)
        #expect(ConsoleConfiguration.columns(in: "+") == nil)
        // A width, an empty one (unset by a shell's "COLUMNS="), or --width: nothing to say.
        #expect(await errors([], columns: "60").isEmpty)
        #expect(await errors([], columns: "").isEmpty)
        #expect(await errors(["--width", "40"], columns: "8O").isEmpty)
    }

    @Test func runsTheAppFromItsRootWithItsOpeningMessages() async {
        let result = await run([], typed: "", app: app())
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("To-do\n"))
        #expect(result.output.contains("» Welcome back."))
    }

    @Test func opensDeepInsideOnTheRoutesNamed() async {
        let result = await run(["--route", "list", "item", "2"], typed: "back\n", app: app())
        #expect(result.status == 0)
        // First the item, then back to the list below it.
        #expect(result.output.hasPrefix("To-do\n"))
        #expect(result.output.contains("Title  Call Ada"))
        #expect(result.output.contains("> back\n\nTo-do"))
    }

    @Test func passesTheAppsOwnOptionsToItsLaunch() async {
        let log = LaunchLog()
        _ = await run(["--store=work", "--quiet", "--width", "40"], app: app(launched: log))
        #expect(log.launches.first?.value(of: "--store") == "work")
        #expect(log.launches.first?.isSet("--quiet") == true)
        #expect(log.launches.first?.isPreviewing == false)
        // A declared flag not typed is not set (an undeclared one stops the app: see
        // AppLaunchLookupTests).
        _ = await run(["--store=home"], app: app(launched: log))
        #expect(log.launches.last?.isSet("--quiet") == false)
    }

    @Test func opensThePreviewGallery() async {
        let log = LaunchLog()
        let result = await run(["--previews"], app: app(launched: log))
        #expect(result.output.hasPrefix("Previews\n"))
        #expect(log.launches.first?.isPreviewing == true)
    }

    @Test func exploresOnScratchDataLaunchingAfreshForEverySession() async {
        let log = LaunchLog()
        let result = await run(["--explore", "40", "--seed", "3"], app: app(launched: log))
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Exploring 40 steps with seed 3 at 80 columns.\n"))
        #expect(result.output.hasSuffix("No rule broke in 41 lines.\n"))
        // What it reached of the app's words, as `scenic coverage` shows a test run's.
        #expect(
            result.output.contains(
                "\nWhat it reached of the app's words:\nScene                              Commands"
            ))
        #expect(result.output.contains("\nScenicTests.ListLogic "))
        #expect(log.launches.allSatisfy { $0.isPreviewing && $0.isExploring })
        let again = await run(["--explore", "40", "--seed", "3"], app: app())
        #expect(again.output == result.output, "the same seed, the same run")
    }

    /// A story file holding `text`, in a folder of its own (`name`) that the caller removes.
    private func storyFile(_ text: String, in name: String) throws -> URL {
        let folder = TestFolder.path(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let story = folder.appending(path: "found.story")
        try Data(text.utf8).write(to: story)
        return story
    }

    /// Replaying a story an exploration found checks the app's rules again and says what broke,
    /// with status 1; a story that no longer breaks one says so.
    @Test func replayingAFindingSaysWhetherItsRuleBreaksAgain() async throws {
        let story = try storyFile(
            "# Found by exploration (seed 1, 9 steps): a rule broke.\nadd \"Walk the dog\"\n",
            in: "replayed-finding")
        defer { try? FileManager.default.removeItem(at: story.deletingLastPathComponent()) }
        var app = app()
        let short = ExplorationInvariant.state(ListLogic.State.self, "at most 2 to-dos") {
            $0.todos.count <= 2
        }
        app.explorationInvariants = [short]
        let broken = await run(["--replay", story.path], app: app)
        #expect(broken.status == 1)
        #expect(broken.output.contains("Walk the dog"))
        #expect(
            broken.errors == [
                "todo: \(story.path) is what an exploration found, so it runs as exploring does, "
                    + "on data of its own; your data is not touched.",
                #"todo: the story breaks a rule again: On screen "To-do" (List), a state broke the rule "at most 2 to-dos"."#,
            ])
        let long = ExplorationInvariant.state(ListLogic.State.self, "at most 9 to-dos") {
            $0.todos.count <= 9
        }
        app.explorationInvariants = [long]
        let kept = await run(["--replay", story.path], app: app)
        #expect(kept.status == 0)
        #expect(
            kept.errors.last
                == "todo: no rule broke this time: what the exploration found is fixed, or needs "
                + "something the story does not repeat (an option, the data).")
        // The rules were a test's (assertExplores), not the app's: the app cannot tell.
        app.explorationInvariants = []
        let unknown = await run(["--replay", story.path], app: app)
        #expect(unknown.status == 0)
        let unchecked: String =
            "todo: no rule of Scenic's broke this time. todo declares no rules of its own "
            + "(explorationInvariants), so a rule given to assertExplores in a test was not "
            + "checked: run that test again to see whether what it found is fixed."
        #expect(unknown.errors.last == unchecked)
    }

    /// A story found by a trap that no longer traps says so, not that no rule broke.
    ///
    /// Before, it spoke of rules the story never broke (found by a hostile tester).
    @Test func replayingATrapThatNoLongerTrapsSaysSo() async throws {
        let story = try storyFile(
            "# Found by exploration (seed 1, 9 steps): The app trapped (signal 4) after "
                + "\"add x\": Fatal error.\nadd x\n", in: "replayed-trap")
        defer { try? FileManager.default.removeItem(at: story.deletingLastPathComponent()) }

        let replayed = await run(["--replay", story.path], app: app())

        #expect(replayed.status == 0)
        let fixed: String =
            "todo: the app did not trap this time: what the exploration found is fixed, or "
            + "needs something the story does not repeat (an option, the data)."
        #expect(replayed.errors.last == fixed)
    }

    @Test func printsTheVersionAndAHelpThatFits80Columns() async {
        #expect(await run(["--version"], app: app()).output == "todo 1.2.3\n")
        let help = await run(["--help"], app: app()).output
        #expect(
            help.hasPrefix(
                "Usage: todo [--width N] [--previews] [--route ROUTE…] [--record FILE]\n"
                    + "            [--log FILE] [--replay FILE] [--explore STEPS [--seed N]]\n"
                    + "            [--store NAME] [--quiet]\n"))
        #expect(help.contains("  --store NAME     Use the store NAME\n"))
        // Each route that takes a word says what, with an example, as the screens show it;
        // then the variables every Scenic app reads (SCENIC_NOW was only in an app's summary,
        // if the app said it: found by a stranger).
        #expect(
            help.hasSuffix(
                """
                Routes (for --route; several open in order, the first at the bottom):
                  list, lock
                  item N  the to-do numbered N in the list, as in "--route list item 2"

                Environment:
                  SCENIC_NOW=TIME     Start the clock at TIME, such as 2026-05-04T10:30:00Z: a
                                      piped session then shows the same dates each run (a story
                                      starts at its own "# now:").
                  SCENIC_SEED=N       Draw the app's random numbers from seed N, a whole number:
                                      a piped session then draws the same ones each run (a story
                                      draws from its own "# seed:").
                  SCENIC_SECRET_NAME  The secret --replay types for ${NAME} in a story.

                """))
        #expect(help.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    @Test(arguments: [
        ([""], #"todo: unexpected "": todo takes options only. Run "todo --help" for more."#),
        (["="], #"todo: unexpected "=": todo takes options only. Run "todo --help" for more."#),
        (
            ["list.txt"],
            #"todo: unexpected "list.txt": todo takes options only. Run "todo --help" for more."#
        ),
        (["--bogus"], #"todo: unknown option "--bogus". Run "todo --help" for the options."#),
        // A near miss is named (found by a stranger's launch test).
        (
            ["--widht", "60"],
            #"todo: unknown option "--widht". Did you mean --width? Run "todo --help" for the "#
                + "options."
        ),
        (["--width"], #"todo: --width needs a value, as in "--width 60"."#),
        (["--width", "9"], #"todo: --width must be a whole number from 20 to 1000, got "9"."#),
        (["--store"], #"todo: --store needs a value, as in "--store NAME"."#),
        (
            ["--route"],
            #"todo: --route needs the screens to open, as in "--route ROUTE". Run "todo --help" for the routes."#
        ),
        (
            ["--route", "attic"],
            #"todo: --route: there is no screen "attic". Routes: list, lock, item N."#
        ),
        (
            ["--route", "lsit"],
            #"todo: --route: there is no screen "lsit". Did you mean "list"? Routes: list, lock, item N."#
        ),
        (["--route", "item"], #"todo: --route: item needs N, as in "--route item N"."#),
        (
            ["--route", "item", "two"],
            #"todo: --route: item "two" names nothing here. Run "todo --help" for what each route takes."#
        ),
        (["--replay"], #"todo: --replay needs a value, as in "--replay FILE"."#),
        (["--record"], #"todo: --record needs a value, as in "--record FILE"."#),
        (["--log"], #"todo: --log needs a value, as in "--log FILE"."#),
        // The second would win without a word, and the first file go unread.
        (
            ["--replay", "a.story", "--replay=b.story"],
            "todo: --replay is given twice; give it once."
        ),
        (["--store", "a", "--store", "b"], "todo: --store is given twice; give it once."),
        (["--route", "list", "--route", "lock"], "todo: --route is given twice; give it once."),
        (
            ["--store", ""],
            #"todo: --store was given an empty value (an unset variable?); give one, as in "--store NAME"."#
        ),
        (
            ["--record="],
            #"todo: --record was given an empty value (an unset variable?); give one, as in "--record FILE"."#
        ),
        (
            ["--explore", "0"],
            #"todo: --explore must be a whole number of lines to type, from 1 to 9223372036854775807, got "0"."#
        ),
        // Said with its upper end: "1 or more" did not say why this was refused.
        (
            ["--explore", "99999999999999999999"],
            #"todo: --explore must be a whole number of lines to type, from 1 to 9223372036854775807, got "99999999999999999999"."#
        ),
        (["--explore"], #"todo: --explore needs a value, as in "--explore 200"."#),
        (
            ["--explore", "9", "--seed", "-1"],
            #"todo: --seed must be a whole number from 0 to 18446744073709551615, got "-1"."#
        ),
        (
            ["--explore", "9", "--replay", "a.story"],
            "todo: --explore runs sessions of its own and cannot be combined with --replay; "
                + "run them one at a time."
        ),
        // Its hundreds of sessions would write no log: said, not passed over.
        (
            ["--log", "session.log", "--explore", "9"],
            "todo: --explore runs sessions of its own and cannot be combined with --log; "
                + "run them one at a time."
        ),
        // A flag given a value was set whatever the value said: `--previews=no` opened the
        // gallery, and an app's own `--quiet=false` would have turned it on.
        (
            ["--previews=no"],
            #"todo: --previews takes no value, got "--previews=no"; give --previews alone, or leave it out."#
        ),
        (
            ["--quiet=false"],
            #"todo: --quiet takes no value, got "--quiet=false"; give --quiet alone, or leave it out."#
        ),
        (
            ["--help="],
            #"todo: --help takes no value, got "--help="; give --help alone, or leave it out."#
        ),
        (
            ["--version=\u{1B}"],
            #"todo: --version takes no value, got "--version=^["; give --version alone, or leave it out."#
        ),
        // A path whose bytes were not UTF-8 named another file (`a\u{FFFD}.story`).
        (
            ["--record", "a\u{FFFD}.story"],
            "todo: --record: a\u{FFFD}.story has bytes that are not UTF-8 text (shown as "
                + "\u{FFFD}), so the file it names cannot be reached by it. Rename the file to "
                + "UTF-8 text, or give another path."
        ),
        // The gallery would have opened, the screens named passed over.
        (
            ["--route", "lock", "--previews"],
            "todo: --previews shows the gallery of sample screens, not the screens --route names; "
                + "give one of --previews and --route."
        ),
        // Its story replayed on the app, not on the gallery.
        (
            ["--previews", "--record", "gallery.story"],
            "todo: --record writes a story to replay on the app, but --previews shows the "
                + "gallery of sample screens; give one of --previews and --record."
        ),
    ])
    func aBadCommandLineExitsWith2AndSaysWhy(arguments: [String], message: String) async {
        let result = await run(arguments, app: app())
        #expect(result.status == 2)
        #expect(result.errors == [message])
        #expect(result.output.isEmpty)
    }

    @Test func aLaunchThatCannotStartExitsWithItsStatus() async {
        let result = await run(
            [], app: app(failing: AppLaunchError("Cannot use /data: read-only.", status: 1)))
        #expect(result.status == 1)
        #expect(result.errors == ["todo: Cannot use /data: read-only."])
    }

    /// An app's launch error may quote what the user gave, control characters and all (a
    /// variable's value, a path): shown visibly, never raw on the terminal.
    ///
    /// A line break too, so a quoted value cannot start a line that passes for the app's own.
    @Test func aLaunchErrorNeverPrintsControlCharactersRaw() async {
        let result = await run(
            [],
            app: app(
                failing: AppLaunchError(
                    "TODO_NOW=\u{1B}[31mx\u{7}\ntodo: y is not a time.", status: 2)))
        #expect(result.status == 2)
        #expect(result.errors == ["todo: TODO_NOW=^[[31mx^G^Jtodo: y is not a time."])
    }
}

/// `--replay FILE`: a `.story` file typed as the story tests type it.
@Suite(.blocking) struct ScenicAppReplayTests {
    let tests = ScenicAppTests()

    func storyFile(_ text: String) throws -> String {
        let path = TestFolder.path("replay", ending: ".story").path
        try Data(text.utf8).write(to: URL(filePath: path))
        return path
    }

    @Test func typesTheStoryAtItsWidthWithCommentsAndBlankLinesPassedOver() async throws {
        let path = try storyFile("# Adding one.\n# width: 30\n\nadd Tea\n\\\nquit\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Typed input is not read: the story is the input.
        let result = await tests.run(["--replay", path], typed: "add Never\n", app: tests.app())
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let echoed = result.output.split(separator: "\n").filter { $0.hasPrefix(">") }
        #expect(echoed == ["> add Tea", ">", "> quit"])
        #expect(
            result.output.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 30 })
        #expect(result.output.contains(String(repeating: "─", count: 30) + "\n"))
    }

    @Test func widthOnTheCommandLineWinsOverTheStorys() async throws {
        let path = try storyFile("# width: 30\nquit\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await tests.run(["--replay", path, "--width", "50"], app: tests.app())
        #expect(result.output.contains(String(repeating: "─", count: 50) + "\n"))
    }

    @Test func aStoryThatIsNotTextIsRefusedWithItsPath() async throws {
        let path = try storyFile("")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data([0x61, 0xFF, 0x0A]).write(to: URL(filePath: path))
        let result = await tests.run(["--replay", path], app: tests.app())
        #expect(result.status == 2)
        #expect(
            result.errors == [
                "todo: --replay: cannot read \(path): it is not UTF-8 text (line 1); save it as "
                    + "UTF-8."
            ])
        #expect(result.output.isEmpty)
    }

    @Test func aFIFOIsRefusedInsteadOfWaitedOn() async throws {
        let path = TestFolder.path("replay", ending: ".story").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await tests.run(["--replay", path], app: tests.app())
        #expect(result.status == 2)
        #expect(result.errors == ["todo: --replay: cannot read \(path): it is not a regular file."])
    }

    @Test func aLinkToNothingIsNamedAsOne() async throws {
        let path = TestFolder.path("replay", ending: ".story").path
        try FileManager.default.createSymbolicLink(
            atPath: path, withDestinationPath: TestFolder.path("gone").path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await tests.run(["--replay", path], app: tests.app())
        #expect(result.status == 2)
        #expect(
            result.errors == [
                "todo: --replay: cannot read \(path): it is a symbolic link to nothing."
            ])
    }

    /// `/dev/stdin` from a pipe is a link to a link to a pipe: named as a pipe, with what to
    /// do (it was "a symbolic link to nothing").
    @Test func standardInputFromAPipeGivenAsTheStoryFileSaysToPipeItIn() async throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        let link = TestFolder.path("stdin", ending: ".story").path
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: "/dev/fd/\(ends[0])")
        defer { try? FileManager.default.removeItem(atPath: link) }
        let result = await tests.run(["--replay", link], app: tests.app())
        #expect(result.status == 2)
        #expect(
            result.errors == [
                "todo: --replay: cannot read \(link): it is a pipe, not a story file; pipe the "
                    + #"story in instead (as in "< game.story")."#
            ])
    }

    /// A shell's `<(cat game.story)` is a link to a pipe: named as one, with what to do.
    @Test func aPipeGivenAsTheStoryFileSaysToPipeItIn() async throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        // What the shell hands the app for `<(cat game.story)`, on Linux.
        let path = "/proc/self/fd/\(ends[0])"
        let result = await tests.run(["--replay", path], app: tests.app())
        #expect(result.status == 2)
        #expect(
            result.errors == [
                "todo: --replay: cannot read \(path): it is a pipe, not a story file; pipe the "
                    + #"story in instead (as in "< game.story")."#
            ])
    }
}

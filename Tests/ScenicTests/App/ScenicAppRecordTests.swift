import Foundation
import Scenic
import ScenicTestSupport
import ScenicTesting
import Testing

@testable import Scenic

/// `--record FILE`: the lines typed, written as a story that replays the same session.
@Suite struct ScenicAppRecordTests {
    let tests = ScenicAppTests()
    let folder = TestFolder.path("record")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func run(_ arguments: [String], typed: String, environment: [String: String] = [:]) async
        -> ScenicAppTests.Run
    {
        await .of(tests.app(), arguments, typed: typed, environment: environment)
    }

    /// The to-do list never reads its clock, so the story has no `# now:` line, which its
    /// story test would refuse as unused (a stranger's recording failed so); an app that
    /// reads the date keeps it (``SessionClockLaunchTests``).
    @Test func writesTheTypedLinesUnderTheirScreensWithSecretsAsPlaceholders() async throws {
        let story = folder.appending(path: "session.story").path
        let typed = "unlock pw\nadd Tea\n\n# passed over\n\\x\nopen 1\nunlock\n"
        let result = await run(
            ["--record", story, "--route", "lock"], typed: typed,
            environment: ["SCENIC_NOW": "2026-05-04T10:30:00Z"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let text = try String(contentsOfFile: story, encoding: .utf8)
        #expect(
            text == """
                # Recorded by todo --record.
                # It starts at --route lock: replay it with "--route lock --replay FILE";
                # a story test starts at the app's first screen, so type the way there first.
                # width: 60
                # Locked
                # ${PASSWORD} stands for a secret: give its value with SCENIC_SECRET_PASSWORD for --replay,
                # or assertStories(secrets:) in a test.
                unlock ${PASSWORD}
                # To-do
                add Tea
                \\
                \\\\x
                open 1
                unlock

                """)
        #expect(!text.contains("pw\n"), "the password is never written")
    }

    /// A session at a height other than a story's 24 rows is recorded with it, so that a
    /// replay pages a list as the session did; at 24 rows the story says nothing of it.
    @Test func theHeightIsRecordedWhenItIsNotAStorysOwn() async throws {
        let tall = folder.appending(path: "tall.story").path
        let result = await run(
            ["--record", tall], typed: "add Tea\n", environment: ["LINES": "40"])
        #expect(result.status == 0)
        let text = try String(contentsOfFile: tall, encoding: .utf8)
        #expect(text.contains("# width: 60\n# height: 40\n"), "\(text)")
        let usual = folder.appending(path: "usual.story").path
        _ = await run(["--record", usual], typed: "add Tea\n")
        #expect(try !String(contentsOfFile: usual, encoding: .utf8).contains("# height"))
    }

    /// A secret too long to keep is ignored with the command that asked for it, so neither is
    /// in the story: before, the story typed `${PASSWORD}` there, and its replay unlocked at
    /// once and went on out of step (found by a hostile tester).
    @Test func aSecretTooLongToKeepIsRecordedWithItsCommandTakenBack() async throws {
        let story = folder.appending(path: "long-secret.story").path
        let typed = "unlock\n" + String(repeating: "x", count: 70_000) + "\nunlock\npw\n"
        let result = await run(["--record", story, "--route", "lock"], typed: typed)
        #expect(result.status == 0)
        #expect(result.output.contains("The line was 70000 bytes long, over the limit of 65536"))
        let text = try String(contentsOfFile: story, encoding: .utf8)
        #expect(
            text.hasSuffix(
                """
                # Locked
                # (a line too long to keep was typed here for ${PASSWORD}, and ignored with the command that asked for it)
                unlock
                # ${PASSWORD} stands for a secret: give its value with SCENIC_SECRET_PASSWORD for --replay,
                # or assertStories(secrets:) in a test.
                ${PASSWORD}

                """), "\(text)")
        // Its replay unlocks once, as the session did.
        let replayed = await run(
            ["--replay", story, "--route", "lock"], typed: "",
            environment: ["SCENIC_SECRET_PASSWORD": "pw"])
        #expect(replayed.status == 0, "\(replayed.errors)")
        #expect(replayed.output.components(separatedBy: "Password: (hidden)").count == 2)
        #expect(replayed.output.contains("[ ] Buy milk"))
    }

    /// A session started with the app's own options (a seed, a data folder) may depend on
    /// them: the story says how to replay it with them.
    @Test func theAppsOwnOptionsAreNamedInTheHeaderWithTheReplayThatRepeatsThem() async throws {
        let story = folder.appending(path: "options.story").path
        _ = await run(
            ["--store", "Ada's list", "--record", story, "--route", "lock"], typed: "")
        let text = try String(contentsOfFile: story, encoding: .utf8)
        #expect(
            text.hasPrefix(
                #"""
                # Recorded by todo --record.
                # Replay it as it was recorded: todo --store 'Ada'\''s list' --route lock --replay FILE
                # (on a copy of the data as it was before: replayed on the data it changed, it
                # changes it again)
                # A story test runs on the console its test makes, without these options:
                # make that console as they make the app.
                # A story test starts at the app's first screen, so type the way there first.
                # width: 60

                """#), "\(text)")
        // The header is comments: the story replays as typed.
        #expect(try StoryScript(text: text).lines.isEmpty)
    }

    @Test func aSecretAskedForIsRecordedAsItsPlaceholderOnItsOwnLine() async throws {
        let story = folder.appending(path: "asked.story").path
        _ = await run(["--record", story, "--route", "lock"], typed: "unlock\npw\n")
        let text = try String(contentsOfFile: story, encoding: .utf8)
        #expect(
            text.hasSuffix(
                "# Locked\nunlock\n# ${PASSWORD} stands for a secret: give its value with "
                    + "SCENIC_SECRET_PASSWORD for --replay,\n# or assertStories(secrets:) in a test.\n"
                    + "${PASSWORD}\n"))
        // A story without a secret says nothing of secrets (a newcomer looked for one).
        let plain = folder.appending(path: "plain.story").path
        _ = await run(["--record", plain], typed: "add Tea\n")
        #expect(try !String(contentsOfFile: plain, encoding: .utf8).contains("secret"))
    }

    @Test func theRecordedStoryReplaysTheSameSession() async throws {
        let story = folder.appending(path: "round-trip.story").path
        let typed = "unlock\npw\nadd Tea\nopen 3\nback\n\n"
        let live = await run(["--record", story, "--route", "lock"], typed: typed)

        // With --replay, the secret comes from the environment.
        let replayed = await run(
            ["--replay", story, "--route", "lock"], typed: "",
            environment: ["SCENIC_SECRET_PASSWORD": "pw"])
        #expect(replayed.status == 0)
        #expect(replayed.output == live.output)

        // As a story test, the secret comes from the test.
        let loaded = try Story(contentsOf: URL(filePath: story), secrets: ["PASSWORD": "pw"])
        #expect(loaded.lines == ["unlock", "pw", "add Tea", "open 3", "back", ""])
        #expect(loaded.width == 60)
    }

    /// A story replayed or piped in while recording runs at its own width, and the new story
    /// says that width: it said the terminal's (80), and replayed differently.
    @Test func aStoryRecordedFromAReplayKeepsItsWidth() async throws {
        let source = folder.appending(path: "wide.story")
        try Data("# width: 100\nadd Tea\n".utf8).write(to: source)
        for piped in [false, true] {
            let story = folder.appending(path: "wide-again-\(piped).story").path
            let arguments = ["--record", story] + (piped ? [] : ["--replay", source.path])
            let first = await run(
                arguments, typed: piped ? try String(contentsOf: source, encoding: .utf8) : "")
            #expect(first.status == 0, "\(first.errors)")
            let text = try String(contentsOfFile: story, encoding: .utf8)
            #expect(text.contains("# width: 100\n"), "\(text)")
            let again = await run(["--replay", story], typed: "")
            #expect(again.output == first.output)
        }
    }

    @Test func neverWritesOverAnExistingFile() async throws {
        let story = folder.appending(path: "kept.story").path
        try Data("# a story test\nadd Tea\n".utf8).write(to: URL(filePath: story))
        let result = await run(["--record", story], typed: "add Milk\n")
        #expect(result.status == 2)
        #expect(
            result.errors == [
                "todo: --record: cannot create \(story): it already exists; remove it or choose "
                    + "another name."
            ])
        #expect(try String(contentsOfFile: story, encoding: .utf8) == "# a story test\nadd Tea\n")
        // A folder given for the file is not one to remove.
        let intoFolder = await run(["--record", folder.path], typed: "add Milk\n")
        #expect(
            intoFolder.errors == [
                "todo: --record: cannot create \(folder.path): it is a folder; give the path of a "
                    + "new file, in it or elsewhere."
            ])
    }

    @Test func clockStepsOfPipedInputAreRecordedWhereTheyCame() async throws {
        let story = folder.appending(path: "clock.story").path
        let typed = "add Tea\n# after 5s\n# passed over\nopen 1\n# AFTER 250ms\n"
        let live = await run(["--record", story], typed: typed)
        let text = try String(contentsOfFile: story, encoding: .utf8)
        #expect(text.hasSuffix("add Tea\n# after 5s\nopen 1\n# AFTER 250ms\n"))
        let replayed = await run(["--replay", story], typed: "")
        #expect(replayed.output == live.output)
    }

    @Test func aReplayWithAClockStepItCannotReadSaysWhereAndHowToWriteIt() async throws {
        let story = folder.appending(path: "bad-step.story").path
        try Data("add Tea\n# after 90\n".utf8).write(to: URL(filePath: story))
        let result = await run(["--replay", story], typed: "")
        #expect(result.status == 2)
        #expect(
            result.errors == [
                "todo: --replay: \(story), line 2: \"# after 90\" is not a clock step: give a "
                    + "whole number with ms, s, m, h or d, at most a year (366d), such as "
                    + "\"# after 2500ms\", \"# after 30s\" or \"# after 1d\". For a comment in "
                    + "words, begin the line with \"##\"."
            ])
        // Piped as a story (its first line a comment), it stops there and says so.
        let piped = await run([], typed: "# piped\nadd Tea\n# after 2.5s\nopen 1\n")
        #expect(piped.status == 2)
        #expect(
            piped.errors == [
                "todo: the story piped in, line 3: \"# after 2.5s\" is not a clock step: give a "
                    + "whole number with ms, s, m, h or d, at most a year (366d), such as "
                    + "\"# after 2500ms\", \"# after 30s\" or \"# after 1d\". For a comment in "
                    + "words, begin the line with \"##\". It stopped there."
            ])
    }

    @Test func waitsInARowAreOneStepSpelledInWholeSecondsOrMilliseconds() {
        var written = ""
        var recording = StoryRecording(app: "todo", width: 60) { written += $0 }
        written = ""
        recording.typed("start", on: "Timer")
        recording.waited(.seconds(2))
        recording.waited(.seconds(2))
        recording.typed("stop", on: "Timer")
        recording.waited(.milliseconds(1_250))
        recording.notedSubscription()
        recording.typed("start", on: "Timer")
        // Rounded up, so that a replay's timer is due by then.
        recording.waited(.seconds(1) + .nanoseconds(1))
        recording.clockStep("# after 3s")
        #expect(
            written == """
                # Timer
                start
                # after 4s
                stop
                # (news from a subscription came here; stories do not replay it)
                # after 1250ms
                start
                # after 1001ms
                # after 3s

                """)
    }

    @Test func aReplayWithoutTheSecretSaysWhichVariableToSet() async throws {
        let story = folder.appending(path: "secret.story").path
        try Data("unlock ${PASSWORD}\n".utf8).write(to: URL(filePath: story))
        let result = await run(["--replay", story], typed: "")
        #expect(result.status == 2)
        #expect(
            result.errors == [
                "todo: --replay: \(story), line 1 types ${PASSWORD}; set "
                    + "SCENIC_SECRET_PASSWORD to the secret to type there."
            ])
    }

    @Test func aPipedStorysHugeLineIsShownAndRefusedAsReplayingItDoes() async throws {
        let text = "# huge\nadd Tea\nadd " + String(repeating: "a", count: 70_000) + "\nopen 1\n"
        let story = folder.appending(path: "huge.story").path
        try Data(text.utf8).write(to: URL(filePath: story))
        let replayed = await run(["--replay", story], typed: "")
        let piped = await run([], typed: text)
        #expect(replayed.status == 0 && piped.status == 0)
        #expect(piped.output.contains("> (a line of 70004 bytes)\n"))
        #expect(
            piped.output.contains(
                "The line was 70004 bytes long, over the limit of 65536; it was ignored."))
        #expect(piped.output == replayed.output)
    }

    /// A story's secret typed where no secret is asked for is echoed as the story spells it.
    ///
    /// A story one line out of step echoed it (`> add pw`), into CI logs and snapshots. It
    /// echoes `${PASSWORD}`, piped or replayed, and a recording of the replay writes that too.
    @Test func aSecretTypedWhereNoneIsAskedForIsEchoedAsTheStorySpellsIt() async throws {
        let text = "# out of step\nadd ${PASSWORD}\n${PASSWORD}\nunlock\n"
        let story = folder.appending(path: "out-of-step.story").path
        try Data(text.utf8).write(to: URL(filePath: story))
        let again = folder.appending(path: "out-of-step-again.story").path
        let log = folder.appending(path: "out-of-step.log").path
        let secret = ["SCENIC_SECRET_PASSWORD": "hunter2"]
        let replayed = await run(
            ["--replay", story, "--record", again, "--log", log], typed: "", environment: secret)
        let piped = await run([], typed: text, environment: secret)
        #expect(replayed.status == 0 && piped.status == 0)
        #expect(replayed.output.contains("> add ${PASSWORD}\n"), "\(replayed.output)")
        #expect(!replayed.output.contains("> add hunter2"))
        // The console's own answer quotes the story's spelling too; the app's list is its own.
        #expect(replayed.output.contains(#"» Unknown command "${PASSWORD}"."#))
        #expect(!replayed.output.contains(#""hunter2""#))
        #expect(piped.output == replayed.output)
        let logged = try String(contentsOfFile: log, encoding: .utf8)
        #expect(logged.contains(#"add("${PASSWORD}")"#) && !logged.contains("hunter2"), "\(logged)")
        #expect(try String(contentsOfFile: again, encoding: .utf8).contains("\nadd ${PASSWORD}\n"))
        let loaded = try Story(name: "s", text: text, secrets: ["PASSWORD": "hunter2"])
        let transcript = await loaded.replay(
            on: Console(
                navigator: Navigator(
                    builder: SampleScenes(store: TodoStore([]), password: "pw"), root: .list)))
        #expect(transcript.contains("> add ${PASSWORD}\n"))
    }

    /// A story's secret with spaces, typed where a command takes one word, is quoted as the
    /// story spells it when the console's refusal names one word of it.
    ///
    /// `open ${PASSWORD}` with `hunter two` said `got "hunter"`, into CI logs and snapshots
    /// (found by a hostile tester). A word of one or two characters is hidden as a quoted word
    /// only, so the rest of the screen keeps its letters.
    @Test func aWordOfAStorySecretQuotedByARefusalIsItsPlaceholder() async throws {
        let text = "# words\nopen ${PASSWORD}\nopen ${PIN}\n"
        let story = folder.appending(path: "words.story").path
        try Data(text.utf8).write(to: URL(filePath: story))
        let log = folder.appending(path: "words.log").path
        let secrets = ["SCENIC_SECRET_PASSWORD": "hunter two", "SCENIC_SECRET_PIN": "o 7"]
        let replayed = await run(
            ["--replay", story, "--route", "list", "--log", log], typed: "",
            environment: secrets)
        #expect(replayed.status == 0)
        let refusals = replayed.output.split(separator: "\n").filter { $0.hasPrefix("» open") }
        #expect(refusals.count == 2, "\(replayed.output)")
        // The short word is left where it is only a letter: "open" and "whole" keep their "o".
        #expect(
            refusals == [
                #"» open: N must be a whole number, got "${PASSWORD}""#,
                #"» open: N must be a whole number, got "${PIN}""#,
            ])
        #expect(!replayed.output.contains("hunter") && !replayed.output.contains(#""o""#))
        let logged = try String(contentsOfFile: log, encoding: .utf8)
        #expect(!logged.contains("hunter"), "\(logged)")
    }

    /// A story's secret is hidden as the console reads it too: quotes taken out, spaces at its
    /// ends dropped (`'single'` was quoted as `got "single"`: found by a hostile tester).
    @Test(arguments: [
        "'single'", #"x"y"z"#, "  lead", "trail  ", #"pass\word"#,
        "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ", "it's-a-secret",
    ])
    func aStorySecretIsHiddenAsTheConsoleReadsIt(secret: String) async throws {
        let story = folder.appending(path: "read-\(UUID().uuidString.prefix(8)).story").path
        let lines = ["open ${PASSWORD}", #"open "${PASSWORD}""#, "open '${PASSWORD}'"]
        try Data(("# read\n" + lines.joined(separator: "\n") + "\n").utf8).write(
            to: URL(filePath: story))
        let replayed = await run(
            ["--replay", story, "--route", "list"], typed: "",
            environment: ["SCENIC_SECRET_PASSWORD": secret])
        let refusals = replayed.output.split(separator: "\n").filter { $0.hasPrefix("» open") }
        #expect(
            refusals
                == Array(
                    repeating: #"» open: N must be a whole number, got "${PASSWORD}""#, count: 3),
            "\(replayed.output)")
        for word in ["single", "xyz", "lead", "trail", "password", "abcdefghij", "its-a"] {
            #expect(!replayed.output.contains(word), "\(replayed.output)")
        }
    }

    /// A long secret after other characters of a word is hidden where the refusal cuts the
    /// word (39 of its characters showed), and a short one after "got " only as a whole word
    /// (`got 4200…` lost its 42): both found by a hostile tester.
    @Test func aSecretIsHiddenWhereARefusalCutsItsWordAndOnlyThere() async throws {
        let story = folder.appending(path: "cut.story").path
        try Data("# cut\nopen x${LONG}\nopen 4200000000000000000000 ${PIN}\n".utf8).write(
            to: URL(filePath: story))
        let replayed = await run(
            ["--replay", story, "--route", "list"], typed: "",
            environment: [
                "SCENIC_SECRET_LONG": "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMN",
                "SCENIC_SECRET_PIN": "42",
            ])
        let refusals = replayed.output.split(separator: "\n").filter { $0.hasPrefix("» open") }
        #expect(!replayed.output.contains("abcdefghij"), "\(replayed.output)")
        #expect(refusals.first == #"» open: N must be a whole number, got "x${LONG}""#)
        #expect(refusals.last?.hasSuffix("got 4200000000000000000000 ${PIN}") != true)
        #expect(refusals.last?.contains("${PIN}00") == false, "\(refusals)")
    }

    /// A story's secret of one or two characters, whole, is hidden as a quoted value only.
    ///
    /// `e` was hidden wherever it stood in the refusal of its line: `home: un${PASSWORD}xp…`
    /// (found by a hostile tester).
    @Test func aShortStorySecretLeavesTheRefusalsWordsWhole() async throws {
        let text = "# short\nhome add ${PASSWORD}\nopen ${PASSWORD}\nopen ${PIN}\n"
        let story = folder.appending(path: "short.story").path
        try Data(text.utf8).write(to: URL(filePath: story))
        let replayed = await run(
            ["--replay", story, "--route", "list"], typed: "",
            environment: ["SCENIC_SECRET_PASSWORD": "e", "SCENIC_SECRET_PIN": "-7"])
        #expect(replayed.status == 0)
        let refusals = replayed.output.split(separator: "\n").filter {
            $0.hasPrefix("» home") || $0.hasPrefix("» open")
        }
        #expect(
            refusals == [
                #"» home: unexpected "add" "${PASSWORD}". Usage: home"#,
                #"» open: N must be a whole number, got "${PASSWORD}""#,
                // Quoted where a refusal says the number it got, as every refusal quotes
                // (unquoted, it showed: a hostile tester's).
                #"» open: N must be at least 1, got "${PIN}""#,
            ], "\(replayed.output)")
    }

    /// Piped, a comment where a password is asked after its command is no password, and a
    /// clock step there moves the clock once the command's line is handled.
    ///
    /// `unlock`, `# after 1s`, `pw` took the step as the password, then typed `pw` as a
    /// command and showed it (found by a hostile tester).
    @Test func aCommentWhereAPasswordIsAskedIsNoPassword() async {
        let typed = "unlock\n# the password comes next\n# after 1s\npw\nquit\n"
        let result = await run(["--route", "lock"], typed: typed)
        #expect(result.status == 0)
        #expect(!result.output.contains("> pw"))
        #expect(result.output.contains("Password: (hidden)\n"), "\(result.output)")
        // The step is taken after the password's line, whose screen it leaves as it was.
        #expect(
            result.output.contains("Call Ada\n\n" + String(repeating: "─", count: 60))
                && result.output.hasSuffix("> # after 1s\n> quit\n"), "\(result.output)")
    }

    /// A password answer over the longest line is said to be too long, and one not UTF-8 is
    /// noted, as for a command line.
    ///
    /// The first was dropped and then said to be missing, the second replaced without a word.
    @Test func aSecretTooLongToKeepIsSaidToBeTooLong() async {
        let typed = "unlock\n" + String(repeating: "p", count: 70_000) + "\nquit\n"
        let result = await run(["--route", "lock"], typed: typed)
        #expect(
            result.output.replacingOccurrences(of: "\n  ", with: " ").contains(
                "The line was 70000 bytes long, over the limit of 65536; it was ignored."),
            "\(result.output.suffix(600))")
        #expect(!result.output.lowercased().contains("missing"))

        // One that was not UTF-8 is noted, as a command line is.
        var console = Console(
            navigator: Navigator(
                builder: SampleScenes(store: TodoStore([]), password: "pw"), root: .lock),
            configuration: ConsoleConfiguration(width: .fixed(60)))
        var input = ScriptInput(bytes: Array("unlock\np".utf8) + [0xFF] + Array("w\n".utf8))
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        #expect(output.text.contains("» The line was not valid UTF-8"), "\(output.text)")
    }

    @Test func aSecretWithALineBreakIsRefusedNotTypedAsCommands() async throws {
        let story = folder.appending(path: "broken-secret.story").path
        try Data("unlock ${PASSWORD}\n".utf8).write(to: URL(filePath: story))
        let result = await run(
            ["--replay", story], typed: "",
            environment: ["SCENIC_SECRET_PASSWORD": "pw\nadd Tea"])
        #expect(result.status == 2)
        #expect(!result.output.contains("add Tea"))
        #expect(
            result.errors == [
                "todo: --replay: SCENIC_SECRET_PASSWORD holds a line break; a secret is typed as "
                    + "one line, so give it without one."
            ])
    }
}

import Foundation
import ScenicSnapshotStore
import ScenicTestSupport
import Testing

@testable import Scenic
@testable import ScenicTesting

@Suite struct StoryTests {
    @Test func readsTypedLinesSkippingCommentsAndBlankLines() throws {
        let story = try Story(name: "s", text: "# A comment\nopen 1\n\n   \nadd 2\r\n")
        #expect(story.lines == ["open 1", "add 2"])
        #expect(story.width == 80)
        #expect(story.input == "open 1\nadd 2\n")
    }

    /// A story saved with carriage returns alone ends its lines with them: read as one line,
    /// it typed `open 1^Madd 2`.
    @Test func carriageReturnsAloneEndLinesToo() throws {
        let story = try Story(name: "s", text: "# A comment\ropen 1\r\radd 2\r\nhelp\r")
        #expect(story.lines == ["open 1", "add 2", "help"])
    }

    @Test func aWidthCommentSetsTheWidth() throws {
        #expect(try Story(name: "s", text: "#  Width: 40\nhelp").width == 40)
        // The colon left out: it ran at 80, the comment passed over.
        #expect(try Story(name: "s", text: "# width 40\nhelp").width == 40)
        #expect(throws: StoryError.self) { try Story(name: "s", text: "# width 5\nhelp") }
        // A comment that goes on in words is a comment.
        #expect(try Story(name: "s", text: "# width 60 is too narrow\nhelp").width == 80)
        // Spaced before the colon, as `# now : …` may be: it ran at 80 (found by a hostile
        // tester).
        #expect(try Story(name: "s", text: "# width : 40\nhelp").width == 40)
        #expect(try Story(name: "s", text: "# widths vary\nhelp").width == 80)
    }

    @Test func aHeightCommentSetsTheHeightAsAWidthCommentSetsTheWidth() throws {
        #expect(try Story(name: "s", text: "help").height == 24)
        #expect(try Story(name: "s", text: "# height: 40\nhelp").height == 40)
        #expect(try Story(name: "s", text: "#  Height 12\nhelp").height == 12)
        #expect(try Story(name: "s", text: "# height of the fold\nhelp").height == 24)
        #expect(throws: StoryError.badHeight(story: "s", line: 1, value: "9")) {
            try Story(name: "s", text: "# height: 9\nhelp")
        }
        #expect(
            StoryError.badHeight(story: "s", line: 1, value: "9").message
                == #"Story s, line 1: height must be a whole number from 10 to 1000, got "9"."#
                + ###" For a comment in words, begin the line with "##"."###)
        #expect(throws: StoryError.lateHeight(story: "s", line: 2, height: 30, first: 24)) {
            try Story(name: "s", text: "help\n# height: 30\n")
        }
        #expect(
            StoryError.lateHeight(story: "s", line: 2, height: 30, first: 24).message
                == "Story s, line 2: it asks for height 30 after its first typed line or "
                + "\"# after\" step, which ran 24 rows tall; a story runs at one height: put "
                + "\"# height: 30\" before them, or split it into two stories.")
        // Two stories that differ only in height are two stories.
        #expect(
            try Story(name: "s", text: "# height: 30\nhelp") != Story(name: "s", text: "help"))
    }

    @Test func aLeadingBackslashTypesTheRestExactly() throws {
        let story = try Story(name: "s", text: "\\\n\\# not a comment\n\\  spaced\n")
        // A line starting with `#` keeps its backslash, which the console takes off as it
        // types it: without it, `# after 5s` would move the clock.
        #expect(story.lines == ["", "\\# not a comment", "  spaced"])
    }

    /// A session recorded at a terminal where `# after 5s`, `# width: 20` and `\#x` were
    /// typed (refused there as unknown commands) replays them typed, as they were: on replay
    /// the first moved the clock and the others vanished.
    @Test func linesTypedAtATerminalThatLookLikeCommentsReplayTyped() async throws {
        let typed = ["# after 5s", "# width: 20", "\\#x", "\\y"]
        let text = typed.map { StoryRecording.storyLine(typing: $0) + "\n" }.joined()
        #expect(text == "\\# after 5s\n\\# width: 20\n\\\\#x\n\\\\y\n")
        let story = try Story(name: "typed", text: text)
        var console = Console(
            navigator: Navigator(builder: EchoScenes(), root: .echo),
            configuration: ConsoleConfiguration(width: .fixed(40)))
        var input = ScriptInput(story.input)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        for line in typed {
            #expect(output.text.contains("> \(line)\n"), "\(line): \(output.text)")
        }
        #expect(output.text.components(separatedBy: "Unknown command").count == 5)
    }

    @Test func placeholdersTypeTheSecretsTheTestGives() throws {
        let story = try Story(
            name: "s",
            text: "login ada ${PASSWORD}\n${PIN_2}\nfilter $5 ${lower} ${\n\\say ${PASSWORD}\n",
            secrets: ["PASSWORD": "lovelace", "PIN_2": "0000"])
        // Only ${CAPITALS} are placeholders, and a line after "\" is typed exactly.
        #expect(
            story.lines == [
                "login ada lovelace", "0000", "filter $5 ${lower} ${", "say ${PASSWORD}",
            ])
    }

    @Test func aPlaceholderWithoutASecretSaysHowToGiveIt() {
        #expect(throws: StoryError.missingSecret(story: "buy", line: 2, name: "PASSWORD")) {
            try Story(name: "buy", text: "# Login\nlogin ada ${PASSWORD}\n")
        }
        #expect(
            StoryError.missingSecret(story: "buy", line: 2, name: "PASSWORD").message
                == "Story buy, line 2 types ${PASSWORD}, a secret this test does not give. Pass "
                + "it: assertStories(secrets: [\"PASSWORD\": …]).")
    }

    /// One story of a folder that cannot be read (its secret not given) costs only itself:
    /// `assertStories` fails it and runs the others.
    @Test func oneStoryThatCannotBeReadCostsOnlyItself() throws {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "scenic-stories-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("login ada ${PASSWORD}\n".utf8).write(to: folder.appending(path: "a.story"))
        try Data("say hello\n".utf8).write(to: folder.appending(path: "b.story"))
        let each = try Story.each(in: folder, secrets: [:])
        #expect(each.map(\.name) == ["a", "b"])
        #expect(throws: StoryError.missingSecret(story: "a", line: 1, name: "PASSWORD")) {
            try each[0].story.get()
        }
        #expect(try each[1].story.get().lines == ["say hello"])
    }

    /// Two stories whose names give one snapshot file fail naming both, and neither is
    /// replayed: before, each replaced what the other wrote, the test never passed and the
    /// pending file it named was gone (found by a hostile tester).
    ///
    /// So do two whose names differ in case alone, one file on a Mac's disk: elsewhere the
    /// story that passed was failed, saying to use `named:` (a hostile tester's).
    @Test(arguments: [("x y", "x-y", "x-y"), ("X-y", "x-y", "X-y")])
    func storiesOfOneSnapshotFailNamingBoth(first: String, second: String, file: String)
        async throws
    {
        let name = "Clash-\(UUID().uuidString)"
        let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("say a\n".utf8).write(to: folder.appending(path: first + ".story"))
        try Data("say b\n".utf8).write(to: folder.appending(path: second + ".story"))
        var made = 0
        let reports = await IssueRecorder.capturingAsync {
            await assertStories(in: name) { _ in
                made += 1
                return EchoScenes.console
            }
        }
        #expect(made == 0)
        #expect(
            reports.map(\.message) == [
                """
                The stories "\(first).story" and "\(second).story" would share one snapshot, \
                Snapshots/StoryTests/storiesOfOneSnapshotFailNamingBoth.\(file).txt (names \
                that differ only in spaces, accents, punctuation or case name the same file), \
                so neither could pass. Rename one; neither was replayed.
                """
            ])
    }

    @Test(arguments: ["abc", "10", "2000", ""])
    func refusesAnUnusableWidth(value: String) {
        #expect(throws: StoryError.badWidth(story: "s", line: 2, value: value)) {
            try Story(name: "s", text: "open 1\n# width: \(value)\n")
        }
    }

    @Test func refusesAClockStepItCannotRead() {
        #expect(throws: StoryError.badClockStep(story: "s", line: 2, text: "# after 2.5s")) {
            try Story(name: "s", text: "start\n# after 2.5s\n")
        }
        #expect(
            StoryError.badClockStep(story: "s", line: 2, text: "# after 2.5s").message
                == "Story s, line 2: \"# after 2.5s\" is not a clock step: give a whole number "
                + "with ms, s, m, h or d, at most a year (366d), such as \"# after 2500ms\", "
                + "\"# after 30s\" or \"# after 1d\". For a comment in words, begin the line "
                + "with \"##\".")
    }

    /// A comment in words that begins as a step or a setting does (`# After 3 failed logins
    /// the account locks`, `# Now: we pay`) is refused, saying to begin it with "##", which
    /// keeps it a comment (a hostile tester's prose comments failed their stories).
    @Test(arguments: [
        "# After 3 failed logins the account locks", "# Now: we add a croissant",
        "# Seed: the deck is shuffled", "# width: of the screen matters",
    ])
    func aCommentInWordsIsKeptWithTwoHashes(comment: String) throws {
        do {
            _ = try Story(name: "s", text: comment + "\nhelp\n")
            Issue.record("read as a comment: \(comment)")
        } catch {
            #expect(
                error.message.hasSuffix(###" For a comment in words, begin the line with "##"."###))
        }
        _ = try Story(name: "s", text: "#" + comment + "\nhelp\n")
    }

    /// A story's name is its file's, anyone's bytes: shown, never obeyed (an escape sequence
    /// in a file's name cleared the terminal from a failure; a hostile tester).
    @Test func aStorysNameIsShownWithItsControlCharactersVisible() {
        #expect(
            StoryError.badWidth(story: "esc\u{1B}[2J", line: 1, value: "x").message
                .hasPrefix("Story esc^[[2J, line 1: "))
        #expect(
            ConsoleProblem.storyOnAnotherClock(story: "a\u{7}b").message.hasPrefix("Story a^Gb ran")
        )
    }

    @Test func errorWording() {
        #expect(
            StoryError.badWidth(story: "buy", line: 3, value: "x").message
                == #"Story buy, line 3: width must be a whole number from 20 to 1000, got "x"."#
                + ###" For a comment in words, begin the line with "##"."###)
        #expect(
            StoryError.noStories(folder: "/p/Stories").message
                == "No .story files in /p/Stories. Add one (a typed line per line) and run the tests."
        )
        #expect(
            StoryError.notUTF8(path: "/p/a.story").message
                == "/p/a.story is not UTF-8 text. Save the story as UTF-8.")
    }

    @Test func findsEveryStoryInAFolderInNameOrder() throws {
        let package = try TemporaryPackage()
        try package.write("say b\n", to: "Stories/b.story")
        try package.write("say a\n", to: "Stories/a.story")
        try package.write("not a story", to: "Stories/notes.txt")
        let stories = try Story.all(in: package.root.appending(path: "Stories"))
        #expect(stories.map(\.name) == ["a", "b"])
    }

    @Test func refusesAFolderWithoutStoriesAndAStoryThatIsNotUTF8() throws {
        let package = try TemporaryPackage()
        let folder = package.root.appending(path: "Stories")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(throws: StoryError.noStories(folder: folder.path)) { try Story.all(in: folder) }
        try package.write(Data([0x73, 0x61, 0x79, 0xFF, 0x0A]), to: "Stories/bad.story")
        #expect(throws: StoryError.notUTF8(path: folder.appending(path: "bad.story").path)) {
            try Story.all(in: folder)
        }
    }

    /// A story whose file's name is not UTF-8 is said to be so, not missing: Swift lists it
    /// with U+FFFD in place of the bytes, a name that leads to no file (a hostile tester's).
    @Test func aStoryWhoseNameIsNotUTF8IsSaidToBeSo() throws {
        let package = try TemporaryPackage()
        let folder = package.root.appending(path: "Stories")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = Array((folder.path + "/bad").utf8) + [0xFF] + Array("name.story".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer {
            $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count) {
                open($0, O_CREAT | O_WRONLY, 0o600)
            }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(
            throws: StoryError.unreadable(
                path: folder.appending(path: "bad\u{FFFD}name.story").path,
                reason: "its name's bytes are not UTF-8 (shown as \u{FFFD}), so it cannot be "
                    + "opened by the name Swift lists it by. Rename the file.")
        ) { try Story.all(in: folder) }
    }

    @Test func aStoryThatIsAFIFOIsRefusedInsteadOfWaitedOn() throws {
        let package = try TemporaryPackage()
        let folder = package.root.appending(path: "Stories")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fifo = folder.appending(path: "pipe.story").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(
            throws: StoryError.unreadable(path: fifo, reason: "it is not a regular file")
        ) { try Story.all(in: folder) }
    }

    /// A story whose transcript grows past what a snapshot file may hold stops typing there,
    /// and fails saying so: one of 8 MiB of typed lines was replayed whole first, in 6½ minutes
    /// and 2.4 GB, then refused as a snapshot too large to compare (a hostile tester's).
    @Test func aStoryWhoseTranscriptGrowsTooLongStopsTypingThere() async throws {
        let story = try Story(name: "long", text: String(repeating: "say hello\n", count: 300))
        let replay = await story.replayed(on: EchoScenes.console, limit: 4_000)
        #expect(replay.isTooLong)
        #expect(replay.transcript.utf8.count <= 4_000)
        #expect(replay.untyped.count > 250)
        let whole = await story.replayed(on: EchoScenes.console)
        #expect(!whole.isTooLong)
        #expect(whole.untyped.isEmpty)
        #expect(
            ConsoleProblem.storyTooLong(story: "long", typed: 12, lines: 1_000, limit: 64 << 20)
                .message
                == "Story long: its transcript grew past the 64 MiB a snapshot file may hold "
                + "after 12 of its 1000 typed lines, so the rest were not typed and nothing was "
                + "compared or written. Split it into several stories.")
    }

    @Test func replaysThroughTheConsoleAsPipedInputWould() async throws {
        let story = try Story(name: "echo", text: "# width: 30\nsay hello\n")
        let transcript = await story.replay(on: EchoScenes.console)
        #expect(
            transcript == """
                Echo
                ──────────────────────────────

                Nothing said yet.

                ──────────────────────────────
                Commands: say TEXT · help ·
                back · home · quit
                > say hello

                Echo
                ──────────────────────────────

                • hello

                ──────────────────────────────
                Commands: say TEXT · help ·
                back · home · quit
                (end of input)

                """)
    }

    @Test func aChangedStoryFailsWithHunksHeadedByTheTypedLine() async throws {
        let package = try TemporaryPackage()
        let environment = ["SCENIC_SNAPSHOTS": "pending"]
        let first = try Story(name: "echo", text: "say one\nsay two\nsay three\nsay four\n")
        let firstTranscript = await first.replay(on: EchoScenes.console)
        let missing = StoryTranscript.check(
            firstTranscript, of: first, filePath: package.testFile("EchoStoryTests"),
            function: "stories()", environment: environment)
        #expect(
            missing?.hasPrefix(
                "Story echo: No snapshot is stored at Snapshots/EchoStoryTests/stories.echo.txt.")
                == true)
        // Accepted, as `scenic accept` does: the pending file becomes the stored one.
        let pending = "Snapshots/EchoStoryTests/stories.echo.txt.new"
        try package.write(
            try #require(package.read(pending)), to: "Snapshots/EchoStoryTests/stories.echo.txt")
        try FileManager.default.removeItem(at: package.root.appending(path: pending))

        let changed = try Story(name: "echo", text: "say one\nsay two\nsay 3\nsay four\n")
        let changedTranscript = await changed.replay(on: EchoScenes.console)
        let failure = try #require(
            StoryTranscript.check(
                changedTranscript, of: changed, filePath: package.testFile("EchoStoryTests"),
                function: "stories()", environment: environment))
        let hunkHeaders = failure.split(separator: "\n").filter { $0.hasPrefix("@@") }
        // The first hunk holds the changed echo and the screen after it; the second, the
        // screen after the next typed line, which still lists the changed item.
        #expect(hunkHeaders == ["@@ -24,14 +24,14 @@ > say 3", "@@ -42,7 +42,7 @@ > say four"])
        // README.md's "Stories" quotes the first.
        let section = try Readme().section("### Stories")
        Readme.expect(
            try #require(hunkHeaders.first) + "\n", toBe: try section.block(1), in: section)
    }

    @Test func theStoredTranscriptIsWhatReplayPrintsPlusOneNewlineAsTheReadmeSays() async throws {
        let package = try TemporaryPackage()
        let story = try Story(name: "echo", text: "say one\n")
        let transcript = await story.replay(on: EchoScenes.console)
        _ = StoryTranscript.check(
            transcript, of: story, filePath: package.testFile("EchoStoryTests"),
            function: "stories()", environment: ["SCENIC_SNAPSHOTS": "pending"])
        let stored = try #require(package.read("Snapshots/EchoStoryTests/stories.echo.txt.new"))
        #expect(transcript.hasSuffix("(end of input)\n"))
        #expect(stored == transcript + "\n")
        let section = try Readme().section("### Stories")
        #expect(section.text.contains("the stored `.txt` holds it plus\nthe one final newline"))
    }

    @Test func typedLineHeadingLooksBackToTheLastTypedLine() {
        let lines = ["Echo", "> say one", "Echo", "• one", ">", "Echo", "(end of input)"]
        #expect(TranscriptHeading.typedLine(in: lines, atOrBefore: 0) == "(first screen)")
        #expect(TranscriptHeading.typedLine(in: lines, atOrBefore: 3) == "> say one")
        #expect(TranscriptHeading.typedLine(in: lines, atOrBefore: 5) == ">")
        #expect(TranscriptHeading.typedLine(in: lines, atOrBefore: 99) == "(end of input)")
        // A screen with no typed line is not a transcript: its hunks get no heading.
        #expect(TranscriptHeading.heading(forNewText: "Echo\n• one") == nil)
        #expect(TranscriptHeading.heading(forNewText: "Echo\n> say one") != nil)
    }

    /// The snapshot tools recognize typed lines without depending on Scenic; they must agree
    /// with the console that writes them.
    @Test func theToolsReadTypedLinesAsTheConsoleWritesThem() {
        for line in [
            TranscriptFormat.echo("add 2"), TranscriptFormat.echo(""), TranscriptFormat.endOfInput,
        ] {
            #expect(TranscriptHeading.marksInput(line), "\(line)")
            #expect(TranscriptFormat.marksInput(line))
        }
        for line in ["Cart", "» added", "", ">add"] {
            #expect(TranscriptHeading.marksInput(line) == TranscriptFormat.marksInput(line))
        }
    }
}

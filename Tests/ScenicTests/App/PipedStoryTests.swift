import Foundation
import ScenicTestSupport
import Testing

@testable import Scenic

/// A story piped into an app is read as `--replay` reads it, or refused with the reason.
@Suite struct PipedStoryTests {
    let record: ScenicAppRecordTests

    init() throws {
        record = try ScenicAppRecordTests()
    }

    /// A recorded story: the header comments, a width, a secret, an escaped empty line.
    let story = """
        # Recorded by todo --record. ${NAME} stands for a secret: give its value with
        # SCENIC_SECRET_NAME for --replay, or assertStories(secrets:) in a test.
        # width: 48
        # Locked
        unlock ${PASSWORD}

        # To-do
        add Tea
        \\

        """

    @Test func aPipedStoryPrintsWhatReplayingItPrints() async throws {
        let file = record.folder.appending(path: "piped.story").path
        try Data(story.utf8).write(to: URL(filePath: file))
        let secret = ["SCENIC_SECRET_PASSWORD": "pw"]
        let replayed = await record.run(
            ["--replay", file, "--route", "lock"], typed: "", environment: secret)
        let piped = await record.run(["--route", "lock"], typed: story, environment: secret)
        #expect(piped.status == 0)
        #expect(piped.errors.isEmpty)
        #expect(piped.output == replayed.output)
        // At the story's width, not the 60 columns of COLUMNS, with the secret typed hidden.
        #expect(piped.output.contains("\n" + String(repeating: "─", count: 48) + "\n"))
        #expect(!piped.output.contains(String(repeating: "─", count: 60)))
        #expect(!piped.output.contains("${PASSWORD}"))
    }

    /// Two recordings joined, the first ending in `quit`: `--replay` says the rest was never
    /// typed, as a story test fails on it.
    @Test func aReplayThatQuitsBeforeTheStoryEndsSaysSo() async throws {
        let file = record.folder.appending(path: "joined.story").path
        try Data("add Tea\nquit\nadd Milk\nadd Jam\n".utf8).write(to: URL(filePath: file))
        let replayed = await record.run(["--replay", file], typed: "")
        #expect(replayed.status == 1)
        #expect(
            replayed.errors == [
                "todo: the app quit before the story's end: its last 2 lines were never typed "
                    + "(from \"add Milk\")."
            ])
        #expect(!replayed.output.contains("Milk"))
        // A secret in the lines never typed is said as the story spells it, never typed out.
        try Data("add Tea\nquit\nadd ${PASSWORD}\n".utf8).write(to: URL(filePath: file))
        let secret = await record.run(
            ["--replay", file], typed: "", environment: ["SCENIC_SECRET_PASSWORD": "hunter2"])
        #expect(
            secret.errors == [
                "todo: the app quit before the story's end: its last line was never typed (from "
                    + "\"add ${PASSWORD}\")."
            ])
    }

    @Test func aPipedStoryWithoutItsSecretStopsAndSaysWhatToSet() async {
        let piped = await record.run(["--route", "lock"], typed: story)
        #expect(piped.status == 2)
        #expect(
            piped.errors == [
                "todo: the story piped in types ${PASSWORD} on line 5, so it stopped there; set "
                    + "SCENIC_SECRET_PASSWORD to the secret to type, as for \"todo --replay FILE\"."
            ])
        #expect(!piped.output.contains("Unknown command"))
    }

    @Test(arguments: [
        (
            "# a story\nadd Tea\n# width: 40\nadd Milk\n", "add Milk",
            "todo: the story piped in asks for width 40 on line 3, after its screens were drawn "
                + "80 columns wide, so it stopped there; put \"# width: 40\" before its first "
                + "typed line and its first \"# after\" step: a story runs at one width."
        ),
        (
            // A clock step draws the screens its timers led to, at the width of the time.
            "# a story\n# after 5s\n# width: 40\nadd Milk\n", "add Milk",
            "todo: the story piped in asks for width 40 on line 3, after its screens were drawn "
                + "80 columns wide, so it stopped there; put \"# width: 40\" before its first "
                + "typed line and its first \"# after\" step: a story runs at one width."
        ),
        (
            "# a story\nadd Tea\n# height: 40\nadd Milk\n", "add Milk",
            "todo: the story piped in asks for height 40 on line 3, after its screens were drawn "
                + "24 rows tall, so it stopped there; put \"# height: 40\" before its first typed "
                + "line and its first \"# after\" step: a story runs at one height."
        ),
        (
            "# a story\n# height: 2000\nadd Tea\n", "add Tea",
            "todo: the story piped in, line 2: height must be a whole number from 10 to 1000, got "
                + "\"2000\". For a comment in words, begin the line with \"##\"."
        ),
        (
            "# a story\n# width: 9\nadd Tea\n", "add Tea",
            "todo: the story piped in, line 2: width must be a whole number from 20 to 1000, got "
                + "\"9\". For a comment in words, begin the line with \"##\"."
        ),
    ])
    func aWidthThatCannotBeKeptStopsTheStory(typed: String, notTyped: String, message: String)
        async
    {
        let piped = await record.run(["--route", "list"], typed: typed)
        #expect(piped.status == 2)
        #expect(piped.errors == [message])
        #expect(!piped.output.contains("> " + notTyped))
    }

    /// `--replay` runs a story at one width too: a second width after the first typed line
    /// is refused, as a story test refuses it, instead of setting the whole story's width.
    @Test func aReplayedStoryWithALateWidthIsRefused() async throws {
        let file = record.folder.appending(path: "late.story").path
        try Data("# width: 30\nadd Tea\n# width: 60\nadd Milk\n".utf8)
            .write(to: URL(filePath: file))
        let replayed = await record.run(["--replay", file], typed: "")
        #expect(replayed.status == 2)
        #expect(
            replayed.errors == [
                "todo: --replay: \(file), line 3: it asks for width 60 after its first typed line "
                    + "or \"# after\" step, which ran at 30 columns; a story runs at one width: put "
                    + "\"# width: 60\" before them, or split it into two stories."
            ])
        // The same width again is no change.
        try Data("# width: 30\nadd Tea\n# width: 30\nadd Milk\n".utf8)
            .write(to: URL(filePath: file))
        #expect(await record.run(["--replay", file], typed: "").status == 0)
        #expect(
            try Readme().section("### Stories").text.contains(
                "before the first typed\nline and the first `# after` step sets the width (80 "
                    + "otherwise; one after them that differs\nfails the story: it runs at one width)"
            ))
    }

    @Test func pipedLinesThatAreNoStoryAreTypedAsBefore() async {
        // No comment first: blank lines redraw and a backslash is typed, as always on a pipe.
        let piped = await record.run(["--route", "list"], typed: "add Tea\n\n\\\n")
        #expect(piped.status == 0)
        #expect(piped.output.contains("> \\\n"))
        #expect(piped.output.contains(String(repeating: "─", count: 60)))
    }
}

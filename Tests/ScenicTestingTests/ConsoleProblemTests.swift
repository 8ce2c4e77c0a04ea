import Scenic
import ScenicTestSupport
import Testing

@testable import ScenicTesting

/// A story's or an exploration's console that cannot be made, as a test's temporary data
/// folder sometimes cannot: the test fails naming the error instead of needing `try!`.
@Suite struct ConsoleProblemTests {
    /// An error as a data folder's reads: a sentence, as its description.
    struct Unwritable: Error, CustomStringConvertible {
        var description: String {
            "Cannot write to the data folder /nope (read-only). Fix its permissions, or choose "
                + "another folder."
        }
    }

    static let unwritable = Unwritable()

    @Test func aStoryWhoseConsoleThrowsFailsNamingTheStoryAndTheError() async throws {
        let story = try Story(name: "first-look", text: "say hello\n")
        let reports = await IssueRecorder.capturingAsync {
            await assertStory(story) { () async throws -> Console<EchoRoute> in
                throw Self.unwritable
            }
        }
        #expect(
            reports.map(\.message) == [
                """
                Story first-look did not run: making its console threw (Cannot write to the data \
                folder /nope (read-only). Fix its permissions, or choose another folder.). Fix \
                what the console is made with, such as its data folder.
                """
            ])
    }

    /// A story that sets its clock with `# now:` on an app whose workers read another clock
    /// fails, and so does one replayed on a console given a clock of its own: the story's
    /// steps could not set the app's date (found by a stranger, whose days never moved).
    @Test func aStoryWhoseClockTheAppDoesNotReadFails() async throws {
        let story = try Story(name: "clocked", text: "# now: 2026-05-04T10:30:00Z\nsay a\n")
        let clockProblems = { (reports: [IssueRecorder.Report]) in
            reports.map(\.message).filter { $0.contains("story.clock") }
        }
        let neverRead = await IssueRecorder.capturingAsync {
            await assertStory(story) { EchoScenes.console }
        }
        #expect(
            clockProblems(neverRead) == [
                "Story clocked starts its clock at \"# now: 2026-05-04T10:30:00Z\", but the app "
                    + "never read story.clock as it ran. If its workers read the date, hand them "
                    + "story.clock (launch.clock in the app) rather than a clock of their own; if "
                    + "this story reaches no screen that reads it, remove the \"# now:\" line."
            ])
        // Quoted as the story spells it, to the millisecond as `--record` writes it.
        let recorded = try Story(
            name: "clocked", text: "# now: 2026-11-30T11:35:55.722Z\nsay a\n")
        let quoted = await IssueRecorder.capturingAsync {
            await assertStory(recorded) { EchoScenes.console }
        }
        #expect(
            clockProblems(quoted).first?.hasPrefix(
                "Story clocked starts its clock at \"# now: 2026-11-30T11:35:55.722Z\", but")
                == true,
            "\(clockProblems(quoted))")
        let another = await IssueRecorder.capturingAsync {
            await assertStory(story) {
                var console = EchoScenes.console
                console.clock = SessionClock(startingAt: story.start)
                return console
            }
        }
        #expect(
            clockProblems(another).first
                == "Story clocked ran on a console given a clock of its own (console.clock), so "
                + "its \"# now:\" and \"# after\" steps could not set the app's date. Hand "
                + "story.clock to the app's workers and leave console.clock unset: the story's "
                + "replay sets it.")
        // Read (as a worker of the app would), the story's clock is the app's: nothing to say.
        let read = try Story(name: "clocked", text: "# now: 2026-05-04T10:30:00Z\nsay a\n")
        let none = await IssueRecorder.capturingAsync {
            await assertStory(read) {
                _ = read.clock.now
                return EchoScenes.console
            }
        }
        #expect(clockProblems(none).isEmpty)
    }

    /// Two recorded sessions joined, the first ending in `quit`: the second is never typed,
    /// which the story's passing transcript would never say.
    @Test func aStoryWithLinesAfterTheAppQuitFailsNamingThem() async throws {
        let story = try Story(name: "joined", text: "say a\nquit\nsay b\nsay c\n")
        let reports = await IssueRecorder.capturingAsync {
            await assertStory(story) { EchoScenes.console }
        }
        #expect(
            reports.map(\.message) == [
                """
                Story joined ended before its last 2 lines (from "say b") could be typed: the app \
                quit. Lines after a quit are never typed, so nothing checks them. Remove them, or \
                move them to a story of their own.
                """
            ])
        // A story that quits on its last line has nothing left.
        let ending = try Story(name: "ending", text: "say a\nquit\n")
        let none = await IssueRecorder.capturingAsync {
            await assertStory(ending) { EchoScenes.console }
        }
        #expect(none.isEmpty, "\(none.map(\.message))")
        #expect(
            try Readme().section("### Stories").text.contains(
                "A story whose app quits before its last line (two recordings joined,\nthe first "
                    + "ending in `quit`) fails, naming the lines that were never typed"))
    }

    @Test func anExplorationWhoseConsoleThrowsStopsNamingTheError() async {
        let reports = await IssueRecorder.capturingAsync {
            await assertExplores(steps: 20) { () async throws -> Console<EchoRoute> in
                throw Self.unwritable
            }
        }
        #expect(
            reports.map(\.message) == [
                """
                The exploration stopped: making a console threw (Cannot write to the data folder \
                /nope (read-only). Fix its permissions, or choose another folder.), so no line \
                was typed in that session. Fix what the console is made with, such as its data \
                folder.
                """
            ])
    }

    @Test func theReadmeSaysTheConsoleClosuresMayThrow() throws {
        let readme = try Readme()
        // As read, whatever the line breaks.
        func words(_ section: String) throws -> String {
            try readme.section(section).text.split(whereSeparator: \.isWhitespace)
                .joined(separator: " ")
        }
        #expect(
            try words("### Stories").contains(
                "a story whose console cannot be made fails, naming the story and the error"))
        #expect(
            try words("### Exploration").contains(
                "its closure may throw too, and then the exploration stops"))
    }
}

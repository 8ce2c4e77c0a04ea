import Foundation
import ScenicTestSupport
import Testing

@testable import Scenic

/// The clock an app's launch hands its workers: a piped story's and a replayed one's start at
/// their `# now:`, other piped input at `SCENIC_NOW` or the time now, and `# after` moves it.
@Suite(.blocking) struct SessionClockLaunchTests {
    typealias Diary = SessionClockTests

    func app() -> ScenicApp<CountdownRoute> {
        ScenicApp(
            name: "diary", summary: "Dates.", version: "1", root: .countdown,
            routes: [.named("diary", .countdown)]
        ) { launch throws(AppLaunchError) in
            AppSession(builder: Diary.DiaryScenes(clock: launch.clock))
        }
    }

    func run(
        _ arguments: [String] = [], typed: String, environment: [String: String] = [:]
    ) async -> ScenicAppTests.Run {
        await .of(app(), arguments, typed: typed, environment: environment)
    }

    func dates(_ run: ScenicAppTests.Run) -> [String] {
        Diary().dates(in: run.output)
    }

    @Test func aPipedStoryStartsAtItsNowAndItsStepsMoveTheAppsClock() async {
        let piped = await run(
            typed: "# A day in the diary.\n# now: 2026-05-04T10:30:00Z\ntoday\n# after 1d\ntoday\n")
        #expect(piped.status == 0)
        #expect(dates(piped) == ["2026-05-04T10:30:00Z", "2026-05-05T10:30:00Z"])
        // Without a `# now:`, a story starts at SCENIC_NOW, else at 2026-01-01T00:00:00Z as in
        // its test; its own `# now:` wins.
        let fixed = await run(
            typed: "# A day.\ntoday\n", environment: ["SCENIC_NOW": "2030-01-01T00:00:00Z"])
        #expect(dates(fixed) == ["2030-01-01T00:00:00Z"])
        #expect(dates(await run(typed: "# A day.\ntoday\n")) == ["2026-01-01T00:00:00Z"])
        let own = await run(
            typed: "# A day.\n# now: 2026-05-04T10:30:00Z\ntoday\n",
            environment: ["SCENIC_NOW": "2030-01-01T00:00:00Z"])
        #expect(dates(own) == ["2026-05-04T10:30:00Z"])
        // One that is no time is refused there too, though the story's own time wins.
        let refused = await run(
            typed: "# A day.\n# now: 2026-05-04T10:30:00Z\ntoday\n",
            environment: ["SCENIC_NOW": "soon"])
        #expect(refused.status == 2)
    }

    @Test func aReplayStartsAtTheStorysNow() async throws {
        let folder = TestFolder.path("session-clock")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let story = folder.appending(path: "day.story").path
        try Data("# now 2026-05-04T10:30:00+02:00\nremind\n# after 2m\n".utf8)
            .write(to: URL(filePath: story))
        let replayed = await run(["--replay", story], typed: "")
        #expect(replayed.status == 0)
        #expect(dates(replayed) == ["2026-05-04T08:31:30Z"])
    }

    @Test func otherPipedInputStartsAtScenicNowOrTheTimeNow() async {
        let fixed = await run(
            typed: "today\n# after 3h\ntoday\n", environment: ["SCENIC_NOW": "2026-05-04T10:30:00Z"]
        )
        #expect(dates(fixed) == ["2026-05-04T10:30:00Z", "2026-05-04T13:30:00Z"])
        let before = Date()
        let now = await run(typed: "today\n")
        let read = try? Date(dates(now).first ?? "", strategy: .iso8601)
        #expect(read.map { $0 >= before.addingTimeInterval(-1) && $0 <= Date() } == true)
    }

    @Test func anEmptyScenicNowIsUnset() async {
        let before = Date()
        let empty = await run(typed: "today\n", environment: ["SCENIC_NOW": ""])
        #expect(empty.status == 0)
        let read = try? Date(dates(empty).first ?? "", strategy: .iso8601)
        #expect(read.map { $0 >= before.addingTimeInterval(-1) } == true)
    }

    @Test func aScenicNowThatIsNoTimeIsRefused() async {
        let refused = await run(typed: "today\n", environment: ["SCENIC_NOW": "tomorrow"])
        #expect(refused.status == 2)
        #expect(
            refused.errors == [
                "diary: SCENIC_NOW must be a time such as 2026-05-04T10:30:00Z (a date, a time and "
                    + "a time zone), got \"tomorrow\". Set it so, or unset it for the time now."
            ])
        #expect(refused.output.isEmpty)
    }

    @Test func aNowThatIsNoTimeOrComesLateIsRefused() async throws {
        let noTime = await run(typed: "# story\n# now: May the 4th\ntoday\n")
        #expect(noTime.status == 2)
        #expect(
            noTime.errors == [
                "diary: the story piped in, line 2: \"# now: May the 4th\" gives no time to start "
                    + "the clock at: give one such as \"# now: 2026-05-04T10:30:00Z\" (a date, a "
                    + "time and a time zone). For a comment in words, begin the line with \"##\". "
                    + "It stopped there."
            ])
        let late = await run(typed: "# story\ntoday\n# now: 2026-05-04T10:30:00Z\ntoday\n")
        #expect(late.status == 2)
        #expect(
            late.errors == [
                "diary: the story piped in, line 3: \"# now: 2026-05-04T10:30:00Z\" comes after "
                    + "the first typed line or \"# after\" step, when the app's clock had "
                    + "started; put it before them. For a comment in words, begin the line with "
                    + "\"##\". It stopped there."
            ])
        #expect(dates(late) == ["2026-01-01T00:00:00Z"])
        // A comment that only starts with the word is one.
        #expect(try StoryScript(text: "# now the cart is empty\ntoday\n").start == nil)
        // Spelled with a space before its colon, or with "after:", it is read, not passed over.
        #expect(try StoryScript(text: "# now : 2026-05-04T10:30:00Z\n").start != nil)
        #expect(try StoryScript(text: "# after: 1d\n").lines == ["# after: 1d"])
        #expect(StoryScript.clockStep("# after: 1d") == .seconds(86_400))
        // A lenient reading moved these to other days, or took what followed the time.
        for wrong in [
            "2026-02-30T10:30:00Z", "2026-05-04T24:00:00Z", "2026-05-04T23:59:60Z",
            "2026-05-04T10:30:00Zjunk", "2026-05-04T10:30:00Z 2027-01-01T00:00:00Z",
            "2026-05-04T10:30:00+25:00", "2026-05-04", "0000-01-01T00:00:00Z",
        ] {
            #expect(SessionClock.time(from: wrong) == nil, "\(wrong)")
        }
        #expect(
            SessionClock.time(from: "2026-05-04T10:30:00+02:00")
                == SessionClock.time(from: "2026-05-04T08:30:00Z"))
        #expect(SessionClock.time(from: "2024-02-29T23:59:59-12:00") != nil)
        #expect(
            throws: StoryScript.Problem.badStart(
                line: 2, text: "# now: 2026-05-04T10:30:00Z", isLate: true)
        ) { try StoryScript(text: "# after 1s\n# now: 2026-05-04T10:30:00Z\n") }
    }

    /// `--record` writes the time the session started at, so its replay shows the dates the
    /// session showed.
    @Test func aRecordingStartsItsReplayWhereTheSessionStarted() async throws {
        let folder = TestFolder.path("session-clock-record")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let story = folder.appending(path: "recorded.story").path
        let recorded = await run(
            ["--record", story], typed: "today\n",
            environment: ["SCENIC_NOW": "2026-05-04T10:30:00Z"])
        #expect(recorded.status == 0)
        let text = try String(contentsOfFile: story, encoding: .utf8)
        #expect(text.contains("# width: 60\n# now: 2026-05-04T10:30:00Z\n"))
        let replayed = await run(["--replay", story], typed: "")
        #expect(dates(replayed) == ["2026-05-04T10:30:00Z"])
    }
}

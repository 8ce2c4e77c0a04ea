import Foundation
import Synchronization
import Testing

@testable import Scenic
@testable import ScenicTesting

/// The app's clock of the session: the system's at a terminal, and in piped input and stories
/// a test clock that `# after` steps move with the timers, so "a day passes" can be scripted.
///
/// Before, `# after` moved only the timers: an app's own clock worker stood still in stories,
/// and a stranger's flashcard app could not show a card falling due tomorrow.
@Suite struct SessionClockTests {
    /// A diary whose `today` asks its worker for the date, and whose `remind` sets a timer
    /// that asks again when it falls due.
    struct DiaryView: View {
        enum Region: CaseIterable { case dates }
        enum Name: String, CommandName { case today, remind }
        let title = "Diary"
        let commands = [
            Command(Name.today, help: "Show the date"),
            Command(Name.remind, help: "Read the date in 90 seconds"),
        ]
    }

    struct DiaryInteractor: Interactor {
        func action(for input: CommandInput<DiaryView.Name>) -> DiaryLogic.Action {
            input.name == .today ? .asked : .remind
        }
    }

    struct DiaryLogic: Logic {
        typealias Route = CountdownRoute
        enum Action: Equatable, Sendable {
            case asked, remind, reminded
            case read(Date)
        }
        enum Request: Equatable, Sendable { case date }
        enum SourceID: Hashable, Sendable { case reminder }

        func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

        func reduce(_ dates: inout [Date], _ action: Action) -> [Effect<Self>] {
            switch action {
            case .asked, .reminded: return [.perform(.date)]
            case .remind:
                return [.after(.seconds(90), send: .reminded, id: .reminder, whileCovered: .stops)]
            case .read(let date):
                dates.append(date)
                return []
            }
        }
    }

    struct DiaryPresenter: Presenter {
        func present(_ dates: [Date], on screen: Screen) -> ViewContent<DiaryView.Region> {
            ViewContent([
                .dates: dates.map { .paragraph("Read " + $0.formatted(.iso8601) + ".") }
            ])
        }
    }

    struct DiaryScenes: SceneBuilder {
        let clock: SessionClock
        func scene(for route: CountdownRoute) -> Scene<CountdownRoute> {
            let clock = clock
            return Scene(
                view: DiaryView(), interactor: DiaryInteractor(), logic: DiaryLogic(),
                presenter: DiaryPresenter(), state: [],
                worker: Worker { _ in .read(clock.now) })
        }
    }

    static let start = Date(timeIntervalSince1970: 1_777_890_600)  // 2026-05-04T10:30:00Z

    func transcript(_ typed: String, clock: SessionClock, attached: Bool = true) async -> String {
        var console = Console(
            navigator: Navigator(builder: DiaryScenes(clock: clock), root: .countdown))
        if attached { console.clock = clock }
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    /// The dates the diary read, in order.
    func dates(in transcript: String) -> [String] {
        let last = transcript.components(separatedBy: "Diary\n").last ?? ""
        return last.split(separator: "\n").filter { $0.hasPrefix("Read ") }
            .map { String($0.dropFirst("Read ".count).dropLast()) }
    }

    /// An exploration moves the clock it hands each console's workers.
    ///
    /// `assertExplores { clock in … }` hands each console a clock at 2026-01-01T00:00:00Z and
    /// moves it with the exploration's clock steps, as a story moves `story.clock`. Before, the
    /// closure was given none, and a stranger's timers app explored with workers whose date
    /// stood still until they read the source and set `console.clock` themselves.
    @Test func anExplorationMovesTheClockItHandsTheConsole() async {
        let given = Mutex<[SessionClock]>([])
        await assertExplores(steps: 150, seed: 3, width: 40) { clock in
            given.withLock { $0.append(clock) }
            return Console(
                navigator: Navigator(builder: DiaryScenes(clock: clock), root: .countdown))
        }
        let clocks = given.withLock { $0 }
        #expect(!clocks.isEmpty)
        #expect(clocks.allSatisfy { $0.now >= StoryScript.defaultStart })
        // Clock steps were typed while the reminder waited, and moved the workers' date.
        #expect(clocks.contains { $0.now > StoryScript.defaultStart })
    }

    @Test func theSystemClockReadsTheTimeNow() {
        let before = Date()
        let clock = SessionClock.system()
        // What a recording writes as its start is not the app's reading of the date, which
        // makes the recording keep idle minutes.
        _ = clock.time
        #expect(!clock.wasRead)
        let read = clock.now
        #expect(clock.wasRead)
        #expect(before <= read && read <= Date())
    }

    @Test func aTestClockStandsStillButForClockSteps() async {
        let clock = SessionClock(startingAt: Self.start)
        #expect(clock.now == Self.start)
        let text = await transcript(
            "today\n# after 1d\ntoday\n# after 90m\n# after 30s\ntoday\n", clock: clock)
        #expect(
            dates(in: text) == [
                "2026-05-04T10:30:00Z", "2026-05-05T10:30:00Z", "2026-05-05T12:00:30Z",
            ])
        #expect(clock.now == Self.start.addingTimeInterval(86_400 + 5_430))
    }

    /// Work a timer starts reads the time the timer fell due, not the end of the step.
    @Test func aTimerReadsTheTimeItFellDue() async {
        let clock = SessionClock(startingAt: Self.start)
        let text = await transcript("remind\n# after 1h\ntoday\n", clock: clock)
        #expect(dates(in: text) == ["2026-05-04T10:31:30Z", "2026-05-04T11:30:00Z"])
    }

    /// A story replayed twice on one clock reads the same dates both times.
    @Test func aConsoleStartsItsClockFromItsStart() async {
        let clock = SessionClock(startingAt: Self.start)
        let first = await transcript("# after 2d\ntoday\n", clock: clock)
        let second = await transcript("# after 2d\ntoday\n", clock: clock)
        #expect(dates(in: first) == ["2026-05-06T10:30:00Z"])
        #expect(first == second)
    }

    /// A clock no console was given stands still (what the story's `clock` is for).
    @Test func aClockTheConsoleWasNotGivenStandsStill() async {
        let clock = SessionClock(startingAt: Self.start)
        let text = await transcript("# after 1d\ntoday\n", clock: clock, attached: false)
        #expect(dates(in: text) == ["2026-05-04T10:30:00Z"])
    }

    /// `SCENIC_NOW` at a terminal starts the clock there, and it runs on in real time.
    @Test func aRunningClockRunsOnFromItsStart() async throws {
        let clock = SessionClock.running(from: Self.start)
        let first = clock.now
        try await Task.sleep(for: .milliseconds(20))
        #expect(first >= Self.start && first < Self.start.addingTimeInterval(1))
        #expect(clock.now > first)
        // A console's clock steps (there are none at a terminal) would not move it. Measured
        // from just before the step: the sleep above may take a minute on a busy machine,
        // whose pool is held by other tests (a newcomer's full runs failed here twice).
        let beforeTheStep = clock.now
        clock.move(to: .seconds(86_400))
        #expect(clock.now < beforeTheStep.addingTimeInterval(60))
    }
}

/// What a story recorded from a session keeps of the time that passed with no timer running,
/// when the app read the date: whole minutes, the rest carried on, so a replay shows the
/// dates the session showed.
///
/// Before, that time was left out ("nothing in a replay could tell"), and a replay placed an
/// order a minute earlier than the session had (found by a hostile tester).
@Suite struct RecordedIdleTimeTests {
    @Test func idleTimeIsRecordedInWholeMinutesAndTheRestCarriedOn() {
        var idle = Duration.zero
        #expect(SystemEvents.wholeMinutes(of: &idle, adding: .seconds(45)) == .zero)
        #expect(SystemEvents.wholeMinutes(of: &idle, adding: .seconds(30)) == .seconds(60))
        #expect(idle == .seconds(15))
        #expect(SystemEvents.wholeMinutes(of: &idle, adding: .seconds(3_600)) == .seconds(3_600))
        #expect(idle == .seconds(15))
        #expect(SystemEvents.wholeMinutes(of: &idle, adding: .milliseconds(44_999)) == .zero)
        #expect(SystemEvents.wholeMinutes(of: &idle, adding: .milliseconds(1)) == .seconds(60))
        #expect(idle == .zero)
    }

    /// A start with a fraction of a second is written and read to the millisecond, so a
    /// replay is not up to a second early; RFC 3339's small `t` and `z` are read too.
    @Test func aStartKeepsItsFractionOfASecond() {
        let start = Date(timeIntervalSince1970: 1_777_890_630.5)
        #expect(SessionClock.storyText(of: start) == "2026-05-04T10:30:30.500Z")
        #expect(SessionClock.time(from: "2026-05-04T10:30:30.500Z") == start)
        #expect(SessionClock.storyText(of: SessionClockTests.start) == "2026-05-04T10:30:00Z")
        #expect(SessionClock.time(from: "2026-05-04t10:30:00z") == SessionClockTests.start)
        #expect(SessionClock.time(from: "2026-05-04T10:30:00.Z") == nil)
    }
}

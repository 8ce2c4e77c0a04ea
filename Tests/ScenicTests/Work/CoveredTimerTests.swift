import Foundation
import Scenic
import ScenicTesting
import Testing

@testable import Scenic

/// Timers that catch up while their scene is covered (`whileCovered: .catchesUp`): a pomodoro
/// whose countdown goes on while its stats are open, and a lamp that burns out meanwhile.
@Suite struct CoveredTimerTests {
    private func transcript(_ typed: String) async -> String {
        var console = Console(
            navigator: Navigator(builder: PomodoroScenes(), root: .timer),
            configuration: ConsoleConfiguration(width: .fixed(60)))
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    /// The screens of a transcript, each from its title on.
    private func screens(_ typed: String) async -> [String] {
        await transcript(typed).components(separatedBy: "\n> ")
    }

    @Test func aCountdownKeepsTimeWhileItsSceneIsCovered() async {
        let shown = await screens("start 10\n# after 2s\nstats\n# after 5s\nback\n# after 1s\n")
        #expect(shown[2].contains("8 s left."), "\(shown[2])")
        // The stats, which the countdown's ticks do not change, are not drawn again.
        #expect(shown[4] == "# after 5s", "\(shown[4])")
        // Shown again, it heard the five ticks it missed, then goes on from there.
        #expect(shown[5].hasPrefix("back\n\nPomodoro") && shown[5].contains("3 s left."))
        #expect(shown[6].contains("2 s left."), "\(shown[6])")
    }

    @Test func aTimerThatStopsWhileCoveredStillStops() async {
        let shown = await screens("plain 10\n# after 2s\nstats\n# after 5s\nback\n# after 1s\n")
        #expect(shown[5].contains("8 s left."), "\(shown[5])")
        // It stopped: the step changes nothing, so nothing is drawn.
        #expect(shown[6] == "# after 1s\n(end of input)\n", "\(shown[6])")
    }

    /// What the missed ticks ask for happens once the scene is shown: the countdown ended
    /// under the stats, cancelled its ticker there (no tick after), and says so on return.
    @Test func aCountdownThatEndedWhileCoveredSaysSoWhenShownAgain() async {
        let shown = await screens("start 3\nstats\n# after 1m\nback\n# after 10s\n")
        #expect(shown[4].contains("Done: 0 s left."), "\(shown[4])")
        #expect(shown[4].contains("» Time is up!"))
        #expect(shown[4].contains("Ticks heard: 3."))
        // No tick after: the step changes nothing, so nothing is drawn.
        #expect(shown[5] == "# after 10s\n(end of input)\n", "\(shown[5])")
    }

    @Test func aOneShotTimerFallsDueOnceWhileCovered() async {
        let shown = await screens("lamp 30\nstats\n# after 10s\nback\nstats\n# after 1m\nback\n")
        #expect(shown[4].contains("The lamp burns."), "\(shown[4])")
        #expect(shown[7].contains("The lamp went out."), "\(shown[7])")
    }

    @Test func homeShowsTheFirstScreenAgainWithWhatItsTimersOwe() async {
        let shown = await screens("start 10\nstats\nabout\n# after 4s\nhome\n")
        #expect(shown[5].hasPrefix("home\n\nPomodoro") && shown[5].contains("6 s left."))
    }

    @Test func aTimerEveryMillisecondCoveredForLongCatchesUpInPart() async {
        let shown = await screens("fast\nstats\n# after 101s\nback\n")
        #expect(
            shown[4].replacingOccurrences(of: "\n  ", with: " ").contains(
                "» This screen's timers fell due more than 100000 times while it was covered; it "
                    + "heard the first 100000, and they go on from now."),
            "\(shown[4])")
        #expect(shown[4].contains("Ticks heard: 100000."))
    }

    /// A tester keeps a timer that catches up across a push, so a Logic test states its
    /// ticks; a timer that stops, stops.
    @Test func aLogicTesterKeepsATimerThatCatchesUpAcrossAPush() {
        var tester = LogicTester(PomodoroLogic(), state: .init())
        tester.send(
            .start(2, .catchesUp),
            effects: [.every(.seconds(1), send: .tick, id: .ticker, whileCovered: .catchesUp)]
        ) {
            $0.remaining = 2
            $0.running = true
        }
        tester.send(.stats, effects: [.push(.stats)])
        tester.advance(by: .seconds(1))
        tester.timerFired(.tick) {
            $0.remaining = 1
            $0.ticks = 1
        }

        var stopping = LogicTester(PomodoroLogic(), state: .init())
        stopping.send(
            .start(2, .stops),
            effects: [.every(.seconds(1), send: .tick, id: .ticker, whileCovered: .stops)]
        ) {
            $0.remaining = 2
            $0.running = true
        }
        stopping.send(.stats, effects: [.push(.stats)])
        stopping.advance(by: .seconds(5))  // stopped by the push: nothing fires
    }

    /// On a terminal's clock: the ticks due while covered, and the one sent but not yet taken
    /// when the scene was covered, are owed when it is shown again.
    @Test func aLiveTimerOwesWhatFellDueWhileCovered() async throws {
        let events = SystemEvents(clock: .live)
        let started = ContinuousClock.now
        events.startTimer(
            "tick", after: .milliseconds(50), every: .milliseconds(50), action: 1, catchesUp: true)
        events.startTimer("other", after: .milliseconds(50), every: nil, action: 2)
        try await Task.sleep(for: .milliseconds(80))
        let covered = try #require(events.cover())
        #expect(events.isEmpty)
        try await Task.sleep(for: .milliseconds(200))
        events.reveal(covered)
        let elapsed = ContinuousClock.now - started
        var owed = 0
        while let action = events.nextCaughtUp() {
            #expect(action as? Int == 1)
            owed += 1
        }
        // Due at 50, 100, … 250 ms at least (the one at 50 ms sent before the cover but never
        // taken among them), and no more than fell due by the reveal, however long a busy
        // machine slept.
        #expect(owed >= 5 && owed <= Int(elapsed / .milliseconds(50)), "\(owed) in \(elapsed)")
        #expect(!events.isEmpty)
    }
}

enum PomodoroRoute: Hashable, Sendable { case timer, stats, about }

struct PomodoroView: View {
    enum Region: CaseIterable { case time }
    enum Name: String, CommandName { case start, plain, lamp, fast, stats }
    static let seconds = Argument.integer("S", in: 1...3_600)
    let title = "Pomodoro"
    let commands = [
        Command(Name.start, seconds, help: "Count down from S seconds, also while covered"),
        Command(Name.plain, seconds, help: "Count down from S seconds, stopping while covered"),
        Command(Name.lamp, seconds, help: "Light a lamp that burns for S seconds"),
        Command(Name.fast, help: "Tick every millisecond"),
        Command(Name.stats, help: "Show the stats"),
    ]
}

struct PomodoroInteractor: Interactor {
    func action(for input: CommandInput<PomodoroView.Name>) -> PomodoroLogic.Action {
        switch input.name {
        case .start: .start(input[PomodoroView.seconds], .catchesUp)
        case .plain: .start(input[PomodoroView.seconds], .stops)
        case .lamp: .lamp(input[PomodoroView.seconds])
        case .fast: .fast
        case .stats: .stats
        }
    }
}

struct PomodoroLogic: Logic {
    typealias Route = PomodoroRoute
    struct State: Equatable {
        var remaining = 0
        var running = false
        var ticks = 0
        var lamp: Bool?
    }
    enum Action: Equatable, Sendable {
        case start(Int, WhileCovered)
        case tick
        case lamp(Int)
        case lampOut
        case fast
        case stats
    }
    enum SourceID: Hashable, Sendable { case ticker, lamp }
    enum Notice: Equatable, Sendable { case timeUp }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .start(let seconds, let whileCovered):
            state.remaining = seconds
            state.running = true
            return [.every(.seconds(1), send: .tick, id: .ticker, whileCovered: whileCovered)]
        case .tick:
            state.ticks += 1
            guard state.running else { return [] }
            state.remaining -= 1
            guard state.remaining == 0 else { return [] }
            state.running = false
            return [.cancel(.ticker), .notify(.timeUp)]
        case .lamp(let seconds):
            state.lamp = true
            return [.after(.seconds(seconds), send: .lampOut, id: .lamp, whileCovered: .catchesUp)]
        case .lampOut:
            state.lamp = false
            return []
        case .fast:
            return [.every(.milliseconds(1), send: .tick, id: .ticker, whileCovered: .catchesUp)]
        case .stats:
            return [.push(.stats)]
        }
    }
}

struct PomodoroPresenter: Presenter {
    func present(_ state: PomodoroLogic.State, on screen: Screen)
        -> ViewContent<PomodoroView.Region>
    {
        let time =
            state.running
            ? "\(state.remaining) s left." : "Done: \(state.remaining) s left."
        let lamp = state.lamp.map { $0 ? " The lamp burns." : " The lamp went out." } ?? ""
        return ViewContent([.time: [.paragraph(time + lamp + " Ticks heard: \(state.ticks).")]])
    }

    func message(for notice: PomodoroLogic.Notice) -> String {
        "Time is up!"
    }
}

/// A screen with nothing to do but be shown over the timer, and open another.
struct StatsView: View {
    enum Region: CaseIterable { case body }
    enum Name: String, CommandName { case about }
    let title: String
    var commands: [Command<Name>] { title == "Stats" ? [Command(Name.about, help: "About")] : [] }
}

struct StatsInteractor: Interactor {
    func action(for input: CommandInput<StatsView.Name>) -> StatsLogic.Action { .about }
}

struct StatsLogic: Logic {
    typealias Route = PomodoroRoute
    typealias State = Int
    enum Action: Equatable, Sendable { case about }

    func reduce(_ state: inout Int, _ action: Action) -> [Effect<Self>] { [.push(.about)] }
}

struct StatsPresenter: Presenter {
    func present(_ state: Int, on screen: Screen) -> ViewContent<StatsView.Region> {
        ViewContent([.body: [.paragraph("Nothing to see.")]])
    }
}

struct PomodoroScenes: SceneBuilder {
    func scene(for route: PomodoroRoute) -> Scene<PomodoroRoute> {
        switch route {
        case .timer:
            Scene(
                view: PomodoroView(), interactor: PomodoroInteractor(), logic: PomodoroLogic(),
                presenter: PomodoroPresenter(), state: PomodoroLogic.State())
        case .stats, .about:
            Scene(
                view: StatsView(title: route == .stats ? "Stats" : "About"),
                interactor: StatsInteractor(), logic: StatsLogic(), presenter: StatsPresenter(),
                state: 0)
        }
    }
}

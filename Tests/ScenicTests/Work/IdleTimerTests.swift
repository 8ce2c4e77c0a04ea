import ScenicTestSupport
import ScenicTesting
import Testing

@testable import Scenic

/// A timer that waits for no line to be typed (`Effect.afterIdle`): every line typed starts
/// the wait again, those the Logic never hears too (help, an empty line, a refused one).
///
/// Before, an inactivity timeout could only be started again by the Logic's own actions, so
/// `help` and refused lines did not count as activity (found by a stranger's flashcards).
@Suite struct IdleTimerTests {
    enum Route: Hashable, Sendable { case desk, other }

    struct DeskView: View {
        enum Region: CaseIterable { case body }
        enum Name: String, CommandName { case work, away }
        let title = "Desk"
        let commands = [
            Command(Name.work, help: "Do some work"),
            Command(Name.away, help: "Open another screen"),
        ]
    }

    struct DeskLogic: Logic {
        typealias Route = IdleTimerTests.Route
        struct State: Equatable, Sendable { var timeouts = 0 }
        enum Action: Equatable, Sendable { case open, work, away, idle }
        enum SourceID: Hashable, Sendable { case inactivity }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .open: return [.afterIdle(.seconds(5), send: .idle, id: .inactivity)]
            case .work: return []
            case .away: return [.push(.other)]
            case .idle:
                state.timeouts += 1
                return []
            }
        }
    }

    struct DeskInteractor: Interactor {
        func action(for input: CommandInput<DeskView.Name>) -> DeskLogic.Action {
            input.name == .work ? .work : .away
        }
    }

    struct DeskPresenter: Presenter {
        func present(_ state: DeskLogic.State, on screen: Screen) -> ViewContent<DeskView.Region> {
            ViewContent([.body: [.paragraph("Timeouts: \(state.timeouts)")]])
        }
    }

    struct OtherView: View {
        enum Region: CaseIterable { case body }
        enum Name: String, CommandName { case look }
        let title = "Other"
        let commands = [Command(Name.look, help: "Look around")]
    }

    struct OtherLogic: Logic {
        typealias Route = IdleTimerTests.Route
        struct State: Equatable, Sendable {}
        enum Action: Equatable, Sendable { case look }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] { [] }
    }

    struct OtherInteractor: Interactor {
        func action(for input: CommandInput<OtherView.Name>) -> OtherLogic.Action { .look }
    }

    struct OtherPresenter: Presenter {
        func present(_ state: OtherLogic.State, on screen: Screen) -> ViewContent<OtherView.Region>
        {
            ViewContent([.body: [.paragraph("Elsewhere.")]])
        }
    }

    struct Scenes: SceneBuilder {
        func scene(for route: Route) -> Scene<Route> {
            switch route {
            case .desk:
                Scene(
                    view: DeskView(), interactor: DeskInteractor(), logic: DeskLogic(),
                    presenter: DeskPresenter(), state: .init(), appearAction: .open)
            case .other:
                Scene(
                    view: OtherView(), interactor: OtherInteractor(), logic: OtherLogic(),
                    presenter: OtherPresenter(), state: .init())
            }
        }
    }

    /// The count of timeouts the last screen showed, for `typed`.
    private func timeouts(_ typed: String) async -> String? {
        var console = Console(
            navigator: Navigator(builder: Scenes(), root: .desk),
            configuration: ConsoleConfiguration(width: .fixed(40)))
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text.components(separatedBy: "Timeouts: ").last?.prefix { $0.isNumber }
            .description
    }

    @Test func anyLineTypedStartsTheWaitAgain() async {
        #expect(await timeouts("# after 5s\n") == "1")
        for line in ["work", "help", "", "bogus", "help work"] {
            #expect(await timeouts("# after 4s\n\(line)\n# after 4s\n") == "0", "\(line)")
            #expect(await timeouts("# after 4s\n\(line)\n# after 5s\n") == "1", "\(line)")
        }
        // A clock step is no line typed.
        #expect(await timeouts("# after 3s\n# after 3s\n") == "1")
    }

    @Test func itSendsOnceAndStopsWithItsScreen() async {
        #expect(await timeouts("# after 5s\nwork\n# after 5s\n# after 1h\n") == "1")
        // Covered, it stops (start it again in the appear action, as this scene does).
        #expect(await timeouts("# after 4s\naway\n# after 10s\nback\n# after 4s\n") == "0")
        #expect(await timeouts("away\n# after 10s\nback\n# after 5s\n") == "1")
    }

    /// A recorded session that a timer ended ends its story with the timer's wait, a timer
    /// due at once with `# after 0ms`: a replay delivers timers only at a clock step, and ended
    /// without the session's last words (a hostile tester).
    @Test func aRecordingEndsWithTheWaitOfTheTimerThatEndedIt() {
        var written = ""
        var recording = StoryRecording(app: "desk", width: 40) { written += $0 }
        recording.typed("later 0", on: "Desk")
        recording.timerFellDue()
        recording.ended()
        #expect(written.hasSuffix("later 0\n# after 0ms\n"), "\(written)")
        recording.typed("later 2", on: "Desk")
        recording.waited(.seconds(2))
        recording.timerFellDue()
        recording.ended()
        #expect(written.hasSuffix("later 2\n# after 2s\n"), "\(written)")
    }

    @Test func aLogicTesterCountsEachSendAndLineTypedAsALine() {
        var tester = LogicTester(DeskLogic(), state: .init())
        tester.send(.open, effects: [.afterIdle(.seconds(5), send: .idle, id: .inactivity)])
        tester.advance(by: .seconds(4))
        tester.send(.work)
        tester.advance(by: .seconds(4))
        tester.lineTyped()
        tester.advance(by: .seconds(4))
        tester.advance(by: .seconds(1))
        tester.timerFired(.idle) { $0.timeouts = 1 }
        tester.lineTyped()
        tester.advance(by: .seconds(10))
        // News no line brought starts no wait again.
        tester.send(.open, effects: [.afterIdle(.seconds(5), send: .idle, id: .inactivity)])
        tester.advance(by: .seconds(4))
        tester.send(.work, typed: false)
        tester.advance(by: .seconds(1))
        tester.timerFired(.idle) { $0.timeouts = 2 }
    }
}

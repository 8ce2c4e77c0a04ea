import Foundation
import Scenic
import ScenicTestSupport
import ScenicTesting
import Testing

/// A Logic takes back a question a timer made stale (`.withdrawQuestion`): the next line is a
/// command again.
///
/// Before, "Stop this session?" waited on after the session it was about had ended, and every
/// command was refused until it was answered (found by a stranger's pomodoro timer).
@Suite struct WithdrawnQuestionTests {
    enum Route: Hashable, Sendable { case focus }

    struct FocusView: View {
        enum Region: CaseIterable { case body }
        enum Name: String, CommandName { case start, stop }
        let title = "Focus"
        let commands = [
            Command(Name.start, help: "Start a session"),
            Command(Name.stop, help: "Stop the session"),
        ]
    }

    struct FocusInteractor: Interactor {
        func action(for input: CommandInput<FocusView.Name>) -> FocusLogic.Action {
            switch input.name {
            case .start: .start
            case .stop: .stop
            }
        }
    }

    struct FocusLogic: Logic {
        typealias Route = WithdrawnQuestionTests.Route
        struct State: Equatable, Sendable { var running = false }
        enum Action: Equatable, Sendable { case start, stop, stopped, kept, ended }
        enum SourceID: Hashable, Sendable { case session }
        enum Notice: Equatable, Sendable { case started, ended, stopped }

        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .start:
                state.running = true
                return [
                    .after(.seconds(60), send: .ended, id: .session, whileCovered: .stops),
                    .notify(.started),
                ]
            case .stop:
                return [.ask(.yesOrNo("Stop this session?", yes: .stopped, no: .kept))]
            case .stopped:
                state.running = false
                return [.cancel(.session), .notify(.stopped)]
            case .kept:
                return []
            case .ended:
                state.running = false
                // Whatever waits is about the session that ended.
                return [.withdrawQuestion, .notify(.ended)]
            }
        }
    }

    struct FocusPresenter: Presenter {
        func present(_ state: FocusLogic.State, on screen: Screen) -> ViewContent<
            FocusView.Region
        > {
            ViewContent([.body: [.paragraph(state.running ? "Focusing." : "Idle.")]])
        }

        func message(for notice: FocusLogic.Notice) -> String {
            switch notice {
            case .started: "Started."
            case .ended: "The session ended."
            case .stopped: "Stopped."
            }
        }
    }

    struct Scenes: SceneBuilder {
        func scene(for route: Route) -> Scene<Route> {
            Scene(
                view: FocusView(), interactor: FocusInteractor(), logic: FocusLogic(),
                presenter: FocusPresenter(), state: .init())
        }
    }

    @Test func aWithdrawnQuestionLeavesTheNextLineToTheScreensCommands() async {
        var console = Console(
            navigator: Navigator(builder: Scenes(), root: .focus),
            configuration: ConsoleConfiguration(width: .fixed(60)))
        var input = ScriptInput("start\nstop\n# after 60s\nstart\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        let screens = output.text.components(separatedBy: "\n> ")
        #expect(screens[2].contains("Stop this session? (yes/no)"))
        #expect(screens[3].hasPrefix("# after 60s\n\nFocus\n"))
        #expect(screens[3].contains("» The session ended."))
        #expect(!screens[3].contains("Stop this session?"))
        #expect(screens[3].contains("Commands: start · stop"))
        #expect(screens[4].hasPrefix("start\n\nFocus\n"))
        #expect(screens[4].contains("Focusing."))
        #expect(screens[4].contains("» Started."))
    }

    /// The Logic test states the effect as any other.
    @Test func theLogicTestStatesTheWithdrawal() {
        var tester = LogicTester(FocusLogic(), state: .init())
        tester.send(
            .start,
            effects: [
                .after(.seconds(60), send: .ended, id: .session, whileCovered: .stops),
                .notify(.started),
            ]
        ) {
            $0.running = true
        }
        tester.send(
            .stop, effects: [.ask(.yesOrNo("Stop this session?", yes: .stopped, no: .kept))])
        tester.advance(by: .seconds(60))
        tester.timerFired(.ended, effects: [.withdrawQuestion, .notify(.ended)]) {
            $0.running = false
        }
    }
}

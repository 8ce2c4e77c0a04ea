import Scenic
import Testing

/// Exploration moves the clock as a story's `# after 30s` does, so a rule only a timer breaks
/// is found, and the story it writes moves the clock the same way.
@Suite struct ExploredTimerTests {
    struct TurnView: View {
        enum Region: CaseIterable { case body }
        enum Name: String, CommandName { case hit }
        let title = "Turn"
        let commands = [Command(Name.hit, help: "Take a card")]
    }

    struct TurnInteractor: Interactor {
        func action(for input: CommandInput<TurnView.Name>) -> TurnLogic.Action { .hit }
    }

    /// A turn that times out after 30 seconds; the time-out has a bug: it takes chips away
    /// below zero.
    struct TurnLogic: Logic {
        typealias Route = Int
        enum SourceID: Hashable, Sendable { case turn }
        struct State: Equatable { var chips = 10 }
        enum Action: Sendable { case started, hit, timeUp }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .started:
                return [.after(.seconds(30), send: .timeUp, id: .turn, whileCovered: .stops)]
            case .hit: state.chips += 1
            case .timeUp: state.chips -= 100
            }
            return []
        }
    }

    struct TurnPresenter: Presenter {
        func present(_ state: TurnLogic.State, on screen: Screen) -> ViewContent<TurnView.Region> {
            ViewContent([.body: [.paragraph("\(state.chips) chips")]])
        }
    }

    struct TurnScenes: SceneBuilder {
        func scene(for route: Int) -> Scene<Int> {
            Scene(
                view: TurnView(), interactor: TurnInteractor(), logic: TurnLogic(),
                presenter: TurnPresenter(), state: TurnLogic.State(), appearAction: .started)
        }
    }

    @Test func aRuleOnlyATimerBreaksIsFoundAndItsStoryMovesTheClock() async throws {
        let chips = ExplorationInvariant.state(TurnLogic.State.self, "chips never negative") {
            $0.chips >= 0
        }
        let report = await Explorer(steps: 200, seed: 1, width: 40, invariants: [chips]) {
            Console(navigator: Navigator(builder: TurnScenes(), root: 0))
        }.run()
        #expect(report.finding?.rule == "chips never negative")
        let step = try #require(report.lines.last)
        #expect(StoryScript.clockStep(step[...]) != nil, "\(report.lines)")
        // The story types the step as a step, not as text.
        #expect(report.story.hasSuffix("\n" + step + "\n"))
        let replayed = try StoryScript(text: report.story)
        #expect(replayed.lines == report.lines)
    }
}

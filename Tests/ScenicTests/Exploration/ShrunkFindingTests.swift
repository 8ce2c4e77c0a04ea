import Scenic
import Testing

/// What a shrunk story breaks is said in its own words: shrinking keeps the rule, but the
/// screen it breaks on may read otherwise than where the run found it.
@Suite struct ShrunkFindingTests {
    /// A tally whose title counts every action heard: `bump` three times breaks the rule,
    /// and how many `note`s came before shows in the title.
    struct TallyView: View {
        enum Region: CaseIterable { case body }
        enum Name: String, CommandName { case bump, note }
        let title = "Tally"
        let commands = [
            Command(Name.bump, help: "Count one"), Command(Name.note, help: "Count nothing"),
        ]
    }

    struct TallyInteractor: Interactor {
        func action(for input: CommandInput<TallyView.Name>) -> TallyLogic.Action {
            input.name == .bump ? .bump : .note
        }
    }

    struct TallyLogic: Logic {
        typealias Route = Int
        struct State: Equatable {
            var bumps = 0
            var heard = 0
        }
        enum Action: Sendable { case bump, note }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            state.heard += 1
            if action == .bump { state.bumps += 1 }
            return []
        }
    }

    struct TallyPresenter: Presenter {
        func present(_ state: TallyLogic.State, on screen: Screen)
            -> ViewContent<TallyView.Region>
        {
            var content = ViewContent<TallyView.Region>([
                .body: [.paragraph("\(state.bumps) bumps")]
            ])
            content.title = "Heard \(state.heard)"
            return content
        }
    }

    struct TallyScenes: SceneBuilder {
        func scene(for route: Int) -> Scene<Int> {
            Scene(
                view: TallyView(), interactor: TallyInteractor(), logic: TallyLogic(),
                presenter: TallyPresenter(), state: TallyLogic.State())
        }
    }

    @Test func theStoryAndTheSummarySayWhatTheShrunkLinesBreak() async throws {
        let fewBumps = ExplorationInvariant.state(TallyLogic.State.self, "fewer than 3 bumps") {
            $0.bumps < 3
        }
        let report = await Explorer(steps: 300, seed: 4, width: 40, invariants: [fewBumps]) {
            Console(navigator: Navigator(builder: TallyScenes(), root: 0))
        }.run()
        let found = try #require(report.finding)
        #expect(report.lines == ["bump", "bump", "bump"])
        // The run heard more than the three bumps before the rule broke.
        #expect(found.message != #"Heard 3: a state broke the rule "fewer than 3 bumps"."#)
        #expect(
            report.findingSummary.hasSuffix(
                #"Shrunk to 3 lines, which break it on their own: Heard 3: a state broke the "#
                    + "rule \"fewer than 3 bumps\".\n  bump\n  bump\n  bump\n"),
            "\(report.findingSummary)")
        #expect(
            report.story.hasPrefix(
                "# Found by exploration (seed 4, 300 steps): Heard 3: a state broke the rule "
                    + "\"fewer than 3 bumps\".\n"))
    }

    @Test func aShrunkFindingThatReadsTheSameIsNotSaidTwice() {
        var report = ExplorationReport(seed: 1, steps: 10, width: 40)
        let finding = ExplorationFinding(rule: "r", message: "Home: a state broke the rule \"r\".")
        report.finding = finding
        report.shrunkFinding = finding
        report.foundAfter = ["a", "b"]
        report.lines = ["b"]
        #expect(
            report.findingSummary
                == "Found after 2 lines: Home: a state broke the rule \"r\".\nShrunk to 1 line:\n  b\n"
        )
    }
}

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
            case .started: return [.after(.seconds(30), send: .timeUp, id: .turn)]
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

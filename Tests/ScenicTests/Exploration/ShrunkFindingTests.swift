import Scenic
import Testing

/// What a shrunk story breaks is said in its own words: shrinking keeps the rule, but what it
/// breaks may read otherwise than where the run found it (a line of another width).
@Suite struct ShrunkFindingTests {
    /// A tally whose Presenter's title counts every action heard: `bump` three times breaks
    /// the rule, and how many `note`s came before shows in the title.
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

    /// A finding names the screen by its View's title, the same whatever its state: not by
    /// the title the Presenter set, which may be data (the explorer's own typing: an account it
    /// named `-3` gave `On screen "-3"`, found by a stranger).
    ///
    /// So the run and its shrunk lines say the same, and it is said once.
    @Test func theFindingNamesTheScreenByItsViewsTitleNotItsData() async throws {
        let fewBumps = ExplorationInvariant.state(TallyLogic.State.self, "fewer than 3 bumps") {
            $0.bumps < 3
        }
        let report = await Explorer(steps: 300, seed: 4, width: 40, invariants: [fewBumps]) {
            Console(navigator: Navigator(builder: TallyScenes(), root: 0))
        }.run()
        let found = try #require(report.finding)
        #expect(report.lines == ["bump", "bump", "bump"])
        #expect(
            found.message == #"On screen "Tally", a state broke the rule "fewer than 3 bumps"."#)
        #expect(report.foundAfter.count > 3, "the run heard more than the three bumps")
        #expect(
            report.findingSummary.hasSuffix(
                #": On screen "Tally", a state broke the rule "fewer than 3 bumps"."#
                    + "\nShrunk to 3 lines:\n  bump\n  bump\n  bump\n"),
            "\(report.findingSummary)")
        #expect(
            report.story.hasPrefix(
                "# Found by exploration (seed 4, 300 steps): On screen \"Tally\", a state broke "
                    + "the rule \"fewer than 3 bumps\".\n"))
    }

    /// A line typed with a control character (an escape sequence) is shown visibly in the
    /// summary printed to the terminal, and kept as typed in the story that replays it.
    @Test func aControlCharacterTypedIsShownVisiblyAndKeptInTheStory() {
        var report = ExplorationReport(seed: 1, steps: 10, width: 40)
        report.finding = ExplorationFinding(rule: "r", message: "Home broke \"r\".")
        report.lines = ["add a\u{1B}[31mred"]
        #expect(!report.findingSummary.contains("\u{1B}"))
        #expect(
            report.findingSummary.contains("  add a" + VisibleText.escaping("\u{1B}") + "[31mred\n")
        )
        #expect(report.story.hasSuffix("add a\u{1B}[31mred\n"))
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

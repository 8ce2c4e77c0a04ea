import Testing

@testable import Scenic

/// A scene's `screenAction`: its Logic hears the screen's size before the scene's first screen
/// and its appear action, and again only for a size it has not heard, so a list can page by
/// the screen's height.
@Suite struct ScreenSizeTests {
    struct RowsView: View {
        enum Region: CaseIterable { case body }
        enum Name: String, CommandName { case more }
        let title = "Rows"
        let commands = [Command(Name.more, help: "Open another screen.")]
    }

    struct RowsInteractor: Interactor {
        func action(for input: CommandInput<RowsView.Name>) -> RowsLogic.Action { .more }
    }

    struct RowsLogic: Logic {
        typealias Route = Int
        struct State: Equatable {
            /// What the Logic heard, in order.
            var heard: [String] = []
            var rowsPerPage = 0
        }
        enum Action: Equatable, Sendable {
            case screenChanged(Screen)
            case appeared
            case more
        }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .screenChanged(let screen):
                state.heard.append("\(screen.width)x\(screen.height)")
                state.rowsPerPage = screen.height - 6
                return []
            case .appeared:
                state.heard.append("appeared")
                return []
            case .more:
                return [.push(1)]
            }
        }
    }

    struct RowsPresenter: Presenter {
        func present(_ state: RowsLogic.State, on screen: Screen) -> ViewContent<RowsView.Region> {
            ViewContent([
                .body: [
                    .paragraph("Heard: \(state.heard.joined(separator: ", "))."),
                    .paragraph("\(state.rowsPerPage) rows a page on \(screen.height)."),
                ]
            ])
        }
    }

    struct RowsScenes: SceneBuilder {
        /// Whether the first screen hears the screen.
        var hearsScreen = true

        func scene(for route: Int) -> Scene<Int> {
            let screenAction: ((Screen) -> RowsLogic.Action)? =
                hearsScreen && route == 0 ? { RowsLogic.Action.screenChanged($0) } : nil
            return Scene(
                view: RowsView(), interactor: RowsInteractor(), logic: RowsLogic(),
                presenter: RowsPresenter(), state: RowsLogic.State(), appearAction: .appeared,
                screenAction: screenAction)
        }
    }

    /// The first screen's Logic's state.
    func heard(_ navigator: Navigator<Int>) -> [String] {
        (navigator.states.first as? RowsLogic.State)?.heard ?? []
    }

    @Test func theLogicHearsTheScreenBeforeTheFirstScreenAndBeforeItsAppearAction() async {
        var console = Console(
            navigator: Navigator(builder: RowsScenes(), root: 0),
            configuration: ConsoleConfiguration(width: .fixed(60), height: .fixed(40)))
        var input = ScriptInput("")
        var output = TextBuffer()
        #expect(await console.run(input: &input, output: &output) == 0)
        #expect(output.text.contains("Heard: 60x40, appeared."), "\(output.text)")
        #expect(output.text.contains("34 rows a page on 40."))
    }

    @Test func aCoveredSceneHearsOnlyASizeItHasNotHeard() async {
        var navigator = Navigator(builder: RowsScenes(), root: 0)
        var display = ScriptedWork()
        _ = await navigator.appearIfNeeded(display: &display)
        #expect(heard(navigator) == ["80x24", "appeared"])
        // Nothing changed: nothing to tell.
        #expect(await navigator.tellScreen(display: &display) == nil)
        // Shown again at the size it heard: its appear action only.
        _ = await navigator.apply([.push(1), .pop], display: &display)
        #expect(heard(navigator) == ["80x24", "appeared", "appeared"])
        // Resized while it was covered: it hears the new size as it comes back, first.
        _ = await navigator.apply([.push(1)], display: &display)
        display.screen = Screen(width: 100, height: 50)
        _ = await navigator.apply([.pop], display: &display)
        #expect(heard(navigator) == ["80x24", "appeared", "appeared", "100x50", "appeared"])
        // Resized while on top: it hears the size before the next screen.
        display.screen = Screen(width: 100, height: 30)
        #expect(await navigator.tellScreen(display: &display) != nil)
        #expect(await navigator.tellScreen(display: &display) == nil)
        #expect(heard(navigator).suffix(1) == ["100x30"])
    }

    @Test func aSceneWithoutAScreenActionHearsNothing() async {
        var navigator = Navigator(builder: RowsScenes(hearsScreen: false), root: 0)
        var display = ScriptedWork()
        _ = await navigator.appearIfNeeded(display: &display)
        display.screen = Screen(width: 100, height: 50)
        #expect(await navigator.tellScreen(display: &display) == nil)
        #expect(heard(navigator) == ["appeared"])
    }

    /// A child's Presenter is told the width it is given and the whole screen's height.
    @Test func aChildIsToldTheWholeScreensHeight() {
        struct RowsOfTally: Presenter {
            func present(_ state: TallyLogic.State, on screen: Screen)
                -> ViewContent<TallyView.Region>
            {
                ViewContent([.count: [.paragraph("\(screen.width) by \(screen.height)")]])
            }

            func message(for notice: TallyLogic.Notice) -> String { "" }
        }
        let scene = Scene<BoardRoute>(
            view: BoardView(), interactor: BoardInteractor(), logic: BoardLogic(),
            presenter: BoardPresenter(), state: BoardLogic.State(),
            children: [
                ChildScene(
                    BoardLogic.tally, view: TallyView(), interactor: TallyInteractor(),
                    presenter: RowsOfTally(), in: .tally, width: 30)
            ])
        let screen = scene.render(width: 60, height: 33)
        #expect(screen.contains("26 by 33"), "\(screen)")
    }

    @Test func aScreenIsClampedAsTheConsoleClampsIt() {
        #expect(Screen(width: 80).height == 24)
        #expect(Screen(width: 80, height: 3).height == 10)
        #expect(Screen(width: 80, height: 5_000).height == 1000)
    }

    @Test func linesSetsTheHeightAsColumnsSetsTheWidth() {
        let fromLines = ConsoleConfiguration.forProcess(
            environment: ["LINES": "40"], outputIsTerminal: false)
        #expect(fromLines.height == .fixed(40))
        // Not a number of rows: as if unset.
        let noNumber = ConsoleConfiguration.forProcess(
            environment: ["LINES": "tall"], outputIsTerminal: true)
        #expect(noNumber.height == .terminal)
        let piped = ConsoleConfiguration.forProcess(environment: [:], outputIsTerminal: false)
        #expect(piped.currentScreen == Screen(width: 80, height: 24))
    }
}

extension ScreenSizeTests {
    /// Screens whose screen actions open each other are stopped once, and said once: told the
    /// screen before it was drawn, the scene left on top ran the loop again.
    @Test func aLoopOfScreenActionsIsStoppedAndSaidOnce() async {
        struct LoopLogic: Logic {
            typealias Route = Int
            struct State: Equatable {}
            enum Action: Equatable, Sendable { case screenChanged(Screen) }
            func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
                [.push(1)]
            }
        }
        struct LoopPresenter: Presenter {
            func present(_ state: LoopLogic.State, on screen: Screen)
                -> ViewContent<RowsView.Region>
            {
                ViewContent([.body: [.paragraph("Looping.")]])
            }
        }
        struct LoopInteractor: Interactor {
            func action(for input: CommandInput<RowsView.Name>) -> LoopLogic.Action {
                .screenChanged(Screen(width: 80))
            }
        }
        struct LoopScenes: SceneBuilder {
            func scene(for route: Int) -> Scene<Int> {
                Scene(
                    view: RowsView(), interactor: LoopInteractor(), logic: LoopLogic(),
                    presenter: LoopPresenter(), state: LoopLogic.State(),
                    screenAction: LoopLogic.Action.screenChanged)
            }
        }
        var console = Console(navigator: Navigator(builder: LoopScenes(), root: 0))
        var input = ScriptInput("")
        var output = TextBuffer()
        #expect(await console.run(input: &input, output: &output) == 0)
        let said = output.text.components(separatedBy: "Screens kept opening other screens")
        #expect(said.count == 2, "\(output.text)")
    }
}

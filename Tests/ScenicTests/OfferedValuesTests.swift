import Scenic
import Testing

/// A command whose argument's Tab values follow the state: `open DECK` completes the decks
/// there are now, those made on the screen included, and exploration types them.
@Suite struct OfferedValuesTests {
    enum DecksRoute: Hashable, Sendable { case decks, shelf, library }

    struct DecksView: View {
        enum Region: CaseIterable { case list }
        enum Name: String, CommandName { case new, open }
        static let name = Argument.restOfLine("NAME")
        static let deck = Argument.restOfLine("DECK")
        let title = "Decks"
        let commands = [
            Command(Name.new, Self.name, help: "Make a deck"),
            // The View's own values, which the Presenter's replace.
            Command(Name.open, Self.deck.offering(["Fixed"]), help: "Open a deck"),
        ]
    }

    struct DecksInteractor: Interactor {
        func action(for input: CommandInput<DecksView.Name>) -> DecksLogic.Action {
            switch input.name {
            case .new: .new(input[DecksView.name])
            case .open: .open(input[DecksView.deck])
            }
        }
    }

    struct DecksLogic: Logic {
        typealias Route = Never
        struct State: Equatable, Sendable {
            var names = ["Spanish"]
            var opened: String?
        }
        enum Action: Equatable, Sendable {
            case new(String)
            case open(String)
        }

        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .new(let name): state.names.append(name)
            case .open(let name): state.opened = name
            }
            return []
        }
    }

    struct DecksPresenter: Presenter {
        func present(_ state: DecksLogic.State, on screen: Screen) -> ViewContent<
            DecksView.Region
        > {
            var content = ViewContent<DecksView.Region>(
                [.list: [.paragraph("Decks: " + state.names.joined(separator: ", "))]])
            content.offer(state.names, for: DecksView.deck)
            return content
        }
    }

    struct DecksScenes: SceneBuilder {
        func scene(for route: DecksRoute) -> Scene<DecksRoute> {
            switch route {
            case .decks:
                Scene(
                    view: DecksView(), interactor: DecksInteractor(), logic: DecksLogic(),
                    presenter: DecksPresenter(), state: DecksLogic.State()
                ).inApp(DecksRoute.self)
            case .shelf:
                Scene(
                    view: ShelfView(), interactor: ShelfInteractor(), logic: ShelfLogic(),
                    presenter: ShelfPresenter(), state: ShelfLogic.State(),
                    children: [
                        ChildScene(
                            ShelfLogic.decks, view: DecksView(), interactor: DecksInteractor(),
                            presenter: DecksPresenter(), in: .decks)
                    ])
            case .library:
                Scene(
                    view: LibraryView(), interactor: LibraryInteractor(), logic: LibraryLogic(),
                    presenter: LibraryPresenter(), state: LibraryLogic.State(),
                    children: [
                        ChildScene(
                            LibraryLogic.decks, view: DecksView(), interactor: DecksInteractor(),
                            presenter: DecksPresenter(), in: .decks)
                    ])
            }
        }
    }

    /// A screen that shows the decks as a child scene: the child's Presenter offers its values.
    struct ShelfView: View {
        enum Region: CaseIterable { case decks }
        typealias Name = NoCommand
        let title = "Shelf"
        let commands: [Command<NoCommand>] = []
    }

    struct ShelfInteractor: Interactor {
        func action(for input: CommandInput<NoCommand>) -> ShelfLogic.Action {
            switch input.name {}
        }
    }

    struct ShelfLogic: Logic {
        typealias Route = DecksRoute
        struct State: Equatable, Sendable { var decks = DecksLogic.State() }
        enum Action: Equatable, Sendable { case decks(DecksLogic.Action) }

        static let decks = Child<Self, DecksLogic>(
            DecksLogic(), state: \State.decks, action: Action.decks)

        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .decks(let action): Self.decks.reduce(&state, action, in: self)
            }
        }
    }

    struct ShelfPresenter: Presenter {
        func present(_ state: ShelfLogic.State, on screen: Screen) -> ViewContent<
            ShelfView.Region
        > {
            ViewContent()
        }
    }

    /// A screen with a command of its own whose argument has the child's placeholder (`DECK`),
    /// offering values of its own.
    struct LibraryView: View {
        enum Region: CaseIterable { case decks }
        enum Name: String, CommandName { case borrow }
        static let deck = Argument.restOfLine("DECK")
        let title = "Library"
        let commands = [Command(Name.borrow, Self.deck, help: "Borrow a deck")]
    }

    struct LibraryInteractor: Interactor {
        func action(for input: CommandInput<LibraryView.Name>) -> LibraryLogic.Action {
            .borrow(input[LibraryView.deck])
        }
    }

    struct LibraryLogic: Logic {
        typealias Route = DecksRoute
        struct State: Equatable, Sendable {
            var shelved = ["Atlas", "Almanac"]
            var decks = DecksLogic.State()
        }
        enum Action: Equatable, Sendable {
            case borrow(String)
            case decks(DecksLogic.Action)
        }

        static let decks = Child<Self, DecksLogic>(
            DecksLogic(), state: \State.decks, action: Action.decks)

        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .borrow(let name):
                state.shelved.removeAll { $0 == name }
                return []
            case .decks(let action): return Self.decks.reduce(&state, action, in: self)
            }
        }
    }

    struct LibraryPresenter: Presenter {
        func present(_ state: LibraryLogic.State, on screen: Screen) -> ViewContent<
            LibraryView.Region
        > {
            var content = ViewContent<LibraryView.Region>()
            content.offer(state.shelved, for: LibraryView.deck)
            return content
        }
    }

    /// A terminal that types `lines` and, at each prompt, notes what Tab offers after `probe`.
    struct TabbingInput: LineInput {
        var lines: [String]
        let probe: String
        var offered: [[String]] = []
        let isTerminal = true
        var lastLineWasShown: Bool { false }

        mutating func readLine() -> InputLine? {
            lines.isEmpty ? nil : InputLine(lines.removeFirst())
        }

        mutating func readLine(completing completions: Completions) -> InputLine? {
            offered.append(completions.candidates(for: probe))
            return readLine()
        }
    }

    @Test func tabOffersTheValuesThePresenterOffersNow() async {
        var console = Console(navigator: Navigator(builder: DecksScenes(), root: .decks))
        var input = TabbingInput(lines: ["new 日本語", "new Kanji N5"], probe: "open ")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        #expect(
            input.offered == [
                ["Spanish"], ["Spanish", "日本語"], ["Spanish", "日本語", "Kanji N5"],
            ])
    }

    @Test func aChildScenesPresenterOffersValuesForItsCommands() async {
        var console = Console(navigator: Navigator(builder: DecksScenes(), root: .shelf))
        var input = TabbingInput(lines: ["new Kanji"], probe: "open ")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        #expect(input.offered == [["Spanish"], ["Spanish", "Kanji"]])
    }

    /// A child's offer is for its own commands: a parent's argument with the same placeholder
    /// keeps the parent's values.
    ///
    /// Before, the child's replaced them: `take ITEM` offered the child's items, and an
    /// exploration never typed the item on the floor that broke a rule (found by a stranger).
    @Test func aChildsValuesNeverReplaceTheParentsForAPlaceholderOfTheSameName() async {
        for (probe, offered) in [("borrow ", ["Atlas", "Almanac"]), ("open ", ["Spanish"])] {
            var console = Console(navigator: Navigator(builder: DecksScenes(), root: .library))
            var input = TabbingInput(lines: [], probe: probe)
            var output = TextBuffer()
            _ = await console.run(input: &input, output: &output)
            #expect(input.offered == [offered], "\(probe)")
        }
    }

    @Test func aPresenterTestReadsTheValuesOffered() {
        let content = DecksPresenter().present(
            DecksLogic.State(names: ["Spanish", "Kanji"]), on: Screen(width: 80))
        #expect(content.offeredValues == ["DECK": ["Spanish", "Kanji"]])
    }

    /// Only the Presenter offers "Spanish" (the View offers "Fixed", and the exploration is
    /// given no words), so a run that opens it typed what the screen offered.
    @Test func explorationTypesTheValuesOfferedNow() async {
        let neverSpanish = ExplorationInvariant.state(DecksLogic.State.self, "not Spanish") {
            $0.opened != "Spanish"
        }
        let report = await Explorer(steps: 300, seed: 1, width: 60, invariants: [neverSpanish]) {
            Console(navigator: Navigator(builder: DecksScenes(), root: .decks))
        }.run()
        #expect(report.lines == ["open Spanish"], "\(report.findingSummary)")
    }

    /// `help open` names the values Tab offers now, the Presenter's, the first ten of many,
    /// one holding a comma quoted (a stranger found help silent about them).
    @Test func helpNamesTheValuesOfferedNow() async {
        let many = (1...12).map { "Deck \($0)" }
        let lines = ["help open", "new Grammar, part 2"] + many.map { "new \($0)" } + ["help open"]
        var console = Console(
            navigator: Navigator(builder: DecksScenes(), root: .decks),
            configuration: ConsoleConfiguration(width: .fixed(200)))
        var input = ScriptInput(lines.joined(separator: "\n"))
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        let helps = output.text.components(separatedBy: "Help: open").dropFirst()
        #expect(helps.count == 2)
        #expect(
            helps.first?.contains("DECK   the rest of the line, as typed; Tab offers Spanish\n")
                == true, "\(helps.first ?? "")")
        #expect(
            helps.last?.contains(
                "Tab offers Spanish, \"Grammar, part 2\", Deck 1, Deck 2, Deck 3, Deck 4, Deck 5, "
                    + "Deck 6, Deck 7, Deck 8, and 4 more\n") == true, "\(helps.last ?? "")")
    }
}

import Scenic

// A parent screen with the tally as a child in its `tally` region, 30 columns wide.

enum BoardRoute: Hashable, Sendable {
    case board
    case done(Int)
}

struct BoardView: View {
    enum Region: CaseIterable { case notes, tally }
    enum Name: String, CommandName { case note }
    static let text = Argument.restOfLine("TEXT")
    let title = "Board"
    let commands = [Command(Name.note, text, help: "Keep a note")]
}

struct BoardInteractor: Interactor {
    func action(for input: CommandInput<BoardView.Name>) -> BoardLogic.Action {
        switch input.name {
        case .note: .note(input[BoardView.text])
        }
    }
}

struct BoardLogic: Logic {
    typealias Route = BoardRoute

    struct State: Equatable, Sendable {
        var notes: [String] = []
        var tally = TallyLogic.State()
    }
    enum Action: Equatable, Sendable {
        case note(String)
        case tally(TallyLogic.Action)
        case tallyReached(Int)
    }
    enum Notice: Equatable, Sendable {
        case tally(TallyLogic.Notice)
    }

    static let tally = Child<Self, TallyLogic>(
        TallyLogic(), state: \State.tally, action: Action.tally,
        reports: { .tallyReached($0) }, notices: Notice.tally)

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .note(let text):
            state.notes.append(text)
            return []
        case .tally(let action):
            return Self.tally.reduce(&state, action, in: self)
        case .tallyReached(let count):
            state.notes.append("Reached \(count).")
            return [.push(.done(count))]
        }
    }
}

struct BoardPresenter: Presenter {
    func present(_ state: BoardLogic.State, on screen: Screen) -> ViewContent<BoardView.Region> {
        ViewContent([
            .notes: [state.notes.isEmpty ? .paragraph("No notes.") : .bulletList(state.notes)]
        ])
    }

    func message(for notice: BoardLogic.Notice) -> String {
        switch notice {
        case .tally(let notice): TallyPresenter().message(for: notice)
        }
    }
}

struct BoardScenes: SceneBuilder {
    func scene(for route: BoardRoute) -> Scene<BoardRoute> {
        switch route {
        case .board:
            Scene(
                view: BoardView(), interactor: BoardInteractor(), logic: BoardLogic(),
                presenter: BoardPresenter(), state: BoardLogic.State(),
                children: [
                    ChildScene(
                        BoardLogic.tally, view: TallyView(), interactor: TallyInteractor(),
                        presenter: TallyPresenter(), in: .tally, width: 30)
                ])
        case .done(let count):
            Scene(
                view: TallyView(), interactor: TallyInteractor(), logic: TallyLogic(),
                presenter: TallyPresenter(), state: TallyLogic.State(count: count)
            ).inApp(BoardRoute.self)
        }
    }
}

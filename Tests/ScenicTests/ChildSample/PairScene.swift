import Scenic

// A parent screen with two children of different kinds, the tally first and a flag second: a
// typed command must reach the child it belongs to, whichever comes first in the footer.

struct FlagView: View {
    enum Region: CaseIterable { case flag }
    enum Name: String, CommandName { case flip }
    let title = "Flag"
    let commands = [Command(Name.flip, help: "Raise or lower the flag")]
}

struct FlagInteractor: Interactor {
    func action(for input: CommandInput<FlagView.Name>) -> FlagLogic.Action {
        switch input.name {
        case .flip: .flip
        }
    }
}

struct FlagLogic: Logic {
    typealias Route = Never

    struct State: Equatable, Sendable {
        var isUp = false
    }
    enum Action: Equatable, Sendable {
        case flip
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        state.isUp.toggle()
        return []
    }
}

struct FlagPresenter: Presenter {
    func present(_ state: FlagLogic.State, on screen: Screen) -> ViewContent<FlagView.Region> {
        ViewContent([.flag: [.paragraph(state.isUp ? "The flag is up." : "The flag is down.")]])
    }
}

struct PairView: View {
    enum Region: CaseIterable { case tally, flag }
    enum Name: String, CommandName { case clear }
    let title = "Pair"
    let commands = [Command(Name.clear, help: "Lower the flag and count from zero")]
}

struct PairInteractor: Interactor {
    func action(for input: CommandInput<PairView.Name>) -> PairLogic.Action {
        switch input.name {
        case .clear: .clear
        }
    }
}

struct PairLogic: Logic {
    typealias Route = BoardRoute

    struct State: Equatable, Sendable {
        var tally = TallyLogic.State()
        var flag = FlagLogic.State()
    }
    enum Action: Equatable, Sendable {
        case clear
        case tally(TallyLogic.Action)
        case flag(FlagLogic.Action)
    }
    enum Notice: Equatable, Sendable {
        case tally(TallyLogic.Notice)
    }

    static let tally = Child<Self, TallyLogic>(
        TallyLogic(), state: \State.tally, action: Action.tally, reports: { _ in nil },
        notices: Notice.tally)
    static let flag = Child<Self, FlagLogic>(FlagLogic(), state: \State.flag, action: Action.flag)

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .clear:
            state.tally.count = 0
            state.flag.isUp = false
            return []
        case .tally(let action):
            return Self.tally.reduce(&state, action, in: self)
        case .flag(let action):
            return Self.flag.reduce(&state, action, in: self)
        }
    }
}

struct PairPresenter: Presenter {
    func present(_ state: PairLogic.State, on screen: Screen) -> ViewContent<PairView.Region> {
        // The children fill both regions.
        ViewContent()
    }

    func message(for notice: PairLogic.Notice) -> String {
        switch notice {
        case .tally(let notice): TallyPresenter().message(for: notice)
        }
    }
}

struct PairScenes: SceneBuilder {
    func scene(for route: BoardRoute) -> Scene<BoardRoute> {
        Scene(
            view: PairView(), interactor: PairInteractor(), logic: PairLogic(),
            presenter: PairPresenter(), state: PairLogic.State(),
            children: [
                ChildScene(
                    PairLogic.tally, view: TallyView(), interactor: TallyInteractor(),
                    presenter: TallyPresenter(), in: .tally),
                ChildScene(
                    PairLogic.flag, view: FlagView(), interactor: FlagInteractor(),
                    presenter: FlagPresenter(), in: .flag),
            ])
    }
}

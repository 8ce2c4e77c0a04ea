import Scenic

// The complete minimal scene shown in README.md, kept here so the README cannot drift:
// ReadmeExampleTests checks the exact transcript the README prints.

enum CounterRoute: Hashable, Sendable { case counter }

struct CounterView: View {
    enum Region: CaseIterable { case count }
    let title = "Counter"
    let commands = [
        Command("add", Argument("N", .integer, optional: true), help: "Add N, or 1"),
        Command("reset", help: "Start again from zero"),
    ]
}

struct CounterInteractor: Interactor {
    func action(for input: CommandInput) throws(UsageError) -> CounterLogic.Action {
        switch input.command.name {
        case "add": .add(input.integer("N") ?? 1)
        default: .reset
        }
    }
}

struct CounterLogic: Logic {
    struct State { var count = 0 }
    enum Action {
        case add(Int)
        case reset
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<CounterRoute, Never>] {
        switch action {
        case .add(let amount): state.count += amount
        case .reset: state.count = 0
        }
        return []
    }
}

struct CounterPresenter: Presenter {
    func present(_ state: CounterLogic.State) -> ViewContent<CounterView.Region> {
        ViewContent([.count: [.paragraph("Count: \(state.count)")]])
    }
}

struct CounterScenes: SceneBuilder {
    func scene(for route: CounterRoute) -> Scene<CounterRoute> {
        Scene(
            view: CounterView(), interactor: CounterInteractor(), logic: CounterLogic(),
            presenter: CounterPresenter(), state: CounterLogic.State())
    }
}

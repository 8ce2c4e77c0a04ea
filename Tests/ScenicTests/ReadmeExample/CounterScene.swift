import Scenic

// The complete minimal scene shown in README.md, kept here so the README cannot drift:
// ReadmeExampleTests checks the exact transcript the README prints.

enum CounterRoute: Hashable, Sendable { case counter }

struct CounterView: View {
    enum Region: CaseIterable { case count }
    enum Name: String, CommandName { case add, reset }
    static let amount = Argument.integer("N", in: 1...1_000).optional(default: 1)
    let title = "Counter"
    let commands = [
        Command(Name.add, amount, help: "Add N, or 1"),
        Command(Name.reset, help: "Start again from zero"),
    ]
}

struct CounterInteractor: Interactor {
    func action(for input: CommandInput<CounterView.Name>) -> CounterLogic.Action {
        switch input.name {
        case .add: .add(input[CounterView.amount])
        case .reset: .reset
        }
    }
}

struct CounterLogic: Logic {
    typealias Route = CounterRoute
    struct State: Equatable { var count = 0 }
    enum Action: Equatable, Sendable {
        case add(Int)
        case reset
        case resetConfirmed
        case resetKept
    }
    /// What the status line says, worded by the Presenter.
    enum Notice: Equatable, Sendable {
        case resetFrom(Int)
        case kept(Int)
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .add(let amount):
            state.count += amount
        case .reset:
            // Asked first: the answer comes back as one of these actions.
            return [
                .ask(
                    .yesOrNo("Reset \(state.count) to zero?", yes: .resetConfirmed, no: .resetKept))
            ]
        case .resetConfirmed:
            let count = state.count
            state.count = 0
            return [.notify(.resetFrom(count))]
        case .resetKept:
            return [.notify(.kept(state.count))]
        }
        return []
    }
}

struct CounterPresenter: Presenter {
    func present(_ state: CounterLogic.State, on screen: Screen) -> ViewContent<CounterView.Region>
    {
        ViewContent([.count: [.paragraph("Count: \(state.count)")]])
    }

    func message(for notice: CounterLogic.Notice) -> String {
        switch notice {
        case .resetFrom(let count): "Reset from \(count)."
        case .kept(let count): "Kept \(count)."
        }
    }
}

struct CounterScenes: SceneBuilder {
    func scene(for route: CounterRoute) -> Scene<CounterRoute> {
        Scene(
            view: CounterView(), interactor: CounterInteractor(), logic: CounterLogic(),
            presenter: CounterPresenter(), state: CounterLogic.State())
    }
}

/// The app, with the options every Scenic app has (`--width`, `--previews`, `--route`,
/// `--record`, `--replay`, `--help`, `--version`).
func counterApp() -> ScenicApp<CounterRoute> {
    ScenicApp(
        name: "counter", summary: "Counts up, a step at a time.", version: "1.0",
        root: .counter, routes: [.named("counter", .counter)]
    ) { _ throws(AppLaunchError) in
        AppSession(builder: CounterScenes())
    }
}

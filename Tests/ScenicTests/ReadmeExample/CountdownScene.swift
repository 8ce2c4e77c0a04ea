import Scenic

// The countdown README.md shows for timers, kept here so the README cannot drift:
// CountdownTests checks the transcript and the Logic test the README prints.

enum CountdownRoute: Hashable, Sendable { case countdown }

struct CountdownView: View {
    enum Region: CaseIterable { case time }
    enum Name: String, CommandName { case start, stop }
    static let seconds = Argument.integer("S", in: 1...3_600).optional(default: 3)
    let title = "Countdown"
    let commands = [
        Command(Name.start, seconds, help: "Count down from S seconds, or 3"),
        Command(Name.stop, help: "Stop counting"),
    ]
}

struct CountdownInteractor: Interactor {
    func action(for input: CommandInput<CountdownView.Name>) -> CountdownLogic.Action {
        switch input.name {
        case .start: .start(input[CountdownView.seconds])
        case .stop: .stop
        }
    }
}

struct CountdownLogic: Logic {
    typealias Route = CountdownRoute
    struct State: Equatable {
        var remaining = 0
        var running = false
    }
    enum Action: Equatable, Sendable {
        case start(Int)
        case tick
        case stop
    }
    /// The names of this scene's timers: it has one.
    enum SourceID: Hashable, Sendable { case ticker }
    enum Notice: Equatable, Sendable { case timeUp }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .start(let seconds):
            state.remaining = seconds
            state.running = true
            // Starting again replaces the running ticker: one tick a second, never two.
            return [.every(.seconds(1), send: .tick, id: .ticker, whileCovered: .stops)]
        case .tick:
            state.remaining -= 1
            guard state.remaining == 0 else { return [] }
            state.running = false
            return [.cancel(.ticker), .notify(.timeUp)]
        case .stop:
            state.running = false
            return [.cancel(.ticker)]
        }
    }
}

struct CountdownPresenter: Presenter {
    func present(_ state: CountdownLogic.State, on screen: Screen)
        -> ViewContent<CountdownView.Region>
    {
        let text =
            state.running
            ? "\(state.remaining) s left."
            : state.remaining > 0
                ? "Stopped with \(state.remaining) s left." : "Type \"start\" to count down."
        return ViewContent([.time: [.paragraph(text)]])
    }

    func message(for notice: CountdownLogic.Notice) -> String {
        "Time is up!"
    }
}

struct CountdownScenes: SceneBuilder {
    func scene(for route: CountdownRoute) -> Scene<CountdownRoute> {
        Scene(
            view: CountdownView(), interactor: CountdownInteractor(), logic: CountdownLogic(),
            presenter: CountdownPresenter(), state: CountdownLogic.State())
    }
}

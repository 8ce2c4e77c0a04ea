import Scenic

// A reusable child: a tally with its own commands, a notice, a question, and a report when it
// reaches its target. It navigates nowhere (`Route` is `Never`).

struct TallyView: View {
    enum Region: CaseIterable { case count }
    enum Name: String, CommandName { case up, down, reset }
    static let step = Argument.integer("N", in: 1...99).optional(default: 1)
    let title = "Tally"
    let commands = [
        Command(Name.up, step, help: "Count N up"),
        Command(Name.down, step, help: "Count N down"),
        Command(Name.reset, help: "Start again from zero"),
    ]
}

struct TallyInteractor: Interactor {
    func action(for input: CommandInput<TallyView.Name>) -> TallyLogic.Action {
        switch input.name {
        case .up: .up(input[TallyView.step])
        case .down: .down(input[TallyView.step])
        case .reset: .reset
        }
    }
}

struct TallyLogic: Logic {
    typealias Route = Never
    /// Reported when the count reaches the target.
    typealias Output = Int

    struct State: Equatable, Sendable {
        var count = 0
        var target = 10
    }
    enum Action: Equatable, Sendable {
        case up(Int)
        case down(Int)
        case reset
        case resetConfirmed
        case resetKept
    }
    enum Notice: Equatable, Sendable {
        case belowZero
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .up(let step):
            state.count += step
            return state.count >= state.target ? [.finish(state.count)] : []
        case .down(let step):
            guard state.count >= step else { return [.notify(.belowZero)] }
            state.count -= step
            return []
        case .reset:
            return [.ask(.yesOrNo("Reset the tally?", yes: .resetConfirmed, no: .resetKept))]
        case .resetConfirmed:
            state.count = 0
            return []
        case .resetKept:
            return []
        }
    }
}

struct TallyPresenter: Presenter {
    func present(_ state: TallyLogic.State, on screen: Screen) -> ViewContent<TallyView.Region> {
        var content = ViewContent<TallyView.Region>([
            .count: [.paragraph("\(state.count) of \(state.target)")]
        ])
        // Nothing to count down from zero.
        if state.count == 0 { content.offer([TallyView.Name.up, .reset]) }
        // A message from the state, which the parent's screen shows with its own.
        if state.count >= state.target { content.messages.append("The target is reached.") }
        return content
    }

    func message(for notice: TallyLogic.Notice) -> String {
        switch notice {
        case .belowZero: "The tally cannot go below zero."
        }
    }
}

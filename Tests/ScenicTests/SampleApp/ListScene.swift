import Scenic

// The sample's list: loads on appear through a worker, adds through a worker, pushes items.

struct ListView: View {
    enum Region: CaseIterable { case items }
    let title = "To-do"
    let commands = [
        Command("add", aliases: ["new"], Argument("TITLE", .restOfLine), help: "Add a to-do"),
        Command("open", Argument("N", .integer), help: "Show to-do N"),
    ]
}

struct ListInteractor: Interactor {
    func action(for input: CommandInput) throws(UsageError) -> ListLogic.Action {
        switch input.command.name {
        case "add":
            return .add(input.text("TITLE") ?? "")
        default:
            let number = input.integer("N") ?? 0
            guard number >= 1 else { throw UsageError("open: N must be 1 or more, got \(number)") }
            return .open(number)
        }
    }
}

struct ListLogic: Logic {
    struct State: Equatable {
        var todos: [Todo] = []
        var problem: String?
    }
    enum Action: Equatable {
        case appeared
        case loaded([Todo])
        case add(String)
        case open(Int)
    }
    enum Request: Equatable, Sendable {
        case load
        case add(String)
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<SampleRoute, Request>] {
        state.problem = nil
        switch action {
        case .appeared:
            return [.perform(.load)]
        case .loaded(let todos):
            state.todos = todos
            return []
        case .add(let title):
            return [.perform(.add(title))]
        case .open(let number):
            guard state.todos.indices.contains(number - 1) else {
                state.problem = "There is no to-do \(number); the list has \(state.todos.count)."
                return []
            }
            return [.push(.item(state.todos[number - 1].id))]
        }
    }
}

struct ListPresenter: Presenter {
    func present(_ state: ListLogic.State) -> ViewContent<ListView.Region> {
        let items: Block =
            state.todos.isEmpty
            ? .paragraph("Nothing to do.")
            : .numberedList(state.todos.map { ($0.isDone ? "[x] " : "[ ] ") + $0.title })
        return ViewContent([.items: [items]], messages: state.problem.map { [$0] } ?? [])
    }
}

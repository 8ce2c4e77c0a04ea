import Scenic

// The sample's list: loads on appear through a worker, adds through a worker, pushes items.

struct ListView: View {
    enum Region: CaseIterable { case items }
    enum Name: String, CommandName { case add, open }
    static let title = Argument.restOfLine("TITLE")
    static let number = Argument.integer("N", in: 1...)
    let title = "To-do"
    let commands = [
        Command(Name.add, aliases: ["new"], title, help: "Add a to-do"),
        Command(Name.open, number, help: "Show to-do N"),
    ]
}

struct ListInteractor: Interactor {
    func action(for input: CommandInput<ListView.Name>) -> ListLogic.Action {
        switch input.name {
        case .add: .add(input[ListView.title])
        case .open: .open(input[ListView.number])
        }
    }
}

struct ListLogic: Logic {
    typealias Route = SampleRoute

    struct State: Equatable {
        var todos: [Todo] = []
        var problem: String?
    }
    enum Action: Equatable, Sendable {
        case appeared
        case loaded([Todo])
        case add(String)
        case open(Int)
    }
    enum Request: Equatable, Sendable {
        case load
        case add(String)
    }

    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
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
    func present(_ state: ListLogic.State, on screen: Screen) -> ViewContent<ListView.Region> {
        let items: Block =
            state.todos.isEmpty
            ? .paragraph("Nothing to do.")
            : .numberedList(state.todos.map { ($0.isDone ? "[x] " : "[ ] ") + $0.title })
        return ViewContent([.items: [items]], messages: state.problem.map { [$0] } ?? [])
    }
}

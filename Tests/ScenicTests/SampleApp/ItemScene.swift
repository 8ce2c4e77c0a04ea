import Scenic

// The sample's item: loads on appear, marks done through a worker, then goes back.

struct ItemView: View {
    enum Region: CaseIterable { case details }
    enum Name: String, CommandName { case done }
    let title = "To-do"
    let commands = [Command(Name.done, help: "Mark it done and go back")]
}

struct ItemInteractor: Interactor {
    func action(for input: CommandInput<ItemView.Name>) -> ItemLogic.Action {
        switch input.name {
        case .done: .markDone
        }
    }
}

struct ItemLogic: Logic {
    typealias Route = SampleRoute

    struct State: Equatable {
        var id: Int
        var todo: Todo?
    }
    enum Action: Equatable, Sendable {
        case appeared
        case loaded(Todo?)
        case markDone
    }
    enum Request: Equatable, Sendable {
        case load(Int)
        case markDone(Int)
    }

    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .appeared:
            return [.perform(.load(state.id))]
        case .loaded(let todo):
            state.todo = todo
            return []
        case .markDone:
            return [.perform(.markDone(state.id)), .pop]
        }
    }
}

struct ItemPresenter: Presenter {
    func present(_ state: ItemLogic.State, on screen: Screen) -> ViewContent<ItemView.Region> {
        guard let todo = state.todo else {
            return ViewContent([.details: [.paragraph("To-do \(state.id) does not exist.")]])
        }
        return ViewContent([
            .details: [
                .keyValues([
                    KeyValue("Title", todo.title), KeyValue("Done", todo.isDone ? "yes" : "no"),
                ])
            ]
        ])
    }
}

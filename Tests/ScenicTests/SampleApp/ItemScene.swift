import Scenic

// The sample's item: loads on appear, marks done through a worker, then goes back.

struct ItemView: View {
    enum Region: CaseIterable { case details }
    let title = "To-do"
    let commands = [Command("done", help: "Mark it done and go back")]
}

struct ItemInteractor: Interactor {
    func action(for input: CommandInput) throws(UsageError) -> ItemLogic.Action {
        .markDone
    }
}

struct ItemLogic: Logic {
    struct State: Equatable {
        var id: Int
        var todo: Todo?
    }
    enum Action: Equatable {
        case appeared
        case loaded(Todo?)
        case markDone
    }
    enum Request: Equatable, Sendable {
        case load(Int)
        case markDone(Int)
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<SampleRoute, Request>] {
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
    func present(_ state: ItemLogic.State) -> ViewContent<ItemView.Region> {
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

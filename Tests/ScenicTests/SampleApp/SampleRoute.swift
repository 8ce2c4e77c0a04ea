import Scenic

/// The routes of the sample to-do app the core tests drive: a lock screen, a list and an item.
enum SampleRoute: Hashable, Sendable {
    case lock
    case list
    case item(Int)
}

/// One to-do.
struct Todo: Equatable, Sendable {
    var id: Int
    var title: String
    var isDone = false
}

/// The sample app's worker: an in-memory to-do store behind `async` calls, like a real one.
actor TodoStore {
    private var todos: [Todo]
    private var nextID: Int
    /// Every call, in order, so tests can see that work ran when it should.
    private(set) var calls: [String] = []

    init(_ titles: [String] = []) {
        todos = titles.enumerated().map { Todo(id: $0.offset + 1, title: $0.element) }
        nextID = titles.count + 1
    }

    func all() -> [Todo] {
        calls.append("all")
        return todos
    }

    func add(_ title: String) -> [Todo] {
        calls.append("add \(title)")
        todos.append(Todo(id: nextID, title: title))
        nextID += 1
        return todos
    }

    func todo(_ id: Int) -> Todo? {
        calls.append("todo \(id)")
        return todos.first { $0.id == id }
    }

    func markDone(_ id: Int) -> Todo? {
        calls.append("done \(id)")
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return nil }
        todos[index].isDone = true
        return todos[index]
    }
}

/// Builds the sample app's scenes, handing each the store.
struct SampleScenes: SceneBuilder {
    let store: TodoStore
    let password: String

    func scene(for route: SampleRoute) -> Scene<SampleRoute> {
        switch route {
        case .lock:
            lockScene(LockLogic.State())
        case .list:
            listScene(ListLogic.State())
        case .item(let id):
            Scene(
                view: ItemView(), interactor: ItemInteractor(), logic: ItemLogic(),
                presenter: ItemPresenter(), state: ItemLogic.State(id: id), appearAction: .appeared,
                worker: Worker { [store] request in
                    switch request {
                    case .load(let id): .loaded(await store.todo(id))
                    case .markDone(let id): .loaded(await store.markDone(id))
                    }
                })
        }
    }
}

extension SampleScenes {
    func lockScene(_ state: LockLogic.State) -> Scene<SampleRoute> {
        Scene(
            view: LockView(), interactor: LockInteractor(), logic: LockLogic(password: password),
            presenter: LockPresenter(), state: state)
    }

    func listScene(_ state: ListLogic.State) -> Scene<SampleRoute> {
        Scene(
            view: ListView(), interactor: ListInteractor(), logic: ListLogic(),
            presenter: ListPresenter(), state: state, appearAction: .appeared,
            worker: Worker { [store] request in
                switch request {
                case .load: .loaded(await store.all())
                case .add(let title): .loaded(await store.add(title))
                }
            })
    }

    /// The sample app's previews: named states of each scene.
    var previewGroups: [PreviewGroup<SampleRoute>] {
        [
            PreviewGroup(
                "Lock",
                previews: [
                    Preview("first try", LockLogic.State()),
                    Preview("after failures", LockLogic.State(failedAttempts: 3)),
                ]
            ) { state in lockScene(state) },
            PreviewGroup(
                "List",
                previews: [
                    Preview("empty", ListLogic.State()),
                    Preview(
                        "typical",
                        ListLogic.State(todos: [
                            Todo(id: 1, title: "Buy milk", isDone: true),
                            Todo(id: 2, title: "抹茶 Matcha tea"),
                        ])),
                    Preview(
                        "error",
                        ListLogic.State(todos: [], problem: "There is no to-do 4; the list has 0.")),
                ]
            ) { state in listScene(state) },
        ]
    }
}

/// The type-erased face of a scene that ``Scene`` stores.
protocol SceneBox<Route> {
    associatedtype Route: Hashable & Sendable

    var title: String { get }
    var commands: [Command] { get }
    func render(width: Int, messages: [String], hidingOwnMessages: Bool) -> String
    mutating func handle(_ input: CommandInput) async -> Result<[Effect<Route, Never>], UsageError>
    mutating func appear() async -> [Effect<Route, Never>]
}

/// A scene's four parts, its state and its worker, with their types intact.
struct SceneParts<V: View, I: Interactor, L: Logic, P: Presenter>: SceneBox
where I.Action == L.Action, P.State == L.State, P.Region == V.Region {
    let view: V
    let interactor: I
    let logic: L
    let presenter: P
    var state: L.State
    let appearAction: L.Action?
    let worker: (L.Request) async -> L.Action

    var title: String { view.title }
    var commands: [Command] { view.commands }

    func render(width: Int, messages: [String], hidingOwnMessages: Bool) -> String {
        var content = presenter.present(state)
        content.messages = (hidingOwnMessages ? [] : content.messages) + messages
        return view.render(content, width: width)
    }

    mutating func handle(_ input: CommandInput) async -> Result<
        [Effect<L.Route, Never>], UsageError
    > {
        do {
            let action = try interactor.action(for: input)
            return .success(await send(action))
        } catch {
            return .failure(error)
        }
    }

    mutating func appear() async -> [Effect<L.Route, Never>] {
        guard let appearAction else { return [] }
        return await send(appearAction)
    }

    /// Reduces `action`, then carries out its work requests in order, reducing each result in
    /// turn; navigation effects are collected for the navigator in the order they arose.
    private mutating func send(_ action: L.Action) async -> [Effect<L.Route, Never>] {
        var navigation: [Effect<L.Route, Never>] = []
        var pending = logic.reduce(&state, action)[...]
        while let effect = pending.popFirst() {
            switch effect {
            case .perform(let request):
                let result = await worker(request)
                // Results are handled before the effects that followed the request, so
                // `[.perform(load), .push(next)]` pushes after the load's outcome is known.
                pending = logic.reduce(&state, result)[...] + pending
            case .push(let route): navigation.append(.push(route))
            case .pop: navigation.append(.pop)
            case .popToRoot: navigation.append(.popToRoot)
            case .replace(let route): navigation.append(.replace(route))
            case .setStack(let routes): navigation.append(.setStack(routes))
            case .quit: navigation.append(.quit)
            }
        }
        return navigation
    }
}

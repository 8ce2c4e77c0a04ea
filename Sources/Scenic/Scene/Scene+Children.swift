extension Scene {
    /// Puts together a screen that shows child scenes in its regions (see ``ChildScene``).
    ///
    /// The children's commands are listed after the screen's own; two commands typed with the
    /// same word — the parent's and a child's, or two children's — stop the program with a
    /// message naming both when the scene is made, rather than one quietly hiding the other
    /// (as two of one View do for any scene).
    /// A scene without children is made by the other initializers and pays nothing for this.
    @inlinable
    public init<V: View, I: Interactor, L: Logic, P: Presenter>(
        view: V,
        interactor: I,
        logic: L,
        presenter: P,
        state: L.State,
        appearAction: L.Action? = nil,
        screenAction: ((Screen) -> L.Action)? = nil,
        worker: Worker<L.Request, L.Action>,
        children: [ChildScene<L, V.Region>]
    )
    where
        I.Name == V.Name, I.Action == L.Action, P.State == L.State, P.Region == V.Region,
        P.Notice == L.Notice, L.Route == Route
    {
        // Inlinable, as the other initializers are: the composed content is made by code the
        // app's module compiles for its own types.
        let names = view.commands.map(\.name)
        let interactor = ComposedInteractor(
            interactor: interactor, names: names, children: children)
        let presenter = ComposedPresenter(
            presenter: presenter, children: children, ownNames: names.map(\.rawValue))
        self.init(
            composing: view, logic: logic, state: state, appearAction: appearAction,
            screenAction: screenAction, worker: worker, children: children,
            present: { presenter.content(for: $0, notices: $1, on: $2) },
            action: { index, values throws(UsageError) in
                try interactor.action(forCommand: index, values: values)
            })
    }

    /// Puts together a screen with child scenes whose composed content `present` makes, and
    /// whose action for a command, the parent's or a child's, `action` finds.
    @usableFromInline
    init<V: View, L: Logic>(
        composing view: V, logic: L, state: L.State, appearAction: L.Action?,
        screenAction: ((Screen) -> L.Action)?, worker: Worker<L.Request, L.Action>,
        children: [ChildScene<L, V.Region>],
        present: @escaping (L.State, [L.Notice], Screen) -> ViewContent<V.Region>,
        action: @escaping (Int, ArgumentValues) throws(UsageError) -> L.Action
    ) where L.Route == Route {
        if let problem = CommandClash.clash(
            parent: view.title, commands: view.commands.map(\.syntax),
            children: children.map { ($0.title, $0.commands) })
        {
            preconditionFailure(problem.message)
        }
        self.init(
            view: ComposedView(view, children: children), logic: logic, state: state,
            appearAction: appearAction, screenAction: screenAction, worker: worker,
            present: present, action: action)
        childVocabulary = children.map { child in
            (String(reflecting: child.logic), child.commands.map(\.name))
        }
        childStates = { state in
            guard let state = state as? L.State else { return [] }
            return children.map { $0.stateValue(state) }
        }
    }

    /// Puts together a screen with child scenes that asks for no work.
    @inlinable
    public init<V: View, I: Interactor, L: Logic, P: Presenter>(
        view: V,
        interactor: I,
        logic: L,
        presenter: P,
        state: L.State,
        appearAction: L.Action? = nil,
        screenAction: ((Screen) -> L.Action)? = nil,
        children: [ChildScene<L, V.Region>]
    )
    where
        I.Name == V.Name, I.Action == L.Action, P.State == L.State, P.Region == V.Region,
        P.Notice == L.Notice, L.Route == Route, L.Request == Never
    {
        self.init(
            view: view, interactor: interactor, logic: logic, presenter: presenter, state: state,
            appearAction: appearAction, screenAction: screenAction, worker: .none,
            children: children)
    }

    /// This scene inside an app whose routes hold this one's: each route it navigates to is
    /// turned into the app's by `transform`, such as a section's `AccountRoute` into
    /// `AppRoute.account(_:)`.
    ///
    /// A section's own ``SceneBuilder`` is composed into the app's this way:
    ///
    /// ```swift
    /// case .account(let route): account.scene(for: route).mapRoutes(AppRoute.account)
    /// ```
    public func mapRoutes<Outer: Hashable & Sendable>(
        _ transform: @escaping @Sendable (Route) -> Outer
    ) -> Scene<Outer> {
        mapRoutes(transform, stack: { $0 })
    }
}

extension Scene where Route == Never {
    /// A scene that navigates nowhere, such as a child scene, as a screen of an app of its own
    /// (its preview, or a test): `Scene(…).inApp(AppRoute.self)`.
    public func inApp<Outer: Hashable & Sendable>(_ route: Outer.Type) -> Scene<Outer> {
        mapRoutes(Self.noRoute, stack: { $0 })
    }

    /// The route for a route that cannot exist.
    private static func noRoute<Outer>(_ never: Never) -> Outer {}
}

/// A live scene: its four parts put together with its current state.
///
/// An app's ``SceneBuilder`` makes one for each route; the ``Navigator`` keeps them on a stack,
/// where a covered scene keeps its state until it is shown again.
///
/// ```swift
/// Scene(
///     view: CounterView(), interactor: CounterInteractor(), logic: CounterLogic(),
///     presenter: CounterPresenter(), state: CounterLogic.State(count: 0)
/// )
/// ```
public struct Scene<Route: Hashable & Sendable> {
    private var box: any SceneBox<Route>
    /// Set for a scene shown in a given state (a preview) that its appear action would reload.
    private var skipsNextAppear = false

    /// Puts a scene together from its parts, its first state and the worker that carries out
    /// its requests.
    ///
    /// - Parameters:
    ///   - appearAction: sent to the Logic each time the scene comes on top of the stack (when
    ///     first shown and when a scene above it closes), e.g. to load data.
    ///   - worker: carries out each ``Effect/perform(_:)`` request and returns its result as an
    ///     action. The console awaits it before the next prompt, so a session is deterministic.
    public init<V: View, I: Interactor, L: Logic, P: Presenter>(
        view: V,
        interactor: I,
        logic: L,
        presenter: P,
        state: L.State,
        appearAction: L.Action? = nil,
        worker: @escaping (L.Request) async -> L.Action
    ) where I.Action == L.Action, P.State == L.State, P.Region == V.Region, L.Route == Route {
        box = SceneParts(
            view: view, interactor: interactor, logic: logic, presenter: presenter,
            state: state, appearAction: appearAction, worker: worker
        )
    }

    /// Puts together a scene that asks for no work.
    public init<V: View, I: Interactor, L: Logic, P: Presenter>(
        view: V,
        interactor: I,
        logic: L,
        presenter: P,
        state: L.State,
        appearAction: L.Action? = nil
    )
    where
        I.Action == L.Action, P.State == L.State, P.Region == V.Region, L.Route == Route,
        L.Request == Never
    {
        self.init(
            view: view, interactor: interactor, logic: logic, presenter: presenter,
            state: state, appearAction: appearAction, worker: Self.noWork
        )
    }

    /// The worker of scenes whose request type is `Never`: it can never be called.
    private static func noWork<Action>(_ request: Never) async -> Action {}

    /// The screen's title.
    public var title: String { box.title }

    /// The commands the screen accepts, besides the global ones.
    public var commands: [Command] { box.commands }

    /// The current screen text at `width` columns, with `messages` added to its status line.
    public func render(width: Int, messages: [String] = []) -> String {
        box.render(width: width, messages: messages, hidingOwnMessages: false)
    }

    /// The screen with `messages` in place of the Presenter's own: the console's answer to a
    /// line the Logic never saw, where the Presenter's messages answer an earlier line.
    func render(width: Int, replacingMessagesWith messages: [String]) -> String {
        box.render(width: width, messages: messages, hidingOwnMessages: true)
    }

    /// Runs a matched command through the Interactor and the Logic, carrying out work requests.
    ///
    /// - Returns: the navigation effects to apply, in order, or the Interactor's usage error.
    mutating func handle(_ input: CommandInput) async -> Result<[Effect<Route, Never>], UsageError>
    {
        await box.handle(input)
    }

    /// Sends the appear action, if the scene has one, carrying out work requests.
    mutating func appear() async -> [Effect<Route, Never>] {
        if skipsNextAppear {
            skipsNextAppear = false
            return []
        }
        return await box.appear()
    }

    /// This scene, not sent its appear action when it first comes on top, so that the state it
    /// was made with is what the user sees (its appear action may reload data over it).
    func keepingItsFirstState() -> Scene {
        var scene = self
        scene.skipsNextAppear = true
        return scene
    }

    /// This scene inside another app's navigation: `transform` turns each of its navigation
    /// effects into one of the other route type.
    func mapEffects<Outer: Hashable & Sendable>(
        _ transform: @escaping (Effect<Route, Never>) -> Effect<Outer, Never>
    ) -> Scene<Outer> {
        var scene = Scene<Outer>(box: EffectMapping(base: box, transform: transform))
        scene.skipsNextAppear = skipsNextAppear
        return scene
    }

    private init(box: any SceneBox<Route>) {
        self.box = box
    }
}

/// A scene whose navigation effects are translated into another route type.
private struct EffectMapping<Inner: Hashable & Sendable, Route: Hashable & Sendable>: SceneBox {
    var base: any SceneBox<Inner>
    let transform: (Effect<Inner, Never>) -> Effect<Route, Never>

    var title: String { base.title }
    var commands: [Command] { base.commands }

    func render(width: Int, messages: [String], hidingOwnMessages: Bool) -> String {
        base.render(width: width, messages: messages, hidingOwnMessages: hidingOwnMessages)
    }

    mutating func handle(_ input: CommandInput) async -> Result<[Effect<Route, Never>], UsageError>
    {
        await base.handle(input).map { $0.map(transform) }
    }

    mutating func appear() async -> [Effect<Route, Never>] {
        await base.appear().map(transform)
    }
}

/// The pure heart of a scene: every decision, as `(inout State, Action) -> [Effect]`.
///
/// A Logic does no I/O and reads no clock, no random source and no global: time, random values
/// and the results of work arrive as action payloads, and work is asked for with
/// ``Effect/perform(_:timeout:)``. That makes it the first thing to unit-test:
///
/// ```swift
/// var state = CounterLogic.State(count: 1)
/// let effects = CounterLogic().reduce(&state, .add(2))
/// #expect(state.count == 3)
/// #expect(effects.isEmpty)
/// ```
///
/// Declare the app's route type (`typealias Route = AppRoute`); `Request`, `Output` and
/// `Notice` are taken from nested types of those names, and are `Never` when absent.
public protocol Logic: Sendable {
    /// Everything the scene knows.
    associatedtype State
    /// Everything that can happen to the scene: typed commands, results of work, answers.
    associatedtype Action: Sendable
    /// The app's route type, for navigation effects.
    associatedtype Route: Hashable & Sendable
    /// The work this scene can ask for; `Never` when none.
    associatedtype Request: Equatable & Sendable = Never
    /// What this scene hands to the scene below when it finishes (a picked value, an edited
    /// record); `Never` when it hands nothing.
    associatedtype Output: Equatable & Sendable = Never
    /// What this scene reports on the status line with ``Effect/notify(_:)`` ("Removed 抹茶
    /// Matcha from your cart."); its Presenter words each one. `Never` when it reports nothing.
    associatedtype Notice: Equatable & Sendable = Never

    /// Applies `action` to `state` and returns what the runtime should do next, in order.
    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>]

    /// The action that tells this Logic its `request` ended without a result: the user
    /// pressed Ctrl-C, or its timeout passed. The work's task is cancelled, and anything it
    /// sends afterwards is dropped.
    ///
    /// Return `nil` (the default) for work that must not be cut short, such as a save: Ctrl-C
    /// then ends the app as it does at the prompt, and timeouts are not applied.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action?

    /// The action for a result that a scene this one pushed finished with, or `nil` (the
    /// default) to ignore it.
    ///
    /// ```swift
    /// func received(_ result: SceneResult) -> Action? {
    ///     result.value(as: Int.self).map(Action.look)
    /// }
    /// ```
    func received(_ result: SceneResult) -> Action?
}

extension Logic {
    /// No work of this scene can be interrupted.
    public func interrupted(_ request: Request, by interruption: Interruption) -> Action? {
        nil
    }

    /// Results of scenes pushed from this one are ignored.
    public func received(_ result: SceneResult) -> Action? {
        nil
    }
}

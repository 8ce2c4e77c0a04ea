/// The pure heart of a scene: every decision, as `(inout State, Action) -> [Effect]`.
///
/// A Logic does no I/O and reads no clock, no random source and no global: time, random values
/// and the results of work arrive as action payloads, and work is asked for with
/// ``Effect/perform(_:)``. That makes it the first thing to unit-test:
///
/// ```swift
/// var state = CounterLogic.State(count: 1)
/// let effects = CounterLogic().reduce(&state, .add(2))
/// #expect(state.count == 3)
/// #expect(effects.isEmpty)
/// ```
public protocol Logic: Sendable {
    /// Everything the scene knows.
    associatedtype State
    /// Everything that can happen to the scene: typed commands and results of work.
    associatedtype Action
    /// The app's route type, for navigation effects.
    associatedtype Route: Hashable & Sendable
    /// The work this scene can ask for; `Never` when none.
    associatedtype Request: Equatable & Sendable = Never

    /// Applies `action` to `state` and returns what the runtime should do next, in order.
    func reduce(_ state: inout State, _ action: Action) -> [Effect<Route, Request>]
}

/// Something a ``Logic`` asks the runtime to do after it changed its state.
///
/// Effects are plain `Equatable` values — never closures — so a Logic test can assert the exact
/// list a `reduce` call returned:
///
/// ```swift
/// var state = CartLogic.State(lines: [])
/// let effects = CartLogic().reduce(&state, .checkout)
/// #expect(effects == [.push(.checkout)])
/// ```
///
/// `Route` is the app's route enum; `Request` is the scene's own work-request type (use `Never`
/// when a scene asks for no work).
public enum Effect<Route: Hashable & Sendable, Request: Equatable & Sendable>: Equatable, Sendable {
    /// Shows the scene for `Route` on top of the current one, which keeps its state.
    case push(Route)
    /// Closes the current scene and shows the one below it. Refused with a message on the root.
    case pop
    /// Closes every scene above the root.
    case popToRoot
    /// Closes the current scene and shows the scene for `Route` in its place.
    case replace(Route)
    /// Rebuilds the whole stack from routes, first is the root (a deep link). Refused when empty.
    case setStack([Route])
    /// Asks the scene's worker to carry out `Request`; its result comes back as an action.
    case perform(Request)
    /// Ends the session.
    case quit
}

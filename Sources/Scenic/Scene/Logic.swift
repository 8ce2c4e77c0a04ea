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
/// Declare the app's route type (`typealias Route = AppRoute`); `Request`, `Output`, `Notice`
/// and `SourceID` are taken from nested types of those names, and are `Never` when absent.
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
    /// The names this scene gives its timers and subscriptions (``Effect/every(_:send:id:)``,
    /// ``Effect/after(_:send:id:)``, ``Effect/subscribe(_:id:)``), so that it can stop them
    /// with ``Effect/cancel(_:)``; `Never` when it starts none.
    associatedtype SourceID: Hashable & Sendable = Never

    /// Applies `action` to `state` and returns what the runtime should do next, in order.
    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>]

    /// What this scene takes from the scenes it pushes when they finish with
    /// ``Effect/finish(_:)``; `Never` when it takes nothing.
    ///
    /// It is inferred from ``received(_:)``. Take ``SceneResult`` to take values of several
    /// types and tell them apart with ``SceneResult/value(as:)``.
    associatedtype Received: Sendable = Never

    /// The action that tells this Logic its `request` ended without a result: the user
    /// pressed Ctrl-C, or its timeout passed. The work's task is cancelled, and anything it
    /// sends afterwards is dropped.
    ///
    /// Every Logic that asks for work says what stopping it means — there is no default, so a
    /// mistyped signature does not compile rather than quietly making work unstoppable.
    /// Return `nil` for work that must not be cut short, such as a save: its timeout is not
    /// applied, and a first Ctrl-C only says on the screen that it cannot be stopped while the
    /// work goes on; a second one ends the app as it does at the prompt.
    ///
    /// ```swift
    /// func interrupted(_ request: Request, by interruption: Interruption) -> Action? {
    ///     switch request {
    ///     case .fetch(let number): .lookupStopped(number, interruption)
    ///     case .save: nil
    ///     }
    /// }
    /// ```
    func interrupted(_ request: Request, by interruption: Interruption) -> Action?

    /// The action for a value that a scene this one pushed finished with, or `nil` to ignore
    /// it.
    ///
    /// ```swift
    /// func received(_ number: Int) -> Action? {
    ///     .look(number)
    /// }
    /// ```
    ///
    /// A finished scene's value that this Logic does not take (it declares no `received`, or
    /// one of another type) is not dropped quietly: the screen says so on its status line, and
    /// ``LogicTester`` cannot send it.
    func received(_ value: Received) -> Action?
}

extension Logic where Request == Never {
    /// A Logic that asks for no work has none to interrupt.
    public func interrupted(_ request: Never, by interruption: Interruption) -> Action? {}
}

extension Logic where Action == Never {
    /// A Logic that hears no action (a screen that only shows, with ``NoCommand``) has
    /// nothing to reduce: `typealias Action = Never` is all it says.
    public func reduce(_ state: inout State, _ action: Never) -> [Effect<Self>] {}
}

extension Logic where Received == Never {
    /// A Logic that takes no values from the scenes it pushes.
    public func received(_ value: Never) -> Action? {}
}

extension Logic {
    /// The action for `result`, when this Logic takes its value: `nil` when it does not, and
    /// `.some(nil)` when it takes the value and ignores it.
    package func action(receiving result: SceneResult) -> Action?? {
        if let whole = result as? Received { return .some(received(whole)) }
        guard let value = result.value(as: Received.self) else { return nil }
        return .some(received(value))
    }
}

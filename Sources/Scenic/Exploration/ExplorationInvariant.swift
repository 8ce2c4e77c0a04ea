/// A rule an app states about its Logic states, checked by an exploration after every line.
///
/// Scenic checks what holds for every app (no line wider than the screen, no raw control
/// character, footers that list real commands, `back` and `quit` that work); an app adds its
/// own rules about the states its Logics keep:
///
/// ```swift
/// ExplorationInvariant.state(CartLogic.State.self, "the total is the sum of the lines") {
///     $0.total == $0.lines.map(\.total).reduce(0, +)
/// }
/// ```
///
/// A rule is checked on every scene on the stack whose state is of its type, covered or not.
public struct ExplorationInvariant: Sendable {
    /// What the rule says, as a finding names it.
    public let name: String
    /// Whether `state` keeps the rule; `nil` for a state the rule is not about.
    let holds: @Sendable (Any) -> Bool?

    /// A rule about the states of type `State`: `holds` returns whether one keeps it.
    public static func state<State>(
        _ type: State.Type, _ name: String, holds: @escaping @Sendable (State) -> Bool
    ) -> ExplorationInvariant {
        ExplorationInvariant(name: name) { state in (state as? State).map(holds) }
    }
}

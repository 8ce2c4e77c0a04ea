/// Maps a command typed against a ``View`` to its ``Logic``'s action.
///
/// No state, no I/O: it reads the checked ``CommandInput`` and either returns an action or
/// throws a ``UsageError`` that the screen shows on its status line.
///
/// ```swift
/// struct CounterInteractor: Interactor {
///     func action(for input: CommandInput) throws(UsageError) -> CounterLogic.Action {
///         switch input.command.name {
///         case "add": return .add(input.integer("N") ?? 1)
///         default: throw UsageError("\(input.command.name): not handled here")
///         }
///     }
/// }
/// ```
public protocol Interactor: Sendable {
    /// The action type of the scene's Logic.
    associatedtype Action

    /// The action for a typed command, or a usage error to show.
    func action(for input: CommandInput) throws(UsageError) -> Action
}

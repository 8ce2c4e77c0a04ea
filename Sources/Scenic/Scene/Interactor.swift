/// Maps a command typed against a ``View`` to its ``Logic``'s action.
///
/// No state, no I/O: it switches over the command's name — exhaustively, with no `default` —
/// reads the checked values with the View's argument keys, and either returns an action or
/// throws a ``UsageError`` that the screen shows on its status line.
///
/// ```swift
/// struct CounterInteractor: Interactor {
///     func action(for input: CommandInput<CounterView.Name>) -> CounterLogic.Action {
///         switch input.name {
///         case .add: .add(input[CounterView.amount])
///         case .reset: .reset
///         }
///     }
/// }
/// ```
public protocol Interactor: Sendable {
    /// The View's command names.
    associatedtype Name: CommandName
    /// The action type of the scene's Logic.
    associatedtype Action

    /// The action for a typed command, or a usage error to show.
    func action(for input: CommandInput<Name>) throws(UsageError) -> Action
}

extension Interactor {
    /// The action for the command at `index` of `names`, typed with the checked `values`: how a
    /// scene hands a matched command to its Interactor.
    ///
    /// Inlinable, for the closures ``Scene``'s initializers make in the app's module.
    @inlinable
    func action(forCommand index: Int, of names: [Name], values: ArgumentValues)
        throws(UsageError) -> Action
    {
        try action(for: CommandInput(name: names[index], values: values))
    }
}

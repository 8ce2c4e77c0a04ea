import Scenic

/// The Order screen declares no commands, so the console never hands it one; if it ever did,
/// this says so rather than guessing an action.
struct OrderInteractor: Interactor {
    func action(for input: CommandInput) throws(UsageError) -> OrderLogic.Action {
        throw UsageError(
            "\(input.command.name): the Order screen has no commands of its own. Type \"back\" "
                + "for the list of orders.")
    }
}

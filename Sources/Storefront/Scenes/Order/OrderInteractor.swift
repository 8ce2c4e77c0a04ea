import Scenic

/// The Order screen has no commands of its own (`back` returns to the list), so there is
/// nothing to map.
struct OrderInteractor: Interactor {
    func action(for input: CommandInput<NoCommand>) -> OrderLogic.Action {
        switch input.name {}
    }
}

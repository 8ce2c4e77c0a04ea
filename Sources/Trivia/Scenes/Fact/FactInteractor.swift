import Scenic

/// Maps `again` to its action.
struct FactInteractor: Interactor {
    func action(for input: CommandInput<FactView.Name>) -> FactLogic.Action {
        switch input.name {
        case .again: .again
        }
    }
}

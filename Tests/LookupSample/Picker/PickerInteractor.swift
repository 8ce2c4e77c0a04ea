import Scenic

/// Maps `pick N` to the picker's action.
struct PickerInteractor: Interactor {
    func action(for input: CommandInput<PickerView.Name>) -> PickerLogic.Action {
        switch input.name {
        case .pick: .pick(row: input[PickerView.row])
        }
    }
}

import Scenic

/// Maps `pick N` to ``SlotLogic/Action/pick(_:)``.
struct SlotInteractor: Interactor {
    func action(for input: CommandInput<SlotView.Name>) -> SlotLogic.Action {
        switch input.name {
        case .pick: .pick(input[SlotView.row])
        }
    }
}

import Scenic

/// Maps the History screen's commands to actions.
struct HistoryInteractor: Interactor {
    func action(for input: CommandInput<HistoryView.Name>) -> HistoryLogic.Action {
        switch input.name {
        case .open: .open(input[HistoryView.row])
        case .next: .nextPage
        case .previous: .previousPage
        case .clear: .clear
        }
    }
}

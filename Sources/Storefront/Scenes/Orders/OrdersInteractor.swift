import Scenic

/// Maps `open N` to ``OrdersLogic/Action/open(_:)``; whether row N exists is the Logic's call.
struct OrdersInteractor: Interactor {
    func action(for input: CommandInput<OrdersView.Name>) -> OrdersLogic.Action {
        switch input.name {
        case .open: .open(input[OrdersView.row])
        case .next: .nextPage
        case .previous: .previousPage
        }
    }
}

import Scenic

/// Maps the Order screen's one command to ``OrderLogic/Action/orders``.
struct OrderInteractor: Interactor {
    func action(for input: CommandInput<OrderView.Name>) -> OrderLogic.Action {
        switch input.name {
        case .orders: .orders
        }
    }
}

import Scenic

/// Maps `cart` to ``CartSummaryLogic/Action/open``.
struct CartSummaryInteractor: Interactor {
    func action(for input: CommandInput<CartSummaryView.Name>) -> CartSummaryLogic.Action {
        switch input.name {
        case .cart: .open
        }
    }
}

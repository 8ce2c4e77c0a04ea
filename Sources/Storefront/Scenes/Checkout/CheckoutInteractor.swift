import Scenic

/// Maps the Checkout screen's one command to ``CheckoutLogic/Action/confirm``.
struct CheckoutInteractor: Interactor {
    func action(for input: CommandInput<CheckoutView.Name>) -> CheckoutLogic.Action {
        switch input.name {
        case .confirm: .confirm
        }
    }
}

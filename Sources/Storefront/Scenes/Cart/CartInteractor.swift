import Scenic

/// Maps the Cart screen's commands to ``CartLogic/Action``s; the View's arguments have checked
/// line numbers and quantities, and whether line N exists is the Logic's call.
struct CartInteractor: Interactor {
    func action(for input: CommandInput<CartView.Name>) -> CartLogic.Action {
        switch input.name {
        case .qty: .setQuantity(line: input[CartView.line], quantity: input[CartView.quantity])
        case .remove: .remove(line: input[CartView.line])
        case .code: .enterCode(input[CartView.code])
        case .checkout: .checkout
        case .catalog: .browseCatalog
        }
    }
}

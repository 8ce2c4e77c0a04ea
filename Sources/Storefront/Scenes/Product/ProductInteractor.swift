import Scenic

/// Maps the Product screen's commands to actions; the View's argument has already refused a
/// quantity the cart never accepts.
struct ProductInteractor: Interactor {
    func action(for input: CommandInput<ProductView.Name>) -> ProductLogic.Action {
        switch input.name {
        case .add: .add(quantity: input[ProductView.quantity])
        case .cart: .cart
        }
    }
}

import Scenic

/// Maps the Product screen's commands to actions, refusing a quantity the cart never accepts.
struct ProductInteractor: Interactor {
    func action(for input: CommandInput) throws(UsageError) -> ProductLogic.Action {
        switch input.command.name {
        case "add":
            let quantity = input.integer("QTY") ?? 1
            let range = CartRules.quantityRange
            guard range.contains(quantity) else {
                throw UsageError(
                    "add: QTY must be from \(range.lowerBound) to \(range.upperBound), "
                        + "got \(quantity)")
            }
            return .add(quantity: quantity)
        case "cart":
            return .cart
        default:
            throw UsageError(
                "\(input.command.name): not a Product command. Type \"help\" for them.")
        }
    }
}

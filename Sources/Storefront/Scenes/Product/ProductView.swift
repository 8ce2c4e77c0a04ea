import Scenic

/// One product's details and the commands to buy it.
struct ProductView: View {
    enum Region: CaseIterable {
        case details
        case discounts
        case cart
    }

    enum Name: String, CommandName {
        case add, cart
    }

    /// The quantity of `add [QTY]`: the quantities a cart line may hold (``CartRules``' range,
    /// which `ProductInteractorTests` checks it matches), 1 when left out.
    static let quantity = Argument.integer("QTY", in: 1...99).optional(default: 1)

    /// The product's name, or "Product" when the id names none.
    let title: String
    /// The same for every product: made once, not for each product opened.
    static let commands = [
        Command(Name.add, quantity, help: "Add QTY of this product to your cart (1 if left out)"),
        Command(Name.cart, help: "Open your cart"),
    ]
    var commands: [Command<Name>] { Self.commands }
}

import Scenic

/// One product's details and the commands to buy it.
struct ProductView: View {
    enum Region: CaseIterable {
        case details
        case discounts
        case cart
    }

    /// The product's name, or "Product" when the id names none.
    let title: String
    let commands = [
        Command(
            "add", Argument("QTY", .integer, optional: true),
            help: "Add QTY of this product to your cart (1 if left out)"),
        Command("cart", help: "Open your cart"),
    ]
}

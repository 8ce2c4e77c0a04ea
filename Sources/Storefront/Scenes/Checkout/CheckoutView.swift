import Scenic

/// The Checkout screen: the order to place, then its totals, or the placed order's receipt.
struct CheckoutView: View {
    enum Region: CaseIterable {
        /// The lines to order, or the placed order's receipt.
        case order
        /// The totals and what to do next.
        case summary
    }

    enum Name: String, CommandName {
        case confirm
    }

    let title = "Checkout"
    let commands = [
        Command(Name.confirm, help: "Place the order and pay the total")
    ]
}

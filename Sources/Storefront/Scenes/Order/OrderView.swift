import Scenic

/// The Order screen: one placed order, titled with its number.
struct OrderView: View {
    enum Region: CaseIterable {
        /// Number, date and item count.
        case details
        /// The bought lines with their prices and discounts.
        case lines
        /// Subtotal, cart discount and total paid.
        case totals
    }

    enum Name: String, CommandName {
        case orders
    }

    let title: String
    // `back` returns to the list, `home` to the Catalog; the thank-you screen also offers the
    // order history, which the shopper did not come from.
    let commands = [Command(Name.orders, help: "Show your orders")]

    /// The screen for order `number`, titled `Order 1001`.
    init(number: Int) {
        title = "Order \(number)"
    }
}

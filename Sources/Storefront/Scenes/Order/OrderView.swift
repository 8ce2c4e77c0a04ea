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

    let title: String
    // No commands of its own: `back` returns to the list, `home` to the Catalog.
    let commands: [Command<NoCommand>] = []

    /// The screen for order `number`, titled `Order 1001`.
    init(number: Int) {
        title = "Order \(number)"
    }
}

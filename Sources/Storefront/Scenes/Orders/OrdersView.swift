import Scenic

/// The Orders screen: the order history, newest first.
struct OrdersView: View {
    enum Region: CaseIterable {
        /// The table of orders, or the empty-history hint.
        case orders
    }

    let title = "Orders"
    let commands = [
        Command("open", Argument("N", .integer), help: "Show order N of the list")
    ]
}

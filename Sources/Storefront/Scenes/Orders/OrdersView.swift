import Scenic

/// The Orders screen: the order history, newest first.
struct OrdersView: View {
    enum Region: CaseIterable {
        /// The table of orders, or the empty-history hint.
        case orders
    }

    enum Name: String, CommandName {
        case open, next
        case previous = "prev"
    }

    /// The row of `open N`, from the `#` column; whether it exists is the Logic's call.
    static let row = Argument.integer("N", in: 1...)

    let title = "Orders"
    /// Enter reads the history a page at a time.
    let emptyLineCommand: Name? = .next
    let commands = [
        Command(Name.open, row, help: "Show order N of the list"),
        Command(Name.next, help: "Show the next page of orders"),
        Command(Name.previous, help: "Show the previous page of orders"),
    ]
}

import Scenic

/// Formats the order history as a numbered table: order number, date, items and total.
struct OrdersPresenter: Presenter {
    func present(_ state: OrdersLogic.State, on screen: Screen) -> ViewContent<OrdersView.Region> {
        var content = ViewContent<OrdersView.Region>()
        // Only the global commands until there are orders to open, and paging only when there
        // are pages: the footer lists what can be typed now.
        content.offer([OrdersView.Name]())
        guard state.isLoaded else {
            content[.orders] = [
                .paragraph("Your orders could not be read. Type \"back\", then open them again.")
            ]
            return content
        }
        guard !state.orders.isEmpty else {
            content[.orders] = [.paragraph("No orders yet. Type \"home\" to browse the Catalog.")]
            return content
        }
        let pages = state.pages
        content.offer(pages.count > 1 ? [.open, .next, .previous] : [OrdersView.Name.open])
        let rows = pages.items.map { index in
            let order = state.orders[index]
            return [
                "\(index + 1)", "\(order.number)", order.dateText, "\(order.unitCount)",
                order.total.formatted,
            ]
        }
        content[.orders] = [
            .table(
                Table(
                    columns: ["#", "Order", "Date (UTC)", "Items", "Total"].map {
                        Table.Column($0)
                    },
                    rows: rows)),
            .paragraph("Type \"open N\" to see order N with its lines and discounts."),
        ]
        if pages.count > 1 {
            let position = "Page \(pages.page + 1) of \(pages.count)."
            let hint =
                !pages.hasPrevious
                ? " Press Enter for older orders."
                : !pages.hasNext
                    ? " Type \"prev\" for newer orders."
                    : " Press Enter for older orders, or type \"prev\" for newer ones."
            content[.orders].append(.paragraph(position + hint))
        }
        return content
    }

    /// The status-line sentence for a notice.
    func message(for notice: OrdersLogic.Notice) -> String {
        switch notice {
        case .noSuchRow(let row, let count) where count == 0:
            return "There are no orders yet, so there is no order \(row) to open. Type "
                + "\"home\" to browse the Catalog."
        case .noSuchRow(let row, let count):
            return "There is no row \(row); the list has \(count) "
                + (count == 1 ? "order" : "orders") + ". Use a number from the # column."
        case .lastPage(let count) where count <= 1, .firstPage(let count) where count <= 1:
            return "Every order is on this page; there are no other pages."
        case .lastPage(let count):
            return "That was the last page of \(count); there are no older orders. Type "
                + "\"prev\" for newer ones."
        case .firstPage:
            return "This is the first page, with the newest orders. Press Enter for older ones."
        case .storeFailed(let problem):
            return problem.message
        case .dataRepaired(let message):
            return message
        }
    }
}

import Scenic

/// Formats one placed order: its details, its lines with quantities, prices and discounts,
/// then the totals.
struct OrderPresenter: Presenter {
    func present(_ state: OrderLogic.State, on screen: Screen) -> ViewContent<OrderView.Region> {
        var content = ViewContent<OrderView.Region>()
        // An order opened from the history is reached from the list `back` returns to.
        content.offer(state.offersOrders ? [OrderView.Name.orders] : [])
        switch state.phase {
        case .loading:
            content[.details] = [.paragraph("Reading your orders…")]
        case .missing:
            content[.details] = [.paragraph("There is no order \(state.number).")]
            content.messages = [
                "There is no order \(state.number) in your history. Type \"orders\" for your "
                    + "orders."
            ]
        case .unreadable(let problem):
            content[.details] = [
                .paragraph(
                    "Your orders could not be read. Type \"back\", then open this order again.")
            ]
            content.messages = [problem.message]
        case .found(let order):
            content[.details] = [
                .keyValues(
                    [
                        KeyValue("Placed", order.dateText + " UTC"),
                        KeyValue("Items", "\(order.unitCount)"),
                    ] + (order.delivery.map { [KeyValue("Deliver to", $0.oneLine)] } ?? [])
                        + (order.slot.map { [KeyValue("Delivery", $0.text + " UTC")] } ?? []))
            ]
            if state.isReceipt {
                content[.details].insert(.paragraph("Thank you for your order!"), at: 0)
                // What placing it set right comes first: a history moved aside is news.
                content.messages =
                    state.repairs + [
                        "Order \(order.number) is placed and your cart is empty again. Type "
                            + "\"home\" to keep shopping, or \"orders\" for your orders."
                    ]
            }
            content[.lines] = [.table(Self.linesTable(order, on: screen))]
            content[.totals] = [.keyValues(Self.totals(order))]
        }
        return content
    }

    /// The status-line sentence for a notice.
    func message(for notice: OrderLogic.Notice) -> String {
        switch notice {
        case .dataRepaired(let message):
            return message
        }
    }

    /// The bought lines, shaped like the Cart's table (see ``LinesTable``).
    private static func linesTable(_ order: Order, on screen: Screen) -> Table {
        let lines = order.lines.map { line in
            // Orders keep line totals, not unit prices; the division is exact because each
            // regular total is a unit price times the quantity.
            LinesTable.Line(
                name: line.name, quantity: line.quantity,
                unitPrice: Money(cents: line.regularTotal.cents / line.quantity),
                total: line.discountedTotal,
                discount: line.discount.map { (CartPresenter.discountLabel($0), line.regularTotal) }
            )
        }
        return LinesTable.table(lines, numbered: false, on: screen)
    }

    /// Subtotal, the cart discount if any, the total paid and what the discounts saved.
    private static func totals(_ order: Order) -> [KeyValue] {
        var rows = [KeyValue("Subtotal", order.subtotal.formatted)]
        if let discount = order.cartDiscount {
            rows.append(
                KeyValue(
                    "Cart discount",
                    "-\(order.cartDiscountAmount.formatted) "
                        + "(\(CartPresenter.discountLabel(discount)))"))
        }
        rows.append(KeyValue("Total paid", order.total.formatted))
        let regular = order.lines.reduce(Money.zero) { $0 + $1.regularTotal }
        if regular > order.total {
            rows.append(KeyValue("You saved", (regular - order.total).formatted))
        }
        return rows
    }
}

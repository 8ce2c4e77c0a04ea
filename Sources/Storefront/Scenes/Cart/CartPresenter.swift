import Scenic

/// Formats the cart: one table row per line, then subtotal, cart discount, total and codes.
struct CartPresenter: Presenter {
    func present(_ state: CartLogic.State, on screen: Screen) -> ViewContent<CartView.Region> {
        var content = ViewContent<CartView.Region>()
        guard state.isLoaded else {
            content[.lines] = [
                .paragraph(
                    "Your cart could not be read: see why below. Once that is put right, type "
                        + "\"back\", then open the cart again.")
            ]
            return content
        }
        guard !state.cart.isEmpty else {
            content[.lines] = [.paragraph("Your cart is empty. Type \"catalog\" to browse.")]
            return content
        }
        content[.lines] = [.table(Self.linesTable(state.priced, numbered: true, on: screen))]
        var summary: [Block] = [.keyValues(Self.totals(state.priced))]
        if !state.cart.codes.isEmpty {
            summary.append(.paragraph("Codes entered: " + state.cart.codes.joined(separator: ", ")))
        }
        content[.summary] = summary
        return content
    }

    /// The lines of a priced cart as a table, shared with the Checkout screen; see
    /// ``LinesTable``.
    static func linesTable(_ priced: PricedCart, numbered: Bool, on screen: Screen) -> Table {
        let lines = priced.lines.map { line in
            LinesTable.Line(
                name: line.item.product.name, quantity: line.item.quantity,
                unitPrice: line.item.product.price, total: line.discounted,
                discount: line.discount.map { (discountLabel($0), line.regular) })
        }
        return LinesTable.table(lines, numbered: numbered, on: screen)
    }

    /// Subtotal, the cart discount when one applies, the total and what the discounts save.
    static func totals(_ priced: PricedCart) -> [KeyValue] {
        var rows = [KeyValue("Subtotal", priced.subtotal.formatted)]
        if let discount = priced.cartDiscount {
            rows.append(
                KeyValue(
                    "Cart discount",
                    "-\(priced.cartDiscountAmount.formatted) (\(discountLabel(discount)))"))
        }
        rows.append(KeyValue("Total", priced.total.formatted))
        let saving = priced.regularTotal - priced.total
        if saving > .zero {
            rows.append(KeyValue("You save", saving.formatted))
        }
        return rows
    }

    /// A discount as a cell: `20% off`, or `SPRING10 10% off` for a code.
    static func discountLabel(_ discount: Discount) -> String {
        (discount.code.map { "\($0) " } ?? "") + "\(discount.percent)% off"
    }

    /// The status-line sentence for a notice.
    func message(for notice: CartLogic.Notice) -> String {
        switch notice {
        case .changedElsewhere:
            return "Your cart was changed in another window; this is the cart now."
        case .refused(let error):
            return error.message
        case .noSuchLine(let line, let count):
            if count == 0 {
                return
                    "Your cart is empty, so there is no line \(line). Type \"catalog\" to browse."
            }
            return "There is no line \(line); your cart has \(count) "
                + (count == 1 ? "line" : "lines") + ". Use a number from the # column."
        case .quantityChanged(let name, let quantity):
            return "\(name) is now \(quantity) in your cart."
        case .removed(let name):
            return "Removed \(name) from your cart."
        case .codeApplied(let code, let percent, let target, let amount):
            let what = target.map { "\(percent)% off \($0)" } ?? "\(percent)% off the whole cart"
            return "Code \(code) applied: \(what), \(amount.formatted) off."
        case .codeOutdone(let code, let percent, let target):
            let what = target.map { "\(percent)% off \($0)" } ?? "\(percent)% off the whole cart"
            return "Code \(code) is entered (\(what)), but a larger discount already applies "
                + (target == nil ? "to the cart" : "to it") + ", so it saves nothing more."
        case .codeWaiting(let code, let percent):
            return "Code \(code) is entered: \(percent)% off the whole cart once you add something."
        case .storeFailed(let problem):
            return problem.message
        case .notLoaded:
            return "Your cart could not be read, so nothing was changed. Type \"back\", then "
                + "open the cart again."
        case .dataRepaired(let message):
            return message
        }
    }
}

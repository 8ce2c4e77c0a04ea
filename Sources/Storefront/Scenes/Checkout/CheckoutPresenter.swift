import Scenic

/// Formats the order to place (the Cart's table without line numbers, then the totals), or
/// the receipt of the placed order.
struct CheckoutPresenter: Presenter {
    func present(_ state: CheckoutLogic.State, on screen: Screen) -> ViewContent<
        CheckoutView.Region
    > {
        var content = ViewContent<CheckoutView.Region>()
        switch state.phase {
        case .loading:
            content[.order] = [.paragraph("Reading your cart…")]
        case .unreadable:
            content[.order] = [
                .paragraph(
                    "Your cart could not be read, so nothing can be ordered. Type \"back\", "
                        + "then check out again.")
            ]
        case .review(let priced, _) where priced.lines.isEmpty:
            content[.order] = [
                .paragraph(
                    "Your cart is empty, so there is nothing to order. Type \"home\" to browse.")
            ]
        case .review(let priced, let cart):
            let codes = cart.codes
            content[.order] = [
                .table(CartPresenter.linesTable(priced, numbered: false, on: screen))
            ]
            var summary: [Block] = [.keyValues(CartPresenter.totals(priced))]
            if !codes.isEmpty {
                summary.append(.paragraph("Codes entered: " + codes.joined(separator: ", ")))
            }
            if let form = state.delivery {
                // Each line answers the form's question; its commands wait until it is done.
                content.offer([CheckoutView.Name]())
                summary.append(.keyValues(Self.deliveryRows(form, slot: state.slot)))
                summary.append(
                    .paragraph(
                        "Answer each question below; \"back\" asks the one before again."))
            } else {
                summary.append(
                    .paragraph(
                        "Type \"confirm\" to choose when and where to deliver and place the order "
                            + "for \(priced.total.formatted), or \"back\" to change the cart."))
            }
            content[.summary] = summary
        }
        return content
    }

    /// The delivery form so far: each field's answer, or `…` while it waits for one.
    private static func deliveryRows(_ form: CheckoutLogic.DeliveryForm, slot: DeliverySlot?)
        -> [KeyValue]
    {
        let slotRow = slot.map { [KeyValue("Delivery", $0.text + " UTC")] } ?? []
        return slotRow
            + DeliveryAddress.Field.allCases.map { field in
                let label =
                    switch field {
                    case .name: "Deliver to"
                    case .street: "Street"
                    case .postcode: "Postcode"
                    case .city: "Town or city"
                    }
                return KeyValue(label, form.filled.contains(field) ? form.address[field] : "…")
            }
    }

    /// The status-line sentence for a notice.
    func message(for notice: CheckoutLogic.Notice) -> String {
        switch notice {
        case .refused(let error):
            return error.message
        case .storeFailed(let problem):
            return problem.message
        case .notLoaded:
            return "Your cart could not be read, so nothing was ordered. Type \"back\", then "
                + "check out again."
        case .cartChanged:
            return "Your cart was changed in another window since it was shown, so nothing was "
                + "ordered. This is the cart now; type \"confirm\" to order it."
        case .cartChangedMeanwhile:
            return "Your cart was changed in another window meanwhile. This is the cart now, "
                + "and what the order is for."
        case .formCancelled:
            // Said on the screen shown next too, the catalog after `home`: no command in it.
            return "Nothing was ordered; your cart is as it was."
        case .dataRepaired(let message):
            return message
        }
    }
}

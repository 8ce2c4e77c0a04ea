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
            summary.append(
                .paragraph(
                    "Type \"confirm\" to place the order for \(priced.total.formatted), or "
                        + "\"back\" to change the cart."))
            content[.summary] = summary
        }
        return content
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
        }
    }
}

import Scenic

/// The product's description, prices, discounts and place in the cart.
struct ProductPresenter: Presenter {
    func present(_ state: ProductLogic.State, on screen: Screen) -> ViewContent<ProductView.Region>
    {
        var content = ViewContent<ProductView.Region>()
        guard let details = state.details else {
            content[.details] = [
                .paragraph(
                    state.isUnknown
                        ? "There is no product \"\(state.productID)\" in the catalog. Type "
                            + "\"back\" to return to the Catalog."
                        : "Loading the product…")
            ]
            return content
        }
        let product = details.product
        let price = details.price
        var facts = [KeyValue("Category", product.category.name)]
        if let sale = price.discount {
            facts.append(
                KeyValue(
                    "Price",
                    "\(price.discounted.formatted) on sale, \(sale.percent)% off the regular "
                        + "\(price.regular.formatted)"))
        } else {
            facts.append(KeyValue("Price", price.regular.formatted))
        }
        content[.details] = [.paragraph(product.description), .keyValues(facts)]
        content[.discounts] = discountBlocks(details)
        content[.cart] = [.paragraph(cartLine(details))]
        return content
    }

    private func discountBlocks(_ details: ProductLogic.Details) -> [Block] {
        var blocks: [Block] = []
        if details.price.discount != nil {
            blocks.append(
                .paragraph("The sale price applies in your cart without a code."))
        }
        guard !details.codes.isEmpty else { return blocks }
        blocks.append(.paragraph("Codes for this product, to enter on the Cart screen:"))
        blocks.append(
            .bulletList(
                details.codes.map { code in
                    "\(code.code ?? "") takes \(code.percent)% off (type \"code "
                        + "\(code.code ?? "")\" in the cart)"
                }))
        if details.price.discount != nil {
            blocks.append(
                .paragraph("Discounts do not stack: with a code, the larger discount applies."))
        }
        return blocks
    }

    private func cartLine(_ details: ProductLogic.Details) -> String {
        guard let inCart = details.inCart, let units = details.cartUnits else {
            return "Type \"add\" to add one to your cart, or \"add QTY\" for more."
        }
        guard inCart > 0 else {
            return "Not in your cart yet. Type \"add\" to add one, or \"add QTY\" for more."
        }
        return "In your cart: \(inCart) (\(itemCount(units)) in all). Type \"add\" for one "
            + "more, or \"cart\" to see your cart."
    }

    private func itemCount(_ units: Int) -> String {
        units == 1 ? "1 item" : "\(units) items"
    }

    /// A full sentence for the status line.
    func message(for notice: ProductLogic.Notice) -> String {
        switch notice {
        case .added(let quantity, let name, let units):
            return "Added \(quantity) × \(name) to your cart (\(itemCount(units)) in cart)."
        case .refused(let error):
            // The cart's own sentence already says what to do.
            return error.message
        case .storeFailed(let problem):
            return problem.message
        case .unknownProduct(let id):
            return "add: there is no product \"\(id)\" to add. Type \"back\" to return to the "
                + "Catalog."
        case .dataRepaired(let message):
            return message
        }
    }
}

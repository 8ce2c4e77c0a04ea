extension ShopRecords {
    /// Finishes or undoes a checkout that a killed process left half done, and says which.
    ///
    /// Called by ``cart()`` when the stored cart is marked: a cart marked ``Cart/placing`` was
    /// being ordered when its process stopped. Judged by the history as read, set right if
    /// damaged (its repair is in ``repairs``):
    ///
    /// - it holds that checkout's order: the order stands and the cart is emptied;
    /// - it does not, and nothing was left out of it: no order was saved, and the cart is
    ///   kept, unmarked;
    /// - it does not, but the read left records out or moved the file aside: the order may be
    ///   among them, so whether it was placed is not known. The cart is kept, unmarked (the
    ///   shopper decides), and the message names the file to look in before ordering again.
    ///
    /// A cart without the mark is left alone. Read failures are left for the transaction's own
    /// reads to report.
    ///
    /// - Returns: a sentence for the screen when something was settled, else `nil`.
    @discardableResult
    func settleInterruptedCheckout() -> String? {
        guard let cart = try? stored().value, let checkout = cart.placing,
            let orders = try? self.orders()
        else { return nil }
        if let order = orders.value.first(where: { $0.checkout == checkout }) {
            guard (try? save(Cart.empty)) != nil else { return nil }
            return "Order \(order.number) was placed before Storefront stopped; your cart is "
                + "now empty."
        }
        var kept = cart
        kept.placing = nil
        guard (try? save(kept)) != nil else { return nil }
        if let repair = orders.repair {
            return "A checkout stopped while its order was being saved, and your order history "
                + "could not all be read, so whether it was ordered is not known: your cart is "
                + "kept as it was. Look for the order in \(repair.keptAt) before ordering again."
        }
        return "A checkout stopped before its order was saved; nothing was ordered and your "
            + "cart is as it was."
    }
}

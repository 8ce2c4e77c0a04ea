extension ShopRecords {
    /// Finishes or undoes a checkout that a killed process left half done, and says which.
    ///
    /// Called by ``cart()`` when the stored cart is marked: a cart marked ``Cart/placing`` was
    /// being ordered when its process stopped. If the
    /// history holds that checkout's order, the order stands and the cart is emptied;
    /// otherwise no order was saved and the cart is kept, unmarked. A cart without the mark is
    /// left alone. Read failures are left for the transaction's own reads to report.
    ///
    /// - Returns: a sentence for the screen when something was settled, else `nil`.
    @discardableResult
    func settleInterruptedCheckout() -> String? {
        guard let cart = try? stored().value, let checkout = cart.placing,
            let orders = try? self.orders().value
        else { return nil }
        if let order = orders.first(where: { $0.checkout == checkout }) {
            guard (try? save(Cart.empty)) != nil else { return nil }
            return "Order \(order.number) was placed before Storefront stopped; your cart is "
                + "now empty."
        }
        var kept = cart
        kept.placing = nil
        guard (try? save(kept)) != nil else { return nil }
        return "A checkout stopped before its order was saved; nothing was ordered and your "
            + "cart is as it was."
    }
}

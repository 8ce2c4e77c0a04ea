extension ShopRecords {
    /// Finishes or undoes a checkout that a killed process left half done, and says which.
    ///
    /// Only a version of Storefront before 2026-11-29 leaves one: its checkout saved the order
    /// and emptied the cart one after the other, where today's transaction makes both changes
    /// together. A folder such a version used may still hold one.
    ///
    /// Called by ``cart()`` when the stored cart is marked: a cart marked ``Cart/placing`` was
    /// being ordered when its process stopped. Judged by the history as read, set right if
    /// damaged (its repair is in ``repairs``), and by the copies of it set aside as damaged,
    /// by this read or an earlier one (``setAsideHistories()``):
    ///
    /// - the history holds that checkout's order: the order stands and the cart is emptied;
    /// - it does not, but a copy set aside names that checkout, or cannot all be read, or the
    ///   read left records out of the file in place: the order may be there, so whether it
    ///   was placed is not known. The cart is kept, unmarked (the shopper decides), and the
    ///   message names the files to look in before ordering again;
    /// - none of these: no order was saved, and the cart is kept, unmarked.
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
        let copies = setAsideHistories()
        let holding = copies.filter { $0.checkouts.contains(checkout) }.map(\.path)
        if !holding.isEmpty {
            return "A checkout stopped while its order was being saved, and that order is in "
                + "\(Self.listed(holding)), set aside from your order history as damaged, so "
                + "whether it was ordered is not known: your cart is kept as it was. Look at "
                + "the order there before ordering again."
        }
        var unread = copies.filter { !$0.isReadable }.map(\.path)
        // Records left out of a file left in place may hold the order too.
        if let repair = orders.repair, !copies.contains(where: { $0.path == repair.keptAt }) {
            unread.insert(repair.keptAt, at: 0)
        }
        if !unread.isEmpty {
            return "A checkout stopped while its order was being saved, and your order history "
                + "could not all be read, so whether it was ordered is not known: your cart is "
                + "kept as it was. Look for the order in \(Self.listed(unread)) before ordering "
                + "again."
        }
        return "A checkout stopped before its order was saved; nothing was ordered and your "
            + "cart is as it was."
    }

    /// `a`, `a and b`, `a, b and c`: every path, so that none goes unsaid.
    private static func listed(_ paths: [String]) -> String {
        paths.count > 1
            ? paths.dropLast().joined(separator: ", ") + " and " + paths.last!
            : paths.first ?? ""
    }
}

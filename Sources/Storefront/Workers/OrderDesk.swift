import Foundation
import ScenicData

/// Places orders: the one place an order is written and the cart emptied.
///
/// Everything happens in one store transaction, on the files as they are now:
///
/// - The order is exactly the cart the shopper confirmed. If the saved cart differs (another
///   window changed it), nothing is ordered and the current cart comes back to be reviewed.
/// - The number is one more than the highest in the history read in the transaction, or than
///   the last one handed out (``ShopRecords/lastOrderNumber()``) when that is higher, passing
///   over any number an order set aside from a damaged history holds
///   (``ShopRecords/setAsideHistories()``), so two processes never hand out the same number,
///   and the number of an order left out of a damaged history is not handed out again, even
///   when the last number handed out was lost too. A copy that cannot be searched (no
///   permission) refuses the order, naming it.
/// - A checkout is placed once. The order records its checkout's id; confirming the same
///   checkout again (after a failure to empty the cart, say) finds that order instead of
///   placing another.
/// - The number, the history and the emptied cart take effect together, as a transaction's
///   changes do, so a kill never leaves an order placed and its goods still in the cart. A
///   save refused before the end (a full disk) never loses an order either: a refused history
///   orders nothing, and a cart that could not be emptied is still full, and confirming again
///   empties it.
struct OrderDesk: Sendable {
    /// What became of a confirmation.
    enum Outcome: Equatable, Sendable {
        /// The order is in the history and the cart is empty.
        case placed(Order)
        /// The saved cart is not the one confirmed; it is given, and nothing was ordered.
        case cartChanged(Cart)
        /// The rules refused to order (an empty cart).
        case refused(CartError)
        /// A store failed, with its message; what was saved is said in it.
        case failed(String)
    }

    let store: any ShopStore
    let rules: CartRules

    /// The saved order history, oldest first, read in a transaction as
    /// ``CartEditor/current()`` reads the cart.
    func history() throws(StoreError) -> Reported<[Order]> {
        try store.transaction { records in
            Result { () throws(StoreError) in
                Reported(value: try records.orders().value, repairs: records.repairs)
            }
        }.get()
    }

    /// Orders `expected` for the checkout `checkout`, to be delivered to `delivery` in `slot`,
    /// at `now`; the answer says what reading the cart and the history set right.
    func place(
        _ expected: Cart, checkout: String, delivery: DeliveryAddress? = nil,
        slot: DeliverySlot? = nil, now: Date
    ) -> Reported<Outcome> {
        // Outside the lock: the transaction then searches only a copy made or changed since.
        store.searchSetAsideHistories()
        do throws(StoreError) {
            return try store.transaction { records in
                let outcome = place(
                    expected, checkout: checkout, delivery: delivery, slot: slot, now: now,
                    in: records)
                return Reported(value: outcome, repairs: records.repairs)
            }
        } catch {
            return Reported(value: .failed(error.messageForAnOrder), repairs: [])
        }
    }

    private func place(
        _ expected: Cart, checkout: String, delivery: DeliveryAddress?, slot: DeliverySlot?,
        now: Date, in records: any ShopRecords
    ) -> Outcome {
        let cart: Cart
        let history: [Order]
        do throws(StoreError) {
            cart = try records.cart().value
            // A cart that cannot be saved (a line this version cannot read, a field it does not
            // know) could not be emptied after the order: its lines were ordered, and ordered
            // again by the next confirmation, or once the user fixed the file (found by two
            // hostile testers). Nothing is ordered until it can be.
            if let refusal = records.cartSaveRefusal() { throw refusal }
            history = try records.orders().value
        } catch {
            return .failed(error.messageForAnOrder)
        }
        if let placed = history.first(where: { $0.checkout == checkout }) {
            // Confirmed before: the order stands; finish emptying the cart it was made from
            // (still marked with this checkout by a version before 2026-11-29 that was
            // killed, or full because emptying it failed).
            var unmarked = cart
            unmarked.placing = nil
            return unmarked == expected ? emptying(after: placed, in: records) : .placed(placed)
        }
        guard cart == expected else { return .cartChanged(cart) }
        // Read before the copies are listed: a damaged one is set aside as it is read, and its
        // copy holds the numbers handed out.
        let lastIssued: Int
        do throws(StoreError) {
            lastIssued = try records.lastOrderNumber()
        } catch {
            return .failed(error.messageForAnOrder)
        }
        let copies = records.setAsideHistories()
        if let unread = copies.first(where: { !$0.isSearched }) {
            // Its orders' numbers are not known: any number given may be one of them.
            let problem =
                unread.isRecordOfTheHighest
                ? StoreError.recordOfTheHighestUnreadable(path: unread.path)
                : .setAsideHistoryUnreadable(path: unread.path)
            return .failed(problem.message)
        }
        if let scattered = copies.first(where: { !$0.numbers.isComplete }) {
            // Not all of its numbers were kept, to keep memory bounded.
            return .failed(StoreError.setAsideHistoryScattered(path: scattered.path).message)
        }
        let number = Order.nextNumber(
            after: history, lastIssued: lastIssued,
            skipping: HeldNumbers(joining: copies).heldThrough)
        guard number <= StoredDataRules.largestOrderNumber else {
            return .failed(StoreError.orderNumbersUsedUp(folder: records.folderPath).message)
        }
        let order: Order
        do throws(CartError) {
            order = try Order(
                cart: cart, rules: rules, number: number, date: now, checkout: checkout,
                delivery: delivery, slot: slot)
        } catch {
            return .refused(error)
        }
        do throws(StoreError) {
            // The number first: a history refused after it leaves it unused, never reused.
            try records.saveLastOrderNumber(number)
            try records.save(history + [order])
        } catch {
            return .failed(error.messageForAnOrder)
        }
        return emptying(after: order, in: records)
    }

    /// Empties the cart now that `order` is saved.
    private func emptying(after order: Order, in records: any ShopRecords) -> Outcome {
        do throws(StoreError) {
            try records.save(Cart.empty)
        } catch {
            // The order stands; say so, so the user knows confirming again is safe.
            return .failed(
                "Order \(order.number) is placed, but your cart could not be emptied: "
                    + error.message + " Confirming again empties it without ordering twice.")
        }
        return .placed(order)
    }
}

import Foundation

/// Places orders: the one place an order is written and the cart emptied.
///
/// Everything happens under the store lock, on the files as they are now:
///
/// - The order is exactly the cart the shopper confirmed. If the saved cart differs (another
///   window changed it), nothing is ordered and the current cart comes back to be reviewed.
/// - The number is one more than the highest in the history read under the lock, so two
///   processes never hand out the same number.
/// - A checkout is placed once. The order records its checkout's id; confirming the same
///   checkout again (after a failure to empty the cart, say) finds that order instead of
///   placing another.
/// - The history is saved before the cart is emptied, so a failure in between never loses an
///   order: at worst the cart is still full, and confirming again empties it.
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

    let carts: any CartStore
    let orders: any OrderStore
    let lock: any StoreLock
    let rules: CartRules

    /// The saved order history, oldest first, read under the lock as
    /// ``CartEditor/current()`` reads the cart.
    func history() throws(StoreError) -> LoadResult<[Order]> {
        try lock.withLock { () -> Result<LoadResult<[Order]>, StoreError> in
            do throws(StoreError) { return .success(try orders.load()) } catch {
                return .failure(error)
            }
        }.get()
    }

    /// Orders `expected` for the checkout `checkout`, at `now`.
    func place(_ expected: Cart, checkout: String, now: Date) -> Outcome {
        do throws(StoreError) {
            return try lock.withLock { place(locked: expected, checkout: checkout, now: now) }
        } catch {
            return .failed(error.message)
        }
    }

    private func place(locked expected: Cart, checkout: String, now: Date) -> Outcome {
        let cart: Cart
        let history: [Order]
        do throws(StoreError) {
            cart = try carts.load().value
            history = try orders.load().value
        } catch {
            return .failed(error.message)
        }
        if let placed = history.first(where: { $0.checkout == checkout }) {
            // Confirmed before: the order stands; finish emptying the cart it was made from.
            return cart == expected ? emptying(after: placed) : .placed(placed)
        }
        guard cart == expected else { return .cartChanged(cart) }
        let number = Order.nextNumber(after: history)
        guard number <= StoredDataRules.largestOrderNumber else {
            return .failed(StoreError.orderNumbersUsedUp.message)
        }
        let order: Order
        do throws(CartError) {
            order = try Order(
                cart: cart, rules: rules, number: number, date: now, checkout: checkout)
        } catch {
            return .refused(error)
        }
        do throws(StoreError) {
            try orders.save(history + [order])
        } catch {
            return .failed(error.message)
        }
        return emptying(after: order)
    }

    /// Empties the cart now that `order` is saved.
    private func emptying(after order: Order) -> Outcome {
        do throws(StoreError) {
            try carts.save(.empty)
        } catch {
            // The order stands; say so, so the user knows confirming again is safe.
            return .failed(
                "Order \(order.number) is placed, but your cart could not be emptied: "
                    + error.message + " Confirming again empties it without ordering twice.")
        }
        return .placed(order)
    }
}

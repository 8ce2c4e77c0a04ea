import ScenicData

/// Changes the saved cart: the one place every change to it is made.
///
/// Each change reads the cart from the store, applies the shop's rule, and saves the result,
/// all in one store transaction, so a change made in another window meanwhile is neither lost nor
/// overwritten.
struct CartEditor: Sendable {
    /// What became of a change.
    enum Outcome: Equatable, Sendable {
        /// The change was saved; the cart is the one now on disk.
        case saved(Cart)
        /// The rules refused it on the cart now on disk, which is given.
        case refused(CartError, current: Cart)
        /// The store failed, with its message (``StoreError/messageForACartChange``); nothing
        /// was saved.
        case failed(String)
    }

    let store: any ShopStore
    let rules: CartRules

    /// The saved cart, read in a transaction: a damaged file is then moved aside while no
    /// other process can be replacing it, and the answer says so.
    func current() throws(StoreError) -> Reported<Cart> {
        try store.transaction { records in
            Result { () throws(StoreError) in
                Reported(value: try records.cart().value, repairs: records.repairs)
            }
        }.get()
    }

    /// The saved cart as it is now, read without writing anything.
    ///
    /// `nil` when it cannot be read as it is; see ``ShopStore/peekCart()``.
    func peek() -> Cart? {
        store.peekCart()
    }

    /// Makes `change` to the saved cart; the answer says what reading it set right.
    func apply(_ change: CartChange) -> Reported<Outcome> {
        do throws(StoreError) {
            return try store.transaction { records in
                Reported(value: apply(change, in: records), repairs: records.repairs)
            }
        } catch {
            return Reported(value: .failed(error.messageForACartChange), repairs: [])
        }
    }

    private func apply(_ change: CartChange, in records: any ShopRecords) -> Outcome {
        let cart: Cart
        do throws(StoreError) {
            cart = try records.cart().value
        } catch {
            return .failed(error.messageForACartChange)
        }
        let changed: Cart
        do throws(CartError) {
            changed = try rules.apply(change, to: cart)
        } catch {
            return .refused(error, current: cart)
        }
        do throws(StoreError) {
            try records.save(changed)
        } catch {
            return .failed(error.messageForACartChange)
        }
        return .saved(changed)
    }
}

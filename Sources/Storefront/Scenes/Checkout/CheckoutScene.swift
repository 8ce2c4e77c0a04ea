import Scenic

extension StorefrontScenes {
    /// The Checkout screen, reading the cart each time it comes on top until the order is
    /// placed.
    ///
    /// - Parameter state: the first state; previews pass theirs, the app starts loading.
    func checkoutScene(state: CheckoutLogic.State = CheckoutLogic.State()) -> Scene<
        StorefrontRoute
    > {
        Scene(
            view: CheckoutView(), interactor: CheckoutInteractor(),
            logic: CheckoutLogic(rules: CartRules(catalog: workers.catalog.catalog())),
            presenter: CheckoutPresenter(), state: state, appearAction: .appeared,
            worker: Worker(performCheckoutRequest))
    }

    /// Carries out a Checkout request on the cart and order stores, with the time from the
    /// clock.
    func performCheckoutRequest(_ request: CheckoutLogic.Request) async -> CheckoutLogic.Action {
        switch request {
        case .load:
            do {
                return .loaded(try workers.carts.load().value, now: workers.clock.now())
            } catch {
                return .loadFailed(error.message)
            }
        case .placeOrder:
            return placeOrder()
        }
    }

    /// Orders the saved cart: the history is saved with the new order first, and only then
    /// the emptied cart, so a failure at any step never loses what the user meant to buy.
    ///
    /// The worst case, the history saved but the cart not emptied, leaves the cart to order
    /// again; the reverse order could lose a paid order.
    private func placeOrder() -> CheckoutLogic.Action {
        let cart: Cart
        let history: [Order]
        do {
            cart = try workers.carts.load().value
            history = try workers.orders.load().value
        } catch {
            return .placeFailed(error.message)
        }
        let order: Order
        do {
            order = try Order(
                cart: cart, rules: CartRules(catalog: workers.catalog.catalog()),
                number: Order.nextNumber(after: history), date: workers.clock.now())
        } catch {
            return .placeRefused(error)
        }
        do {
            try workers.orders.save(history + [order])
        } catch {
            return .placeFailed(error.message)
        }
        do {
            try workers.carts.save(.empty)
        } catch {
            // The order stands; say so, so the user does not order the same cart twice.
            return .placeFailed(
                "Order \(order.number) is placed, but your cart could not be emptied: "
                    + error.message)
        }
        return .placed(order)
    }

    /// The Checkout screen's previews.
    func checkoutPreviews() -> PreviewGroup<StorefrontRoute> {
        PreviewGroup("Checkout", previews: CheckoutPresenter.previews) { state in
            checkoutScene(state: state)
        }
    }
}

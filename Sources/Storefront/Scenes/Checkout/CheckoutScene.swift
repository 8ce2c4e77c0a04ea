import Foundation
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
                return .loaded(
                    try workers.savedCart().value, now: workers.clock.now(),
                    checkout: UUID().uuidString)
            } catch {
                return .loadFailed(error.message)
            }
        case .placeOrder(let cart, let checkout):
            let now = workers.clock.now()
            switch workers.orderDesk.place(cart, checkout: checkout, now: now) {
            case .placed(let order): return .placed(order)
            case .cartChanged(let current): return .cartChanged(current, now: now)
            case .refused(let error): return .placeRefused(error)
            case .failed(let message): return .placeFailed(message)
            }
        }
    }

    /// The Checkout screen's previews.
    func checkoutPreviews() -> PreviewGroup<StorefrontRoute> {
        PreviewGroup("Checkout", previews: CheckoutPresenter.previews) { state in
            if case .review(_, let cart) = state.phase { workers.agree(with: cart) }
            return checkoutScene(state: state)
        }
    }
}

import Foundation
import Scenic

/// Makes the Checkout screen from the workers it needs.
struct CheckoutScene {
    let catalog: Catalog
    let carts: CartEditor
    let orders: OrderDesk
    let clock: any StoreClock

    /// The Checkout screen, reading the cart each time it comes on top until the order is
    /// placed.
    ///
    /// - Parameter state: the first state; previews pass theirs, the app starts loading.
    func make(state: CheckoutLogic.State = CheckoutLogic.State()) -> Scene<StorefrontRoute> {
        let scene = self
        return Scene(
            view: CheckoutView(), interactor: CheckoutInteractor(),
            logic: CheckoutLogic(rules: CartRules(catalog: catalog)),
            presenter: CheckoutPresenter(), state: state, appearAction: .appeared,
            worker: Worker { request in scene.perform(request) })
    }

    /// Carries out a Checkout request: the cart through the cart editor, the order through
    /// the order desk, with the time from the clock.
    func perform(_ request: CheckoutLogic.Request) -> CheckoutLogic.Action {
        switch request {
        case .load:
            do throws(StoreError) {
                return .loaded(
                    try carts.current().value, now: clock.now(), checkout: UUID().uuidString)
            } catch {
                return .loadFailed(StoreProblem(error.message))
            }
        case .placeOrder(let cart, let checkout, let delivery, let slot):
            let now = clock.now()
            switch orders.place(
                cart, checkout: checkout, delivery: delivery, slot: slot, now: now)
            {
            case .placed(let order): return .placed(order)
            case .cartChanged(let current): return .cartChanged(current, now: now)
            case .refused(let error): return .placeRefused(error)
            case .failed(let message): return .placeFailed(StoreProblem(message))
            }
        }
    }
}

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
            worker: scene.worker)
    }

    /// The scene's worker: ``perform(_:send:)``.
    var worker: Worker<CheckoutLogic.Request, CheckoutLogic.Action> {
        let scene = self
        return Worker.streaming { request, send in scene.perform(request, send: send) }
    }

    /// Carries out a Checkout request: the cart through the cart editor, the order through
    /// the order desk, with the time from the clock.
    ///
    /// What the reads set right is sent first (``CheckoutLogic/Action/dataRepaired(_:)``),
    /// but with an order placed, whose receipt takes the screen's place, it goes with it.
    func perform(_ request: CheckoutLogic.Request, send: Send<CheckoutLogic.Action>) {
        switch request {
        case .load:
            do throws(StoreError) {
                let read = try carts.current()
                send.repairs(read.repairs, as: CheckoutLogic.Action.dataRepaired)
                send(.loaded(read.value, now: clock.now, checkout: UUID().uuidString))
            } catch {
                send(.loadFailed(StoreProblem(error.message)))
            }
        case .placeOrder(let cart, let checkout, let delivery, let slot):
            let now = clock.now
            let reply = orders.place(
                cart, checkout: checkout, delivery: delivery, slot: slot, now: now)
            if case .placed(let order) = reply.value {
                send(.placed(order, repairs: reply.repairs))
                return
            }
            send.repairs(reply.repairs, as: CheckoutLogic.Action.dataRepaired)
            switch reply.value {
            case .placed(let order): send(.placed(order, repairs: []))
            case .cartChanged(let current): send(.cartChanged(current, now: now))
            case .refused(let error): send(.placeRefused(error))
            case .failed(let message): send(.placeFailed(StoreProblem(message)))
            }
        }
    }
}

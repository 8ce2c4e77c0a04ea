import Foundation
import Scenic

/// Every decision of the Checkout screen: show the cart as an order, place it once.
struct CheckoutLogic: Logic {
    typealias Route = StorefrontRoute

    /// The shop's rules, which price the cart as the order will be priced.
    let rules: CartRules

    struct State: Equatable {
        /// Where the checkout stands.
        var phase = Phase.loading
        /// The id of this checkout, given by the worker with the cart: an order records it,
        /// so confirming twice never places two orders.
        var checkout: String?
    }

    /// Where the checkout stands.
    enum Phase: Equatable {
        /// The cart has not been read yet.
        case loading
        /// The cart could not be read, so nothing can be ordered.
        case unreadable
        /// The cart, priced, waiting for `confirm`; it may be empty. `confirm` orders exactly
        /// this cart.
        case review(PricedCart, cart: Cart)
    }

    /// What the status line reports; the Presenter words it.
    enum Notice: Equatable, Sendable {
        /// The shop's rules refused the order (an empty cart).
        case refused(CartError)
        /// A store failed, with its message.
        case storeFailed(StoreProblem)
        /// `confirm` before the cart was read.
        case notLoaded
        /// The saved cart changed since it was shown (another window); nothing was ordered.
        case cartChanged
    }

    enum Action: Equatable, Sendable {
        /// The screen came on top.
        case appeared
        /// The worker read the cart at `now`, for the checkout with this id.
        case loaded(Cart, now: Date, checkout: String)
        /// The worker could not read the cart.
        case loadFailed(StoreProblem)
        /// `confirm`.
        case confirm
        /// The worker placed `order` and emptied the cart.
        case placed(Order)
        /// The saved cart was not the one shown, so nothing was ordered; it is shown now.
        case cartChanged(Cart, now: Date)
        /// The worker refused to place an order.
        case placeRefused(CartError)
        /// The worker could not read or save; nothing was ordered, the cart is unchanged.
        case placeFailed(StoreProblem)
    }

    enum Request: Equatable, Sendable {
        /// Read the cart and the time.
        case load
        /// Order `cart`, the one shown, for the checkout with this id (see ``OrderDesk``).
        case placeOrder(Cart, checkout: String)
    }

    /// Placing an order must finish once begun (Ctrl-C ends the app after it), and reading the
    /// cart is quick: nothing to stop.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .appeared:
            return [.perform(.load)]
        case .loaded(let cart, let now, let checkout):
            state.phase = .review(rules.price(cart, now: now), cart: cart)
            state.checkout = checkout
            return []
        case .cartChanged(let cart, let now):
            state.phase = .review(rules.price(cart, now: now), cart: cart)
            return [.notify(.cartChanged)]
        case .loadFailed(let message):
            state.phase = .unreadable
            return [.notify(.storeFailed(message))]
        case .confirm:
            switch state.phase {
            case .loading, .unreadable:
                return [.notify(.notLoaded)]
            case .review(let priced, _) where priced.lines.isEmpty:
                return [.notify(.refused(.emptyCart))]
            case .review(_, let cart):
                guard let checkout = state.checkout else { return [.notify(.notLoaded)] }
                return [.perform(.placeOrder(cart, checkout: checkout))]
            }
        case .placed(let order):
            // The thank-you screen takes this one's place: `back` leads to the (empty) cart.
            return [.replace(.receipt(number: order.number))]
        case .placeRefused(let error):
            return [.notify(.refused(error))]
        case .placeFailed(let message):
            return [.notify(.storeFailed(message))]
        }
    }
}

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
    }

    /// Where the checkout stands.
    enum Phase: Equatable {
        /// The cart has not been read yet.
        case loading
        /// The cart could not be read, so nothing can be ordered.
        case unreadable
        /// The cart, priced, waiting for `confirm`; it may be empty.
        case review(PricedCart, codes: [String])
        /// The order was placed; the screen is its receipt.
        case placed(Order)
    }

    /// What the status line reports; the Presenter words it.
    enum Notice: Equatable, Sendable {
        /// The order was placed.
        case placed(number: Int)
        /// `confirm` after the order was placed.
        case alreadyPlaced(number: Int)
        /// The shop's rules refused the order (an empty cart).
        case refused(CartError)
        /// A store failed, with its message.
        case storeFailed(String)
        /// `confirm` before the cart was read.
        case notLoaded
    }

    enum Action: Equatable, Sendable {
        /// The screen came on top.
        case appeared
        /// The worker read the cart at `now`.
        case loaded(Cart, now: Date)
        /// The worker could not read the cart.
        case loadFailed(String)
        /// `confirm`.
        case confirm
        /// The worker placed `order` and emptied the cart.
        case placed(Order)
        /// The worker refused to place an order.
        case placeRefused(CartError)
        /// The worker could not read or save; nothing was ordered, the cart is unchanged.
        case placeFailed(String)
    }

    enum Request: Equatable, Sendable {
        /// Read the cart and the time.
        case load
        /// Order the saved cart: save the order history, then an empty cart.
        case placeOrder
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .appeared:
            // The receipt stays on screen; reloading would show the now empty cart instead.
            if case .placed = state.phase { return [] }
            return [.perform(.load)]
        case .loaded(let cart, let now):
            state.phase = .review(rules.price(cart, now: now), codes: cart.codes)
            return []
        case .loadFailed(let message):
            state.phase = .unreadable
            return [.notify(.storeFailed(message))]
        case .confirm:
            switch state.phase {
            case .loading, .unreadable:
                return [.notify(.notLoaded)]
            case .review(let priced, _) where priced.lines.isEmpty:
                return [.notify(.refused(.emptyCart))]
            case .review:
                return [.perform(.placeOrder)]
            case .placed(let order):
                return [.notify(.alreadyPlaced(number: order.number))]
            }
        case .placed(let order):
            state.phase = .placed(order)
            return [.notify(.placed(number: order.number))]
        case .placeRefused(let error):
            return [.notify(.refused(error))]
        case .placeFailed(let message):
            return [.notify(.storeFailed(message))]
        }
    }
}

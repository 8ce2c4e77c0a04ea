import Foundation

/// Every screen of the Storefront app; a list of them is a deep link.
package enum StorefrontRoute: Hashable, Sendable {
    /// The demo account's login, the first screen.
    case login
    /// The product list with its filters.
    case catalog
    /// One product's details, by its id.
    case product(id: String)
    /// The cart and its discount codes.
    case cart
    /// Placing the order for the cart.
    case checkout
    /// Picking when an order placed at `after` is delivered; it hands the slot to the
    /// Checkout below.
    case deliverySlot(after: Date)
    /// A screen of the account section: the order history and its orders.
    case account(AccountRoute)
}

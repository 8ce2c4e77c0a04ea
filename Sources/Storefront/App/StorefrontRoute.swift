/// Every screen of the Storefront app; a list of them is a deep link.
enum StorefrontRoute: Hashable, Sendable {
    case login
    case catalog
    case product(id: String)
    case cart
    case checkout
    case orders
    case order(number: Int)
}

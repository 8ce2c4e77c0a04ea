import Foundation

/// A cart store that keeps the cart in memory, for stories and previews.
final class InMemoryCartStore: CartStore, @unchecked Sendable {
    // @unchecked: every access to `cart` holds `lock`.
    private let lock = NSLock()
    private var cart: Cart

    /// Creates the store holding `cart`.
    init(cart: Cart = .empty) {
        self.cart = cart
    }

    /// The held cart; never a damaged file.
    func load() -> LoadResult<Cart> {
        lock.withLock { LoadResult(value: cart, movedAside: nil) }
    }

    /// Replaces the held cart.
    func save(_ cart: Cart) {
        lock.withLock { self.cart = cart }
    }
}

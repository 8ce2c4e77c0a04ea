import Foundation

/// An order store that keeps the history in memory, for stories and previews.
final class InMemoryOrderStore: OrderStore, @unchecked Sendable {
    // @unchecked: every access to `orders` holds `lock`.
    private let lock = NSLock()
    private var orders: [Order]

    /// Creates the store holding `orders`.
    init(orders: [Order] = []) {
        self.orders = orders
    }

    /// The held orders; never a damaged file.
    func load() -> LoadResult<[Order]> {
        lock.withLock { LoadResult(value: orders, movedAside: nil) }
    }

    /// Replaces the held orders.
    func save(_ orders: [Order]) {
        lock.withLock { self.orders = orders }
    }
}

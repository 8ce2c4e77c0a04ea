import Foundation

/// The services Storefront's scenes ask for work, injected once into the scene builder.
package struct StorefrontWorkers: Sendable {
    var catalog: any CatalogSource
    var authenticator: any Authenticator
    var carts: any CartStore
    var orders: any OrderStore
    var clock: any StoreClock
    /// Makes each read-modify-write of the stores one transaction.
    var lock: any StoreLock = UnsharedLock()

    /// Makes in-memory workers agree with a preview that shows `cart`, so that entering the
    /// preview live changes that cart (every change applies to the saved cart).
    ///
    /// Previews run on in-memory workers; on any other cart store this does nothing, so a
    /// preview can never touch a shopper's saved cart.
    func agree(with cart: Cart) {
        guard let memory = carts as? InMemoryCartStore else { return }
        memory.save(cart)
    }

    /// The saved cart, read under the lock: a damaged file is then moved aside while no other
    /// process can be replacing it.
    func savedCart() throws(StoreError) -> LoadResult<Cart> {
        try lock.withLock { () -> Result<LoadResult<Cart>, StoreError> in
            do throws(StoreError) { return .success(try carts.load()) } catch {
                return .failure(error)
            }
        }.get()
    }

    /// The saved order history, read under the lock, as ``savedCart()`` is.
    func savedOrders() throws(StoreError) -> LoadResult<[Order]> {
        try lock.withLock { () -> Result<LoadResult<[Order]>, StoreError> in
            do throws(StoreError) { return .success(try orders.load()) } catch {
                return .failure(error)
            }
        }.get()
    }

    /// Changes the saved cart by the shop's rules, under the lock.
    var cartEditor: CartEditor {
        CartEditor(carts: carts, lock: lock, rules: CartRules(catalog: catalog.catalog()))
    }

    /// Places orders from the saved cart, under the lock.
    var orderDesk: OrderDesk {
        OrderDesk(
            carts: carts, orders: orders, lock: lock, rules: CartRules(catalog: catalog.catalog()))
    }

    /// Deterministic workers for tests, stories and previews: the embedded catalog, the demo
    /// login, empty in-memory stores and a clock fixed at `now`.
    package static func inMemory(now: Date = StorefrontWorkers.storyDate) -> StorefrontWorkers {
        StorefrontWorkers(
            catalog: EmbeddedCatalog(), authenticator: DemoAuthenticator(),
            carts: InMemoryCartStore(), orders: InMemoryOrderStore(), clock: FixedClock(date: now))
    }

    /// The order history as a scene's action: `loaded` with the orders, or `failed` with the
    /// store's message when they cannot be read (the Orders and Order screens share this).
    func orderHistory<Action>(
        loaded: ([Order]) -> Action, failed: (String) -> Action
    ) -> Action {
        do throws(StoreError) {
            return loaded(try savedOrders().value)
        } catch {
            return failed(error.message)
        }
    }

    /// The instant stories and tests run at: 2026-05-04 10:30 UTC.
    static let storyDate = Date(timeIntervalSince1970: 1_777_890_600)
}

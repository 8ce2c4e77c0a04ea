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

    /// Deterministic workers for tests, stories and previews: the embedded catalog, the demo
    /// login, empty in-memory stores and a clock fixed at `now`.
    package static func inMemory(now: Date = StorefrontWorkers.storyDate) -> StorefrontWorkers {
        StorefrontWorkers(
            catalog: EmbeddedCatalog(), authenticator: DemoAuthenticator(),
            carts: InMemoryCartStore(), orders: InMemoryOrderStore(), clock: FixedClock(date: now))
    }

    /// The instant stories and tests run at: 2026-05-04 10:30 UTC, as previews show it.
    static let storyDate = PreviewFixtures.now
}

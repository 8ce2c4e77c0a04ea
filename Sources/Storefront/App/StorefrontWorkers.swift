import Foundation

/// The services Storefront's scenes ask for work, injected once into the scene builder.
package struct StorefrontWorkers: Sendable {
    var catalog: any CatalogSource
    var authenticator: any Authenticator
    var carts: any CartStore
    var orders: any OrderStore
    var clock: any StoreClock

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
            return loaded(try orders.load().value)
        } catch {
            return failed(error.message)
        }
    }

    /// The instant stories and tests run at: 2026-05-04 10:30 UTC.
    static let storyDate = Date(timeIntervalSince1970: 1_777_890_600)
}

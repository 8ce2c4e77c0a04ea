import Foundation
import Scenic

/// The services Storefront's scenes ask for work, injected once into the scene builder.
package struct StorefrontWorkers: Sendable {
    var catalog: any CatalogSource
    var authenticator: any Authenticator
    /// The saved cart and orders.
    var store: any ShopStore
    var clock: any StoreClock

    /// Makes in-memory workers agree with a preview that shows `cart`, so that entering the
    /// preview live changes that cart (every change applies to the saved cart).
    ///
    /// Previews run on in-memory workers; on any other cart store this does nothing, so a
    /// preview can never touch a shopper's saved cart.
    func agree(with cart: Cart) {
        guard let memory = store as? InMemoryShopStore else { return }
        memory.replaceCart(with: cart)
    }

    /// Deterministic workers for tests, stories and previews: the embedded catalog, the demo
    /// login, an empty in-memory store and a clock fixed at `now`.
    package static func inMemory(now: Date = StorefrontWorkers.storyDate) -> StorefrontWorkers {
        inMemory(on: FixedClock(date: now))
    }

    /// Deterministic workers on `clock`: a story's (`story.clock`), which its `# after` steps
    /// move.
    package static func inMemory(clock: SessionClock) -> StorefrontWorkers {
        inMemory(on: clock)
    }

    private static func inMemory(on clock: any StoreClock) -> StorefrontWorkers {
        StorefrontWorkers(
            catalog: EmbeddedCatalog(), authenticator: DemoAuthenticator(),
            store: InMemoryShopStore(), clock: clock)
    }

    /// The instant stories and tests run at: 2026-05-04 10:30 UTC, as previews show it.
    static let storyDate = PreviewFixtures.now
}

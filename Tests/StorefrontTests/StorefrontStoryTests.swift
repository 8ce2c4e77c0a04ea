import Scenic
import ScenicTesting
import Testing

@testable import StorefrontKit

/// Every story in Stories/, replayed through the whole app with fresh in-memory workers on the
/// story's clock (each story starts at ``StorefrontWorkers/storyDate`` with its `# now:`).
@Suite struct StorefrontStoryTests {
    /// The demo account's password, for stories recorded with `--record` (`${PASSWORD}`).
    static let secrets = ["PASSWORD": "lovelace"]

    @Test func stories() async {
        await assertStories(secrets: Self.secrets) { story in
            var workers = StorefrontWorkers.inMemory(clock: story.clock)
            if story.name.hasPrefix("cart-follows-another-window") {
                workers.store = AnotherWindowStore()
            }
            // Paging is offered only on a history longer than a page.
            if story.name == "order-history" {
                workers.store = InMemoryShopStore(orders: OrdersPresenter.sampleHistory)
            }
            return Console(
                navigator: Navigator(builder: StorefrontScenes(workers: workers), root: .login))
        }
    }
}

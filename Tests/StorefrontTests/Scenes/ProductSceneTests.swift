import ScenicData
import Scenic
import Testing

@testable import StorefrontKit

/// The Product scene's worker, run through the real console: what reaches the screen when the
/// cart store fails, which no story can show with the in-memory stores.
@Suite struct ProductSceneTests {
    /// A cart store that reads an empty cart and refuses every save.
    private struct UnwritableCartStore: CartStore {
        func load() throws(StoreError) -> LoadResult<Cart> {
            LoadResult(value: .empty, movedAside: nil)
        }

        func save(_ cart: Cart) throws(StoreError) {
            throw .cannotWrite(path: "/data/cart.json", cause: SystemError(code: 13))
        }
    }

    private func session(_ typed: String, carts: any CartStore) async -> String {
        var workers = StorefrontWorkers.inMemory()
        workers.carts = carts
        var console = Console(
            navigator: Navigator(
                builder: StorefrontScenes(workers: workers), root: .product(id: "matcha")))
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    @Test func aFailedSaveIsShownAndTheCartIsNotClaimedToHaveChanged() async {
        let text = await session("add 2\n", carts: UnwritableCartStore())
        #expect(text.contains("» Cannot save /data/cart.json (permission denied)"))
        #expect(!text.contains("Added 2"))
        #expect(text.contains("Not in your cart yet."))
    }

    @Test func aSuccessfulAddIsSavedByTheCartsRules() async throws {
        let store = InMemoryCartStore()
        let text = await session("add 2\nadd 1\n", carts: store)
        #expect(text.contains("» Added 1 × 抹茶 Matcha to your cart (3 items in cart)."))
        let saved = try #require(store.load().value.items.first)
        #expect(saved.product.id == "matcha")
        #expect(saved.quantity == 3)
    }

    @Test func anUnknownIdSaysSoAndAddsNothing() async {
        var workers = StorefrontWorkers.inMemory()
        let store = InMemoryCartStore()
        workers.carts = store
        var console = Console(
            navigator: Navigator(
                builder: StorefrontScenes(workers: workers), root: .product(id: "pretzel")))
        var input = ScriptInput("add\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        #expect(output.text.contains("There is no product \"pretzel\" in the catalog."))
        #expect(output.text.contains("» add: there is no product \"pretzel\" to add."))
        #expect(store.load().value.isEmpty)
    }
}

import Scenic
import ScenicData
import Testing

@testable import StorefrontKit

/// The Product scene's worker, run through the real console: what reaches the screen when the
/// cart store fails, which no story can show with the in-memory stores.
@Suite struct ProductSceneTests {
    private func session(_ typed: String, store: any ShopStore) async -> String {
        var workers = StorefrontWorkers.inMemory()
        workers.store = store
        var console = Console(
            navigator: Navigator(
                builder: StorefrontScenes(workers: workers), root: .product(id: "matcha")))
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    @Test func aFailedSaveIsShownAndTheCartIsNotClaimedToHaveChanged() async {
        let text = await session("add 2\n", store: FaultyShopStore(canSaveCart: false))
        #expect(
            text.contains(
                "» Your cart is unchanged. Cannot save /data/cart.json (no space left on device)"))
        #expect(!text.contains("Added 2"))
        #expect(text.contains("Not in your cart yet."))
    }

    @Test func aSuccessfulAddIsSavedByTheCartsRules() async throws {
        let store = InMemoryShopStore()
        let text = await session("add 2\nadd 1\n", store: store)
        #expect(text.contains("» Added 1 × 抹茶 Matcha to your cart (3 items in cart)."))
        let saved = try #require(store.cart().value.items.first)
        #expect(saved.product.id == "matcha")
        #expect(saved.quantity == 3)
    }

    @Test func anUnknownIdSaysSoAndAddsNothing() async {
        var workers = StorefrontWorkers.inMemory()
        let store = InMemoryShopStore()
        workers.store = store
        var console = Console(
            navigator: Navigator(
                builder: StorefrontScenes(workers: workers), root: .product(id: "pretzel")))
        var input = ScriptInput("add\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        #expect(output.text.contains("There is no product \"pretzel\" in the catalog."))
        #expect(output.text.contains("» add: there is no product \"pretzel\" to add."))
        #expect(store.cart().value.isEmpty)
    }
}

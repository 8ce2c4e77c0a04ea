import Testing

@testable import StorefrontKit

@Suite struct InMemoryStoreTests {
    @Test func cartStoreReturnsWhatWasSaved() {
        let store = InMemoryCartStore()
        #expect(store.load().value == .empty)
        let cart = RulesFixture.cart([(RulesFixture.mug, 2)], codes: ["SAVE10"])
        store.save(cart)
        #expect(store.load().value == cart)
        #expect(store.load().movedAside == nil)
    }

    @Test func orderStoreReturnsWhatWasSaved() throws {
        let order = try Order(
            cart: RulesFixture.cart([(RulesFixture.mug, 1)]), rules: RulesFixture.rules,
            number: 1001, date: RulesFixture.now)
        let store = InMemoryOrderStore()
        #expect(store.load().value.isEmpty)
        store.save([order])
        #expect(store.load().value == [order])
    }
}

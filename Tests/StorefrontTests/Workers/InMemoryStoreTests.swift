import Testing

@testable import StorefrontKit

@Suite struct InMemoryStoreTests {
    @Test func cartStoreReturnsWhatWasSaved() {
        let store = InMemoryShopStore()
        #expect(store.cart().value == .empty)
        let cart = RulesFixture.cart([(RulesFixture.mug, 2)], codes: ["SAVE10"])
        store.save(cart)
        #expect(store.cart().value == cart)
        #expect(store.cart().repair == nil)
    }

    @Test func orderStoreReturnsWhatWasSaved() throws {
        let order = try Order(
            cart: RulesFixture.cart([(RulesFixture.mug, 1)]), rules: RulesFixture.rules,
            number: 1001, date: RulesFixture.now)
        let store = InMemoryShopStore()
        #expect(store.orders().value.isEmpty)
        store.save([order])
        #expect(store.orders().value == [order])
    }
}

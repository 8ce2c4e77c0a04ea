import Foundation
import Testing

@testable import Storefront

/// Placing an order through the Checkout worker, on in-memory and failing stores.
@Suite struct CheckoutWorkerTests {
    let catalog = EmbeddedCatalog().catalog()
    let now = StorefrontWorkers.storyDate

    var cart: Cart {
        Cart(items: [CartItem(product: catalog.product(id: "mug")!, quantity: 2)])
    }

    @Test func placingSavesTheOrderThenEmptiesTheCart() async throws {
        let workers = StorefrontWorkers.inMemory()
        try workers.carts.save(cart)
        let scenes = StorefrontScenes(workers: workers)
        let expected = try Order(
            cart: cart, rules: CartRules(catalog: catalog), number: 1001, date: now)
        #expect(await scenes.performCheckoutRequest(.placeOrder) == .placed(expected))
        #expect(try workers.orders.load().value == [expected])
        #expect(try workers.carts.load().value == .empty)

        try workers.carts.save(cart)
        guard case .placed(let second) = await scenes.performCheckoutRequest(.placeOrder) else {
            Issue.record("The second order was not placed.")
            return
        }
        #expect(second.number == 1002)
        #expect(try workers.orders.load().value.map(\.number) == [1001, 1002])
    }

    @Test func anEmptyCartIsRefusedAndNothingIsSaved() async throws {
        let workers = StorefrontWorkers.inMemory()
        let scenes = StorefrontScenes(workers: workers)
        #expect(await scenes.performCheckoutRequest(.placeOrder) == .placeRefused(.emptyCart))
        #expect(try workers.orders.load().value.isEmpty)
    }

    @Test func aHistoryThatCannotBeSavedLeavesTheCartAlone() async throws {
        var workers = StorefrontWorkers.inMemory()
        workers.orders = UnwritableOrderStore()
        try workers.carts.save(cart)
        let action = await StorefrontScenes(workers: workers).performCheckoutRequest(.placeOrder)
        #expect(action == .placeFailed(UnwritableOrderStore.error.message))
        #expect(try workers.carts.load().value == cart)
    }

    @Test func aCartThatCannotBeEmptiedKeepsThePlacedOrderAndSaysSo() async throws {
        var workers = StorefrontWorkers.inMemory()
        workers.carts = UnwritableCartStore(cart: cart)
        let action = await StorefrontScenes(workers: workers).performCheckoutRequest(.placeOrder)
        #expect(
            action
                == .placeFailed(
                    "Order 1001 is placed, but your cart could not be emptied: "
                        + UnwritableCartStore.error.message))
        #expect(try workers.orders.load().value.map(\.number) == [1001])
    }

    @Test func cartRequestsLoadAndSaveWithTheClocksTime() async throws {
        let workers = StorefrontWorkers.inMemory()
        let scenes = StorefrontScenes(workers: workers)
        #expect(await scenes.performCartRequest(.load) == .loaded(.empty, now: now))
        let notice = CartLogic.Notice.removed(productName: "Mug")
        #expect(
            await scenes.performCartRequest(.save(cart, notice: notice))
                == .saved(cart, now: now, notice: notice))
        #expect(try workers.carts.load().value == cart)

        var failing = workers
        failing.carts = UnwritableCartStore(cart: .empty)
        #expect(
            await StorefrontScenes(workers: failing).performCartRequest(.save(cart, notice: notice))
                == .saveFailed(UnwritableCartStore.error.message))
    }
}

/// A cart store that reads but cannot write.
private final class UnwritableCartStore: CartStore, @unchecked Sendable {
    static let error = StoreError.cannotWrite(
        path: "/data/cart.json", cause: SystemError(code: 28))
    // @unchecked: written once in init, only read after.
    let cart: Cart

    init(cart: Cart) {
        self.cart = cart
    }

    func load() -> LoadResult<Cart> {
        LoadResult(value: cart, movedAside: nil)
    }

    func save(_ cart: Cart) throws(StoreError) {
        throw Self.error
    }
}

/// An order store whose disk is full.
private struct UnwritableOrderStore: OrderStore {
    static let error = StoreError.cannotWrite(
        path: "/data/orders.json", cause: SystemError(code: 28))

    func load() -> LoadResult<[Order]> {
        LoadResult(value: [], movedAside: nil)
    }

    func save(_ orders: [Order]) throws(StoreError) {
        throw Self.error
    }
}

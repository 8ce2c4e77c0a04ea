import Foundation
import ScenicData
import Testing

@testable import StorefrontKit

/// Placing orders and changing the cart through the workers that hold those rules, on
/// in-memory and failing stores.
@Suite struct CheckoutWorkerTests {
    let catalog = EmbeddedCatalog().catalog()
    var rules: CartRules { CartRules(catalog: catalog) }
    let now = StorefrontWorkers.storyDate

    func item(_ id: String, _ quantity: Int) -> CartItem {
        CartItem(product: catalog.product(id: id)!, quantity: quantity)
    }

    var cart: Cart { Cart(items: [item("mug", 2)]) }

    @Test func placingSavesTheOrderThenEmptiesTheCart() throws {
        let workers = StorefrontWorkers.inMemory()
        try workers.store.put(cart)
        let expected = try Order(cart: cart, rules: rules, number: 1001, date: now, checkout: "a")
        #expect(workers.orderDesk.place(cart, checkout: "a", now: now).value == .placed(expected))
        #expect(try workers.store.savedOrders() == [expected])
        #expect(try workers.store.savedCart() == .empty)

        try workers.store.put(cart)
        guard
            case .placed(let second) = workers.orderDesk.place(cart, checkout: "b", now: now).value
        else {
            Issue.record("The second order was not placed.")
            return
        }
        #expect(second.number == 1002)
        #expect(try workers.store.savedOrders().map(\.number) == [1001, 1002])
    }

    @Test func aCartChangedSinceItWasShownIsNotOrdered() throws {
        let workers = StorefrontWorkers.inMemory()
        let changed = Cart(items: [item("mug", 2), item("matcha", 1)])
        try workers.store.put(changed)
        #expect(
            workers.orderDesk.place(cart, checkout: "a", now: now).value == .cartChanged(changed))
        #expect(try workers.store.savedOrders().isEmpty)
        #expect(try workers.store.savedCart() == changed)
    }

    @Test func confirmingTheSameCheckoutAgainNeverPlacesTwoOrders() throws {
        var workers = StorefrontWorkers.inMemory()
        let store = FaultyShopStore(cart: cart, canEmptyCart: false)
        workers.store = store
        // The order is saved, but the cart cannot be emptied.
        let first = workers.orderDesk.place(cart, checkout: "a", now: now).value
        #expect(
            first
                == .failed(
                    "Order 1001 is placed, but your cart could not be emptied: "
                        + FaultyShopStore.cartError.message
                        + " Confirming again empties it without ordering twice."))
        // Confirmed again once saving works: the same order, and the cart is emptied.
        store.canEmptyCart = true
        guard case .placed(let again) = workers.orderDesk.place(cart, checkout: "a", now: now).value
        else {
            Issue.record("Confirming again did not find the placed order.")
            return
        }
        #expect(again.number == 1001)
        #expect(try workers.store.savedOrders().map(\.number) == [1001])
        #expect(store.cart().value == .empty)
    }

    @Test func anEmptyCartIsRefusedAndNothingIsSaved() throws {
        let workers = StorefrontWorkers.inMemory()
        #expect(
            workers.orderDesk.place(.empty, checkout: "a", now: now).value == .refused(.emptyCart))
        #expect(try workers.store.savedOrders().isEmpty)
    }

    /// The screen says first that nothing was ordered: the data folder's message is about a
    /// file ("Cannot save … the copy on disk is unchanged").
    @Test func aHistoryThatCannotBeSavedLeavesTheCartAloneAndSaysNothingWasOrdered() throws {
        var workers = StorefrontWorkers.inMemory()
        workers.store = FaultyShopStore(canSaveOrders: false)
        try workers.store.put(cart)
        #expect(
            workers.orderDesk.place(cart, checkout: "a", now: now).value
                == .failed(
                    "Nothing was ordered. Cannot save /data/orders.json (no space left on device); "
                        + "the copy on disk is unchanged. Free some space or check the folder, "
                        + "then try again."))
        #expect(try workers.store.savedCart() == cart)
    }

    /// A history at its size limit takes no more orders: the message says how to go on.
    @Test func aFullHistorySaysHowToGoOnOrdering() {
        let full = DataError.tooLarge(path: "/data/orders.json", bytes: 8_388_672, limit: 8_388_608)
        #expect(
            StoreError.data(full).messageForAnOrder
                == "Nothing was ordered. Not saved to /data/orders.json: it would be 8,388,672 "
                + "bytes, more than the 8 MiB a data file may be. The copy on disk is "
                + "unchanged. To go on ordering, move orders.json out of the data folder and "
                + "keep it for the orders it lists: new orders start a new history, numbered "
                + "on from the last.")
    }

    /// A save stopped midway finishes with the next one, order and all: not called unordered.
    @Test func aSaveStoppedMidwayIsNotCalledNothingOrdered() {
        let unfinished = DataError.changesUnfinished(
            path: "/data/cart.json", reason: "no space left on device")
        #expect(StoreError.data(unfinished).messageForAnOrder == unfinished.message)
        let afterRepairs = DataError.afterRepairs(unfinished, repairs: [])
        #expect(StoreError.data(afterRepairs).messageForAnOrder == afterRepairs.message)
    }

    @Test func theLastOrderNumberIsNeverPassed() throws {
        let workers = StorefrontWorkers.inMemory()
        let last = try Order(
            cart: cart, rules: rules, number: StoredDataRules.largestOrderNumber, date: now)
        try workers.store.put([last])
        try workers.store.put(cart)
        #expect(
            workers.orderDesk.place(cart, checkout: "a", now: now).value
                == .failed(StoreError.orderNumbersUsedUp(folder: nil).message))
        #expect(try workers.store.savedCart() == cart)
    }

    @Test func aCartChangeIsMadeOnTheSavedCartSoNothingElseIsLost() throws {
        let workers = StorefrontWorkers.inMemory()
        // Another window added matcha after this one showed the mug alone.
        try workers.store.put(Cart(items: [item("mug", 2), item("matcha", 1)]))
        #expect(
            workers.cartEditor.apply(.setQuantity(3, productID: "mug")).value
                == .saved(Cart(items: [item("mug", 3), item("matcha", 1)])))
        // And removed the mug: changing it now is refused, and the cart as saved comes back.
        try workers.store.put(Cart(items: [item("matcha", 1)]))
        #expect(
            workers.cartEditor.apply(.remove(productID: "mug")).value
                == .refused(
                    .productNotInCart(productName: "Stoneware mug"),
                    current: Cart(items: [item("matcha", 1)])
                ))
    }

    @Test func cartRequestsLoadAndChangeWithTheClocksTime() async throws {
        let workers = StorefrontWorkers.inMemory()
        let scenes = StorefrontScenes(workers: workers)
        #expect(await scenes.cart.worker.actions(for: .load) == [.loaded(.empty, now: now)])
        let notice = CartLogic.Notice.quantityChanged(productName: "Stoneware mug", quantity: 2)
        #expect(
            await scenes.cart.worker.actions(
                for: .change(.add(catalog.product(id: "mug")!, quantity: 2), notice: notice))
                == [.saved(cart, now: now, notice: notice)])
        #expect(try workers.store.savedCart() == cart)

        var failing = workers
        failing.store = FaultyShopStore(canSaveCart: false)
        #expect(
            await StorefrontScenes(workers: failing).cart.worker.actions(
                for: .change(.remove(productID: "mug"), notice: notice))
                == [
                    .changeRefused(
                        .productNotInCart(productName: "Stoneware mug"), current: .empty, now: now)
                ])
    }
}

extension StorefrontWorkers {
    /// The order desk the app's scenes get for these workers.
    fileprivate var orderDesk: OrderDesk {
        OrderDesk(store: store, rules: CartRules(catalog: catalog.catalog()))
    }

    /// The cart editor the app's scenes get for these workers.
    fileprivate var cartEditor: CartEditor {
        CartEditor(store: store, rules: CartRules(catalog: catalog.catalog()))
    }
}

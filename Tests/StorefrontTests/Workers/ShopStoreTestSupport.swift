import Foundation
import ScenicData

@testable import StorefrontKit

extension ShopStore {
    /// The saved cart, read in a transaction of its own.
    func savedCart() throws -> Cart {
        try transaction { records in Result { () throws(StoreError) in try records.cart() } }
            .get().value
    }

    /// The saved orders, read in a transaction of its own.
    func savedOrders() throws -> [Order] {
        try transaction { records in Result { () throws(StoreError) in try records.orders() } }
            .get().value
    }

    /// Saves `cart` in a transaction of its own.
    func put(_ cart: Cart) throws {
        try transaction { records in Result { () throws(StoreError) in try records.save(cart) } }
            .get()
    }

    /// Saves `orders` in a transaction of its own.
    func put(_ orders: [Order]) throws {
        try transaction { records in Result { () throws(StoreError) in try records.save(orders) } }
            .get()
    }
}

/// An in-memory store whose cart or orders cannot be saved until allowed, as on a full disk.
final class FaultyShopStore: ShopStore, ShopRecords, @unchecked Sendable {
    /// What a refused save of the cart throws.
    static let cartError = StoreError.data(
        .cannotWrite(path: "/data/cart.json", reason: "no space left on device"))
    /// What a refused save of the orders throws.
    static let ordersError = StoreError.data(
        .cannotWrite(path: "/data/orders.json", reason: "no space left on device"))

    // @unchecked: the tests use it from one task at a time.
    private let memory: InMemoryShopStore
    var canSaveCart: Bool
    var canEmptyCart: Bool
    var canSaveOrders: Bool

    init(
        cart: Cart = .empty, canSaveCart: Bool = true, canEmptyCart: Bool = true,
        canSaveOrders: Bool = true
    ) {
        memory = InMemoryShopStore(cart: cart)
        self.canSaveCart = canSaveCart
        self.canEmptyCart = canEmptyCart
        self.canSaveOrders = canSaveOrders
    }

    func transaction<Result>(_ body: (any ShopRecords) -> Result) -> Result {
        memory.transaction { _ in body(self) }
    }

    func peekCart() -> Cart? {
        memory.peekCart()
    }

    var repairs: [String] { [] }

    var folderPath: String? { nil }

    func cart() -> DataRead<Cart> { memory.cart() }

    func stored() -> DataRead<Cart> { memory.cart() }

    func save(_ cart: Cart) throws(StoreError) {
        guard canSaveCart, canEmptyCart || !cart.isEmpty else { throw Self.cartError }
        memory.save(cart)
    }

    func orders() -> DataRead<[Order]> { memory.orders() }

    func save(_ orders: [Order]) throws(StoreError) {
        guard canSaveOrders else { throw Self.ordersError }
        memory.save(orders)
    }

    func lastOrderNumber() -> Int { memory.lastOrderNumber() }

    func setAsideHistories() -> [SetAsideHistory] { [] }

    func saveLastOrderNumber(_ number: Int) throws(StoreError) {
        guard canSaveOrders else { throw Self.ordersError }
        memory.saveLastOrderNumber(number)
    }
}

/// The cart of a ``FileShopStore`` on a folder, loaded and saved each in a transaction of its
/// own.
struct CartFile {
    let store: FileShopStore

    init(directoryPath: String, catalog: Catalog = EmbeddedCatalog().catalog()) throws {
        store = FileShopStore(folder: try DataFolder(path: directoryPath), catalog: catalog)
    }

    func load() throws -> DataRead<Cart> {
        try store.transaction { records in Result { () throws(StoreError) in try records.cart() } }
            .get()
    }

    func save(_ cart: Cart) throws {
        try store.put(cart)
    }
}

/// The order history of a ``FileShopStore`` on a folder, loaded and saved each in a
/// transaction of its own.
struct OrdersFile {
    let store: FileShopStore

    init(directoryPath: String) throws {
        store = FileShopStore(folder: try DataFolder(path: directoryPath))
    }

    func load() throws -> DataRead<[Order]> {
        try store.transaction { records in
            Result { () throws(StoreError) in try records.orders() }
        }.get()
    }

    func save(_ orders: [Order]) throws {
        try store.put(orders)
    }
}

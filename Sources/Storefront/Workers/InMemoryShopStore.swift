import Foundation
import ScenicData

/// A shop store that keeps the cart and orders in memory, for stories, previews and tests.
final class InMemoryShopStore: ShopStore, ShopRecords, @unchecked Sendable {
    // @unchecked: `cart` and `orders` are touched only inside `transaction`, which holds
    // `lock`, or in `replaceCart`, which takes it.
    private let lock = NSLock()
    private var savedCart: Cart
    private var savedOrders: [Order]
    private var savedLastOrderNumber = Order.firstNumber - 1

    /// The store holding `cart` and `orders`.
    init(cart: Cart = .empty, orders: [Order] = []) {
        savedCart = cart
        savedOrders = orders
    }

    func transaction<Result>(_ body: (any ShopRecords) -> Result) -> Result {
        lock.withLock { body(self) }
    }

    /// Replaces the held cart, as a preview that shows it needs.
    func replaceCart(with cart: Cart) {
        lock.withLock { savedCart = cart }
    }

    func peekCart() -> Cart? {
        lock.withLock { savedCart }
    }

    /// A store in memory has no folder.
    var folderPath: String? { nil }

    /// Nothing in memory is damaged or left half done.
    var repairs: [String] { [] }

    func stored() -> DataRead<Cart> {
        cart()
    }

    func cart() -> DataRead<Cart> {
        DataRead(value: savedCart, repair: nil)
    }

    func save(_ cart: Cart) {
        savedCart = cart
    }

    func orders() -> DataRead<[Order]> {
        DataRead(value: savedOrders, repair: nil)
    }

    func save(_ orders: [Order]) {
        savedOrders = orders
    }

    func lastOrderNumber() -> Int {
        savedLastOrderNumber
    }

    /// Nothing in memory is set aside.
    func setAsideHistories() -> [SetAsideHistory] {
        []
    }

    func saveLastOrderNumber(_ number: Int) {
        savedLastOrderNumber = number
    }
}

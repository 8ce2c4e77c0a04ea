import Foundation
import ScenicData
import Testing

@testable import StorefrontKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whatever is found where a data file should be, the shop neither hangs nor crashes nor uses
/// values that break its rules: each case is refused or moved aside with a message.
@Suite struct HostileDataFileTests {
    let catalog = EmbeddedCatalog().catalog()

    /// A cart file's JSON with one line of `product` at `price` cents, `quantity` units.
    func cartJSON(product: String = "mug", price: String = "1800", quantity: Int = 1) -> String {
        """
        {"codes":[],"items":[{"product":{"category":{"name":"Kitchen"},"description":"x",\
        "id":"\(product)","name":"Mug","price":\(price)},"quantity":\(quantity)}]}
        """
    }

    /// An orders file's JSON with one order per (number, total in cents).
    func ordersJSON(_ orders: [(number: String, total: Int)]) -> String {
        let items = orders.map { number, total in
            """
            {"cartDiscountAmount":0,"date":"2026-05-04T10:30:00Z","lines":[{"discountedTotal":1800,\
            "name":"Mug","productID":"mug","quantity":1,"regularTotal":1800}],\
            "number":\(number),"total":\(total)}
            """
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    /// A cart file's JSON with a line of matcha, then one line of `product` at `price` cents.
    func cartJSON(matchaAnd product: String, price: String) -> String {
        let matcha = catalog.product(id: "matcha")!
        return """
            {"codes":["SPRING10","NOSUCHCODE"],"items":[{"product":{"category":{"name":\
            "\(matcha.category.name)"},"description":"x","id":"matcha","name":"Matcha",\
            "price":\(matcha.price.cents)},"quantity":2},{"product":{"category":{"name":\
            "Kitchen"},"description":"x","id":"\(product)","name":"Other","price":\(price)},\
            "quantity":1}]}
            """
    }

    /// One bad line costs only itself: the others stay in the cart, the file as it was is
    /// copied aside, and the message names both.
    @Test(arguments: [
        ("discontinued-tea", "1800", #"product "discontinued-tea" is not in the catalog"#),
        ("matcha", "1800", #"product "matcha" has two lines"#),
        (
            "mug", "999999999999999999",
            #"the price of "mug" is outside $0.00 to $1,000,000,000.00"#
        ),
        ("mug", "-5", #"the price of "mug" is outside $0.00 to $1,000,000,000.00"#),
    ])
    func aCartLineThatBreaksTheRulesIsDroppedAndTheRestKept(
        product: String, price: String, reason: String
    ) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let stored = cartJSON(matchaAnd: product, price: price)
        try directory.write(Array(stored.utf8), to: "cart.json")
        let loaded = try CartFile(directoryPath: directory.path, catalog: catalog).load()
        #expect(loaded.value.items.map(\.product.id) == ["matcha"])
        #expect(loaded.value.items.first?.quantity == 2)
        #expect(loaded.value.codes == ["SPRING10"])
        #expect(
            loaded.repair?.damage
                == .recordsDropped([reason, #"code "NOSUCHCODE" is unknown"#]))
        #expect(try directory.names() == ["cart.json", "cart.json.corrupt"])
        #expect(try directory.bytes(of: "cart.json.corrupt") == Array(stored.utf8))
    }

    /// One bad order costs only itself: the others stay in the history.
    @Test(arguments: [
        ([("1001", 1800), ("1002", 999)], "order 1002: its total does not match its lines"),
        ([("1001", 1800), ("1001", 1800)], "a second order is numbered 1001"),
        (
            [("1001", 1800), ("9223372036854775807", 1800)],
            "order number 9223372036854775807 is outside 1001 to 999999999"
        ),
    ])
    func anOrderThatBreaksTheRulesIsDroppedAndTheOthersKept(
        orders: [(String, Int)], reason: String
    ) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            Array(ordersJSON(orders.map { (number: $0.0, total: $0.1) }).utf8), to: "orders.json")
        let loaded = try OrdersFile(directoryPath: directory.path).load()
        #expect(loaded.value.map(\.number) == [1001])
        #expect(loaded.repair?.damage == .recordsDropped([reason]))
        #expect(
            loaded.repair?.message
                == "\(directory.path)/orders.json had 1 record that could not be used (\(reason)), "
                + "left out; everything else in your order history is kept. The file as it was is at "
                + "\(directory.path)/orders.json.corrupt.")
    }

    @Test func theAppRemovesWhatAnInterruptedSaveLeftBehind() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Array(cartJSON().utf8), to: "cart.json")
        try directory.write(Array("half a cart".utf8), to: ".cart.json.\(UUID().uuidString).tmp")
        try directory.write(Array("[".utf8), to: ".orders.json.\(UUID().uuidString).tmp")
        let store = FileShopStore(folder: try DataFolder(path: directory.path))
        #expect(StorefrontApp.dataFileNotices(store).isEmpty)
        #expect(try directory.names() == ["cart.json"])
    }
}

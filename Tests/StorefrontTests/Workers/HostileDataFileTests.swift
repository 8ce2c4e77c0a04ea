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

    @Test(arguments: [
        ("pretzel", "1800", 1, #"product "pretzel" is not in the catalog"#),
        (
            "mug", "999999999999999999", 1,
            #"the price of "mug" is outside $0.00 to $1,000,000,000.00"#
        ),
        ("mug", "-5", 1, #"the price of "mug" is outside $0.00 to $1,000,000,000.00"#),
    ])
    func aCartThatBreaksTheRulesIsMovedAside(
        product: String, price: String, quantity: Int, reason: String
    ) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            Array(cartJSON(product: product, price: price, quantity: quantity).utf8),
            to: "cart.json")
        let loaded = try CartFile(directoryPath: directory.path, catalog: catalog).load()
        #expect(loaded.value == .empty)
        #expect(loaded.repair?.damage == .unusable("not valid (\(reason))"))
        #expect(try directory.names() == ["cart.json.corrupt"])
    }

    @Test(arguments: [
        ([("1001", 1800), ("1001", 1800)], "two orders are numbered 1001"),
        ([("1001", 999)], "order 1001: its total does not match its lines"),
        (
            [("9223372036854775807", 1800)],
            "order number 9223372036854775807 is outside 1001 to 999999999"
        ),
    ])
    func anOrderHistoryThatBreaksTheRulesIsMovedAside(
        orders: [(String, Int)], reason: String
    ) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            Array(ordersJSON(orders.map { (number: $0.0, total: $0.1) }).utf8), to: "orders.json")
        let loaded = try OrdersFile(directoryPath: directory.path).load()
        #expect(loaded.value.isEmpty)
        #expect(loaded.repair?.damage == .unusable("not valid (\(reason))"))
        #expect(
            loaded.repair?.message
                == "\(directory.path)/orders.json was not valid (\(reason)), so it was moved to "
                + "\(directory.path)/orders.json.corrupt, and for now there is nothing in your "
                + "order history. Open the moved file to recover anything you need.")
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

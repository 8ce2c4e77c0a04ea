import Foundation
import Testing

@testable import StorefrontKit

@Suite struct FileOrderStoreTests {
    /// Two orders placed a day apart, on whole seconds (the file keeps whole seconds).
    func sampleOrders() throws -> [Order] {
        let rules = RulesFixture.rules
        let first = try Order(
            cart: RulesFixture.cart([(RulesFixture.tea, 3)], codes: []), rules: rules,
            number: 1001, date: RulesFixture.now)
        let second = try Order(
            cart: RulesFixture.cart([(RulesFixture.kettle, 1)], codes: ["KETTLE25", "SAVE10"]),
            rules: rules, number: Order.nextNumber(after: [first]),
            date: RulesFixture.now.addingTimeInterval(86_400))
        return [first, second]
    }

    @Test func savedOrdersLoadBackEqualInOrder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try OrdersFile(directoryPath: directory.path)
        let orders = try sampleOrders()

        try store.save(orders)
        let loaded = try OrdersFile(directoryPath: directory.path).load()

        #expect(loaded.value == orders)
        #expect(loaded.value.map(\.number) == [1001, 1002])
        #expect(loaded.repair == nil)
        #expect(try directory.names() == ["orders.json"])
    }

    @Test func datesAreStoredAsReadableUTCTimes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try OrdersFile(directoryPath: directory.path).save(try sampleOrders())
        let text = String(decoding: try directory.bytes(of: "orders.json"), as: UTF8.self)
        #expect(text.contains("\"date\" : \"2025-06-01T12:00:00Z\""))
    }

    @Test func missingFileIsAnEmptyHistoryStartingAtOrder1001() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let loaded = try OrdersFile(directoryPath: directory.path).load()
        #expect(loaded.value.isEmpty)
        #expect(Order.nextNumber(after: loaded.value) == 1001)
    }

    @Test func damagedHistoryIsMovedAsideWithItsOwnWording() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Array(#"[{"lines": ["#.utf8), to: "orders.json")

        let loaded = try OrdersFile(directoryPath: directory.path).load()

        #expect(loaded.value.isEmpty)
        #expect(
            loaded.repair?.message
                == "\(directory.path)/orders.json was not valid JSON, so it was moved to \(directory.path)/orders.json.corrupt, and for now there is nothing in your order history. Open the moved file to recover anything you need."
        )
        #expect(try directory.names() == ["orders.json.corrupt"])
    }

    @Test func aDeliveryAddressIsKeptAndAHandEditedOneTheShopWouldNotTakeIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let address = DeliveryAddress(
            name: "Ada Lovelace", street: "12 High Street", postcode: "LS1 4AP", city: "Leeds")
        let order = try Order(
            cart: RulesFixture.cart([(RulesFixture.tea, 1)], codes: []), rules: RulesFixture.rules,
            number: 1001, date: RulesFixture.now, delivery: address)
        try OrdersFile(directoryPath: directory.path).save([order])
        #expect(try OrdersFile(directoryPath: directory.path).load().value == [order])

        // A control sequence typed into the file never reaches the receipt.
        let text = String(decoding: try directory.bytes(of: "orders.json"), as: UTF8.self)
        try directory.write(
            Array(text.replacing("Ada Lovelace", with: #"Ada\u001b[2J"#).utf8), to: "orders.json")
        let loaded = try OrdersFile(directoryPath: directory.path).load()
        #expect(loaded.value.isEmpty)
        #expect(
            loaded.repair?.damage
                == .recordsDropped(["order 1001: its delivery name is not one the shop writes"]))
    }

    @Test func aHistoryWrittenBeforeDeliveriesWereAskedStillReads() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let orders = try sampleOrders()
        try OrdersFile(directoryPath: directory.path).save(orders)
        let text = String(decoding: try directory.bytes(of: "orders.json"), as: UTF8.self)
        #expect(!text.contains("\"delivery\"") && !text.contains("\"slot\""))
        let loaded = try OrdersFile(directoryPath: directory.path).load()
        #expect(loaded.value == orders && loaded.repair == nil)
        #expect(loaded.value.allSatisfy { $0.delivery == nil && $0.slot == nil })
    }

    @Test func nonUTF8HistoryIsMovedAside() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Latin-1 "café": valid in that encoding, not in UTF-8.
        try directory.write([0x5B, 0x22, 0x63, 0x61, 0x66, 0xE9, 0x22, 0x5D], to: "orders.json")

        let loaded = try OrdersFile(directoryPath: directory.path).load()

        #expect(loaded.repair?.damage == .unusable("not UTF-8 text"))
        #expect(try directory.bytes(of: "orders.json.corrupt").count == 8)
    }

    @Test func cartAndOrdersShareAFolderWithoutTouchingEachOther() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Array("junk".utf8), to: "cart.json")
        try OrdersFile(directoryPath: directory.path).save(try sampleOrders())

        #expect(try OrdersFile(directoryPath: directory.path).load().repair == nil)
        #expect(try directory.names() == ["cart.json", "orders.json"])
    }
}

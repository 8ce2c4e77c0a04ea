import Foundation
import ScenicData
import Testing

@testable import StorefrontKit

/// Orders set aside from a damaged history, by this read or an earlier one, still count: a
/// stopped checkout whose order may be among them is not called unordered.
@Suite struct SetAsideOrdersTests {
    let catalog = EmbeddedCatalog().catalog()
    let now = StorefrontWorkers.storyDate

    private func cart() -> Cart {
        Cart(items: [CartItem(product: catalog.product(id: "mug")!, quantity: 2)])
    }

    /// The order numbered `number` of the checkout `checkout`, for ``cart()``.
    private func order(_ number: Int, checkout: String) throws -> Order {
        try Order(
            cart: cart(), rules: CartRules(catalog: catalog), number: number, date: now,
            checkout: checkout)
    }

    /// Saves `orders` as the history, then changes the records numbered as a key of
    /// `damage` as the shop never would: a total that does not match the lines, and the
    /// number given as the value.
    private func write(
        _ orders: [Order], damaging damage: [Int: Int] = [:], in shop: DataRepairReportTests.Shop
    ) throws {
        try shop.store.put(orders)
        let bytes = Data(try shop.directory.bytes(of: "orders.json"))
        var records = try #require(
            try JSONSerialization.jsonObject(with: bytes) as? [[String: Any]])
        for index in records.indices {
            guard let number = records[index]["number"] as? Int, let new = damage[number] else {
                continue
            }
            records[index]["number"] = new
            records[index]["total"] = ((records[index]["total"] as? Int) ?? 0) + 1
        }
        try shop.directory.write(
            Array(try JSONSerialization.data(withJSONObject: records, options: .prettyPrinted)),
            to: "orders.json")
    }

    /// Marks the saved cart as being ordered by `checkout`, as a process killed between its
    /// two saves leaves it.
    private func markCart(_ checkout: String, in shop: DataRepairReportTests.Shop) throws {
        var marked = cart()
        marked.placing = checkout
        try shop.store.put(marked)
    }

    /// The tester's folder: the Orders screen's read drops order 1002, the one the stopped
    /// checkout saved, before the Catalog's read of the cart settles the checkout.
    @Test func aCheckoutWhoseOrderAnEarlierReadSetAsideIsNotCalledUnordered() throws {
        let shop = try DataRepairReportTests.Shop(catalog: catalog)
        defer { shop.directory.remove() }
        try write(
            [try order(1001, checkout: "c-0"), try order(1002, checkout: "c-1")],
            damaging: [1002: 1002], in: shop)
        try markCart("c-1", in: shop)
        let history = try shop.desk.history()
        #expect(history.value.map(\.number) == [1001])
        #expect(history.repairs.count == 1)

        let read = try shop.carts.current()

        let copy = "\(shop.directory.path)/orders.json.corrupt"
        #expect(
            read.repairs == [
                "A checkout stopped while its order was being saved, and that order is in "
                    + "\(copy), set aside from your order history as damaged, so whether it "
                    + "was ordered is not known: your cart is kept as it was. Look at the order "
                    + "there before ordering again."
            ])
        #expect(read.value == cart())
        #expect(try shop.store.savedCart().placing == nil)
    }

    /// A copy set aside earlier that cannot be read may hold the order: not known either.
    @Test func aCheckoutBesideAnUnreadableCopyIsNotCalledUnordered() throws {
        let shop = try DataRepairReportTests.Shop(catalog: catalog)
        defer { shop.directory.remove() }
        try write([try order(1001, checkout: "c-0")], in: shop)
        try shop.directory.write(
            Array("[{\"number\": 1002, \"chec".utf8), to: "orders.json.corrupt")
        try shop.directory.write(Array("[]".utf8), to: "orders.json.corrupt-2")
        try markCart("c-1", in: shop)

        let read = try shop.carts.current()

        #expect(
            read.repairs == [
                "A checkout stopped while its order was being saved, and your order history "
                    + "could not all be read, so whether it was ordered is not known: your cart "
                    + "is kept as it was. Look for the order in "
                    + "\(shop.directory.path)/orders.json.corrupt before ordering again."
            ])
        #expect(read.value == cart())
    }

    /// Copies that can be read and do not name the checkout do not hold its order, even the
    /// one this read made: nothing was ordered.
    @Test func aCheckoutNoCopyNamesOrderedNothing() throws {
        let shop = try DataRepairReportTests.Shop(catalog: catalog)
        defer { shop.directory.remove() }
        try write(
            [try order(1001, checkout: "c-0"), try order(1002, checkout: "c-2")],
            damaging: [1002: 1002], in: shop)
        try markCart("c-1", in: shop)

        let read = try shop.carts.current()

        #expect(read.repairs.count == 2)
        #expect(
            read.repairs.last
                == "A checkout stopped before its order was saved; nothing was ordered and "
                + "your cart is as it was.")
        #expect(read.value == cart())
    }

    /// Places the saved cart, with a mug added, for the checkout `checkout`; the order placed.
    private func placeAMug(
        checkout: String, in shop: DataRepairReportTests.Shop,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Reported<Order> {
        _ = shop.carts.apply(.add(catalog.product(id: "mug")!, quantity: 1))
        let placed = try shop.placeSavedCart(checkout: checkout, now: now)
        guard case .placed(let order) = placed.value else {
            Issue.record("Not placed: \(placed)", sourceLocation: sourceLocation)
            throw CancellationError()
        }
        return Reported(value: order, repairs: placed.repairs)
    }

    /// The last number handed out is lost after order 1002 was set aside: the next order is
    /// not given 1002, which the copy holds.
    @Test func aDamagedLastOrderNumberDoesNotHandOutANumberSetAside() throws {
        let shop = try DataRepairReportTests.Shop(catalog: catalog)
        defer { shop.directory.remove() }
        try write(
            [try order(1001, checkout: "c-0"), try order(1002, checkout: "c-1")],
            damaging: [1002: 1002], in: shop)
        _ = try shop.desk.history()
        try shop.directory.write(Array("{\"number\": 1001 ".utf8), to: "last-order-number.json")

        let placed = try placeAMug(checkout: "c-2", in: shop)

        #expect(placed.value.number == 1003)
        #expect(
            placed.repairs == [
                // Its empty value is a number, 1000: the app's default, not nothing.
                shop.movedAside(
                    "last-order-number.json", "not valid JSON",
                    contents: "record of the highest order number handed out", defaults: true)
            ])
        #expect(try placeAMug(checkout: "c-3", in: shop).value.number == 1004)
    }

    /// One order left out with its number changed to the largest the shop gives: the
    /// numbers go on from the history, and the record of the highest handed out is not
    /// raised to it.
    @Test func aDroppedRecordsWrongNumberDoesNotUseUpTheNumbers() throws {
        let shop = try DataRepairReportTests.Shop(catalog: catalog)
        defer { shop.directory.remove() }
        let largest = StoredDataRules.largestOrderNumber
        try write(
            [try order(1001, checkout: "c-0"), try order(1002, checkout: "c-1")],
            damaging: [1002: largest], in: shop)
        _ = try shop.desk.history()

        #expect(try placeAMug(checkout: "c-2", in: shop).value.number == 1002)
        #expect(try placeAMug(checkout: "c-3", in: shop).value.number == 1003)
        #expect(
            try JSONDecoder().decode(
                FileShopStore.LastOrderNumber.self,
                from: Data(shop.directory.bytes(of: "last-order-number.json"))
            ).number == 1003)
    }

    /// Numbers really used up (here a record of the highest handed out that an earlier
    /// version raised to the largest): the message names both files and the folder, and
    /// moving them out starts over, passing over the numbers the copy set aside holds.
    @Test func usedUpNumbersNameTheFilesWhoseMoveStartsOver() throws {
        let shop = try DataRepairReportTests.Shop(catalog: catalog)
        defer { shop.directory.remove() }
        try write(
            [
                try order(1001, checkout: "c-0"), try order(1002, checkout: "c-1"),
                try order(1003, checkout: "c-2"),
            ], damaging: [1003: 1003], in: shop)
        _ = try shop.desk.history()
        try shop.directory.write(
            Array("{\"number\": \(StoredDataRules.largestOrderNumber)}".utf8),
            to: "last-order-number.json")
        _ = shop.carts.apply(.add(catalog.product(id: "mug")!, quantity: 1))

        let refused = try shop.placeSavedCart(checkout: "c-3", now: now)

        let folder = shop.directory.path
        #expect(
            refused.value
                == .failed(
                    "Order numbers have reached 999999999, the highest the shop can give, so no "
                        + "order was placed. To start them again, move orders.json, "
                        + "last-order-number.json and its copies set aside "
                        + "(last-order-number.json.corrupt…) out of \(folder): new orders are then "
                        + "numbered from 1001, passing over the numbers of the orders set aside "
                        + "still there, and the numbers in the files moved may be given again."))
        let moved = try TemporaryDirectory()
        defer { moved.remove() }
        for name in ["orders.json", "last-order-number.json"] {
            try FileManager.default.moveItem(
                atPath: folder + "/" + name, toPath: moved.path + "/" + name)
        }
        #expect(try placeAMug(checkout: "c-3", in: shop).value.number == 1004)
    }

    /// A history over the size limit, moved aside whole, still holds numbers that are not
    /// given again (order 1001 was given again, and merging the copy back cost an order).
    @Test func aCopyOverTheSizeLimitIsSearchedForItsNumbers() throws {
        let shop = try DataRepairReportTests.Shop(catalog: catalog)
        defer { shop.directory.remove() }
        try write(
            [
                try order(1001, checkout: "c-0"), try order(1002, checkout: "c-1"),
                try order(1003, checkout: "c-2"),
            ], in: shop)
        // Padded past 8 MiB with spaces the JSON allows, so that the searching reads it in
        // parts, and "number" of order 1002 falls across a part's end.
        var bytes = try shop.directory.bytes(of: "orders.json")
        let second = try #require(
            bytes.indices.filter { bytes[$0...].starts(with: Array("\"number\"".utf8)) }.dropFirst()
                .first)
        bytes.insert(contentsOf: repeatElement(0x20, count: (1 << 20) - second - 3), at: second)
        bytes += repeatElement(0x20, count: 9 << 20)
        try shop.directory.write(bytes, to: "orders.json")
        _ = try shop.desk.history()
        try shop.directory.write(Array("{\"number\": 1001 ".utf8), to: "last-order-number.json")
        let copy = FileShopStore.setAsideHistory(at: shop.directory.path + "/orders.json.corrupt")
        #expect(copy.numbers == [1001, 1002, 1003])
        #expect(copy.checkouts == ["c-0", "c-1", "c-2"])

        #expect(try placeAMug(checkout: "c-3", in: shop).value.number == 1004)
    }

    /// A copy over the size limit is searched a MiB at a time: a key may fall across a part's
    /// end, and a file may put any amount of space between a key and its value (80 KiB of it
    /// across a part's end hid order 1003).
    @Test(arguments: [0, 3, 8, 11])
    func aLargeCopyIsSearchedAcrossItsParts(bytesBeforeThePartsEnd: Int) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // No runs of spaces before the key: its place in the file is its place in the search.
        let head = Array(#"[{"pad":""#.utf8)
        let filler = (1 << 20) - bytesBeforeThePartsEnd - head.count - 3
        var bytes = head + Array(repeating: UInt8(ascii: "x"), count: filler) + Array(#""},"#.utf8)
        bytes += Array(#"{"number":1002,"checkout":"c-1"},"#.utf8)
        // The next key's value 80 KiB of space away, from 70 KiB before the second part's end.
        let pad = Array(#"{"pad":""#.utf8)
        let key = Array(#""},{"number":"#.utf8)
        let more = (2 << 20) - (70 << 10) - bytes.count - pad.count - key.count
        bytes += pad + Array(repeating: UInt8(ascii: "z"), count: more) + key
        bytes += Array(repeating: UInt8(ascii: " "), count: 80 << 10)
        bytes += Array(#"1003},{"pad":""#.utf8)
        bytes += Array(repeating: UInt8(ascii: "y"), count: 9 << 20) + Array(#""}]"#.utf8)
        try directory.write(bytes, to: "orders.json.corrupt")

        let copy = FileShopStore.setAsideHistory(at: directory.path + "/orders.json.corrupt")

        #expect(copy.numbers == [1002, 1003])
        #expect(copy.checkouts == ["c-1"])
    }

    /// A copy over 256 KiB is only searched, in parts, not read as JSON.
    ///
    /// Foundation's reading of 8 MB of small records took 1.4 GB (found by a hostile tester).
    /// It counts as not read whole, so a checkout it may hold is said to be unknown.
    @Test func aCopyOverAQuarterMiBIsSearchedNotReadAsJSON() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let records = (0..<20_000).map { #"{"number":\#(1_001 + $0)}"# }
        let bytes = Array(("[" + records.joined(separator: ",") + "]").utf8)
        #expect(bytes.count > SetAsideHistory.mostBytesReadAsJSON)
        try directory.write(bytes, to: "orders.json.corrupt")

        let copy = FileShopStore.setAsideHistory(at: directory.path + "/orders.json.corrupt")

        #expect(copy.numbers.runs == [1_001...21_000])
        #expect(!copy.isReadable && copy.isSearched)
    }

    /// A copy is searched once while unchanged, and again once it changed.
    @Test func aCopyChangedSinceItWasSearchedIsSearchedAgain() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/orders.json.corrupt"
        let copies = SetAsideCopies()
        try directory.write(Array(#"[{"number": 1001}]"#.utf8), to: "orders.json.corrupt")
        #expect(copies.copy(at: path).numbers == [1001])
        try directory.write(
            Array(#"[{"number": 1001}, {"number": 1007}]"#.utf8), to: "orders.json.corrupt")
        #expect(copies.copy(at: path).numbers == [1001, 1007])
        // Edited in place to the same size, its time set back to the nanosecond, as `touch -r`
        // sets it.
        var before = stat()
        #expect(stat(path, &before) == 0)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(#"[{"number": 1003}, {"number": 1008}]"#.utf8))
        try handle.close()
        #if canImport(Darwin)
            var times = [before.st_atimespec, before.st_mtimespec]
        #else
            var times = [before.st_atim, before.st_mtim]
        #endif
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(copies.copy(at: path).numbers == [1003, 1008])
    }

    /// A copy that cannot be read (a folder here; no permission for a user) refuses to order:
    /// its orders' numbers are not known.
    @Test func aCopyThatCannotBeReadRefusesToOrderNamingIt() throws {
        let shop = try DataRepairReportTests.Shop(catalog: catalog)
        defer { shop.directory.remove() }
        try write([try order(1001, checkout: "c-0")], in: shop)
        let copy = shop.directory.path + "/orders.json.corrupt"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: false)
        _ = shop.carts.apply(.add(catalog.product(id: "mug")!, quantity: 1))

        let refused = try shop.placeSavedCart(checkout: "c-1", now: now)

        #expect(
            refused.value
                == .failed(
                    "Nothing was ordered: \(copy) holds orders set aside from your order history "
                        + "and cannot be read, so a new order could be given the number of one of "
                        + "them. Make it a file you can read, or move it out of the data folder "
                        + "once you have what you need from it."))
        #expect(try shop.desk.history().value.map(\.number) == [1001])
        try FileManager.default.removeItem(atPath: copy)
        #expect(try placeAMug(checkout: "c-1", in: shop).value.number == 1002)
    }

    /// A damaged `last-order-number.json` beside no history counts as every number up to the
    /// highest it holds: numbering started again from 1001, over orders already given them
    /// (the history had been moved out when full; found by a hostile tester).
    @Test func aDamagedLastOrderNumberStillHoldsItsNumbers() throws {
        let shop = try DataRepairReportTests.Shop(catalog: catalog)
        defer { shop.directory.remove() }
        try shop.directory.write(
            Array(#"{"number" : 5000} and then some junk"#.utf8), to: "last-order-number.json")

        #expect(try placeAMug(checkout: "c-1", in: shop).value.number == 5001)
        #expect(try placeAMug(checkout: "c-2", in: shop).value.number == 5002)
        // One that cannot be read refuses to order, saying what it is (a folder here): it was
        // said to hold orders (a hostile tester's).
        let copy = shop.directory.path + "/last-order-number.json.corrupt-old"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: false)
        _ = shop.carts.apply(.add(catalog.product(id: "mug")!, quantity: 1))
        #expect(
            try shop.placeSavedCart(checkout: "c-3", now: now).value
                == .failed(
                    "Nothing was ordered: \(copy), a copy of the record of the highest order "
                        + "number handed out, set aside as damaged, cannot be read, so a new order "
                        + "could be given a number already handed out. Make it a file you can "
                        + "read, or move it out of the data folder."))
    }

    /// A copy whose numbers scatter over more runs than are kept refuses to order, naming it.
    ///
    /// Not all its numbers are known. Before, every number was kept in a set, 709 MB for a
    /// copy of 313 MB (found by a hostile tester).
    @Test func aCopyOfScatteredNumbersRefusesToOrderNamingIt() throws {
        let shop = try DataRepairReportTests.Shop(catalog: catalog)
        defer { shop.directory.remove() }
        try write([try order(1001, checkout: "c-0")], in: shop)
        let copy = shop.directory.path + "/orders.json.corrupt"
        // The number the message says.
        #expect(HeldNumbers.mostRuns == 20_000)
        // Every other number, so each is a run of its own; cut short, so it is searched.
        let records = (0...HeldNumbers.mostRuns).map { "{\"number\":\(2_001 + 2 * $0)}" }
        try shop.directory.write(
            Array(("[" + records.joined(separator: ",")).utf8), to: "orders.json.corrupt")
        _ = shop.carts.apply(.add(catalog.product(id: "mug")!, quantity: 1))

        let refused = try shop.placeSavedCart(checkout: "c-1", now: now)

        #expect(
            refused.value
                == .failed(
                    "Nothing was ordered: \(copy) holds orders set aside from your order history, "
                        + "their numbers scattered over more than 20,000 runs, too many to keep "
                        + "track of, so a new order could be given the number of one of them. "
                        + "Move it out of the data folder once you have what you need from it."))
        try FileManager.default.removeItem(atPath: copy)
        #expect(try placeAMug(checkout: "c-1", in: shop).value.number == 1002)
    }

    /// Numbers and keys written in other ways than the app writes them, which the history's
    /// reader takes as the same (order 1001 was handed out again).
    @Test func aCopyWithNumbersWrittenOtherwiseStillHoldsThem() {
        let copy = SetAsideHistory(
            path: "/data/orders.json.corrupt",
            bytes: Array(
                #"""
                [{"number": 1.001e3, "checkout": "c-0"}, {"number": 1002},
                 {"number": 1003.0}, {"number": 10.5}, {"number": -1004}]
                """#.utf8))
        #expect(copy.numbers == [1001, 1002, 1003])
        // Cut short, so not JSON: only the text is searched.
        let cut = SetAsideHistory(
            path: "/data/orders.json.corrupt", bytes: Array(#"[{"number": 1.001e3, "li"#.utf8))
        #expect(cut.numbers == [1001])
        // However many zeros follow its point (40 hid it, a hostile tester's).
        let zeros = String(repeating: "0", count: 400)
        let long = SetAsideHistory(
            path: "/data/orders.json.corrupt",
            bytes: Array(#"[{"number": 1002.\#(zeros), "li"#.utf8))
        #expect(long.numbers == [1002])
    }

    /// The text of a copy is searched, not decoded: a record cut short still names its
    /// number and checkout.
    @Test func aCopyIsSearchedRecordByRecordEvenWhenCutShort() {
        let copy = SetAsideHistory(
            path: "/data/orders.json.corrupt",
            bytes: Array(
                """
                [{"number" : 1001, "checkout" : "c-0", "lines": [{"quantity": 5}]},
                 {"number":999999999999, "checkout": "c-\\"1"},
                 {"number"
                   :  1003 , "checkout":"c-3"
                """.utf8))

        #expect(copy.numbers == [1001, 1003])
        #expect(copy.checkouts == ["c-0", "c-3"])
        #expect(!copy.isReadable)
    }
}

import ScenicData
import Foundation
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

    @Test func aNamedPipeIsRefusedAtOnceInsteadOfWaitedOn() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(mkfifo("\(directory.path)/cart.json", 0o600) == 0)
        #expect(
            throws: StoreError.notAFile(
                path: "\(directory.path)/cart.json", kind: "a named pipe (FIFO)")
        ) {
            try FileCartStore(directoryPath: directory.path).load()
        }
    }

    @Test func aSymbolicLinkIsNotFollowed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Array(cartJSON().utf8), to: "elsewhere.json")
        #expect(symlink("\(directory.path)/elsewhere.json", "\(directory.path)/cart.json") == 0)
        let path = "\(directory.path)/cart.json"
        #expect(throws: StoreError.notAFile(path: path, kind: "a symbolic link")) {
            try FileCartStore(directoryPath: directory.path).load()
        }
        #expect(
            StoreError.notAFile(path: "/data/cart.json", kind: "a symbolic link").message
                == "/data/cart.json is a symbolic link, not a data file, so it was not read. "
                + "Move it away, or pass --data-dir DIR to use another folder.")
    }

    @Test func aHugeFileIsRefusedWithoutReadingIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = "\(directory.path)/orders.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(DataFile.sizeLimit + 1)) == 0)
        #expect(
            throws: StoreError.tooLarge(
                path: path, bytes: DataFile.sizeLimit + 1, limit: DataFile.sizeLimit)
        ) {
            try FileOrderStore(directoryPath: directory.path).load()
        }
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
        let loaded = try FileCartStore(directoryPath: directory.path, catalog: catalog).load()
        #expect(loaded.value == .empty)
        #expect(loaded.movedAside?.damage == .breaksRules(reason))
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
        let loaded = try FileOrderStore(directoryPath: directory.path).load()
        #expect(loaded.value.isEmpty)
        #expect(loaded.movedAside?.damage == .breaksRules(reason))
        #expect(
            loaded.movedAside?.message
                == "\(directory.path)/orders.json was not valid (\(reason)), so it was moved to "
                + "\(directory.path)/orders.json.corrupt and your order history starts empty. "
                + "Open the moved file to recover anything you need.")
    }

    @Test func theAppRemovesWhatAnInterruptedSaveLeftBehind() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Array(cartJSON().utf8), to: "cart.json")
        try directory.write(Array("half a cart".utf8), to: ".cart.json.1234.tmp")
        try directory.write(Array("[".utf8), to: ".orders.json.5678.tmp")
        let data = try DataDirectory.resolve(explicitPath: directory.path, environment: [:])
        var workers = StorefrontWorkers.inMemory()
        workers.lock = FolderLock(directory: data)
        #expect(StorefrontApp.dataFileNotices(workers, directory: data).isEmpty)
        #expect(try directory.names() == [".storefront.lock", "cart.json"])
    }

    @Test func aLockHeldTooLongIsReportedAndNothingRuns() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Another process's hold on the lock: a second open file description.
        let holder = open("\(directory.path)/.storefront.lock", O_RDWR | O_CREAT, 0o600)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let lock = FolderLock(folder: directory.path, wait: .milliseconds(100))
        var ran = false
        #expect(throws: StoreError.busy(folder: directory.path, seconds: 1)) {
            try lock.withLock { ran = true }
        }
        #expect(!ran)
        flock(holder, LOCK_UN)
        try lock.withLock { ran = true }
        #expect(ran)
    }
}

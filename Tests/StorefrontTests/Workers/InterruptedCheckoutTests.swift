import Foundation
import ScenicData
import ScenicTestSupport
import Testing

@testable import StorefrontKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A checkout is one change across a crash: a process killed between saving the order and
/// emptying the cart never leaves the ordered goods in the cart to be ordered again.
@Suite(.blocking) struct InterruptedCheckoutTests {
    let catalog = EmbeddedCatalog().catalog()

    /// A shop's store on a data folder of its own, and the folder, for the test to remove.
    private func storeInANewFolder() throws -> (TemporaryDirectory, FileShopStore) {
        let directory = try TemporaryDirectory()
        let folder = try DataFolder(path: directory.path)
        return (directory, FileShopStore(folder: folder, catalog: catalog))
    }
    let now = Date(timeIntervalSince1970: 1_777_890_600)

    private func cart() -> Cart {
        Cart(items: [CartItem(product: catalog.product(id: "mug")!, quantity: 2)])
    }

    /// The cart, saved in `store` marked as checkout `c-1` being placed: what a process
    /// killed in its checkout leaves.
    private func saveMarkedCart(in store: FileShopStore) throws {
        var marked = cart()
        marked.placing = "c-1"
        try store.put(marked)
    }

    /// The files as a process killed between its two saves leaves them: the history holds the
    /// order, the cart is still full and marked with the checkout.
    @Test func aKillAfterTheOrderWasSavedIsFinishedAtTheNextStart() throws {
        let (directory, store) = try storeInANewFolder()
        defer { directory.remove() }
        let order = try Order(
            cart: cart(), rules: CartRules(catalog: catalog), number: 1001, date: now,
            checkout: "c-1")
        var marked = cart()
        marked.placing = "c-1"
        try store.put([order])
        try store.put(marked)

        #expect(
            StorefrontApp.dataFileNotices(store) == [
                "Order 1001 was placed before Storefront stopped; your cart is now empty."
            ])
        #expect(try store.savedCart() == .empty)
        #expect(try store.savedOrders() == [order])
    }

    @Test func aKillBeforeTheOrderWasSavedKeepsTheCartAndOrdersNothing() throws {
        let (directory, store) = try storeInANewFolder()
        defer { directory.remove() }
        try saveMarkedCart(in: store)

        #expect(
            StorefrontApp.dataFileNotices(store) == [
                "A checkout stopped before its order was saved; nothing was ordered and your "
                    + "cart is as it was."
            ])
        #expect(try store.savedCart() == cart())
        #expect(try store.savedOrders().isEmpty)
        // The file is plain again: no mark is written for a cart that is not being ordered.
        #expect(
            !String(decoding: try directory.bytes(of: "cart.json"), as: UTF8.self).contains(
                "placing"))
    }

    /// The order of the stopped checkout is in the history beside a damaged one: it stands
    /// and the cart is emptied, and the damaged order's removal is named.
    @Test func aKillAfterTheOrderWasSavedIsFinishedBesideADamagedOrder() throws {
        let (directory, store) = try storeInANewFolder()
        defer { directory.remove() }
        let order = try Order(
            cart: cart(), rules: CartRules(catalog: catalog), number: 1001, date: now,
            checkout: "c-1")
        try store.put([order])
        let text = String(decoding: try directory.bytes(of: "orders.json"), as: UTF8.self)
        let damaged = try #require(text.range(of: "\n]", options: .backwards))
        let second = text[text.index(after: text.startIndex)..<damaged.lowerBound]
            .replacing("\"number\" : 1001", with: "\"number\" : 1002")
            .replacing("\"checkout\" : \"c-1\"", with: "\"checkout\" : \"c-0\"")
            .replacing("\"total\" : ", with: "\"total\" : 1")
        try directory.write(
            Array((text[..<damaged.lowerBound] + "," + second + "\n]").utf8), to: "orders.json")
        try saveMarkedCart(in: store)

        let notices = StorefrontApp.dataFileNotices(store)

        #expect(
            notices == [
                "\(directory.path)/orders.json had 1 record that could not be used (order 1002: "
                    + "its total does not match its lines), left out; everything else in your "
                    + "order history is kept. The file as it was is at "
                    + "\(directory.path)/orders.json.corrupt.",
                "Order 1001 was placed before Storefront stopped; your cart is now empty.",
            ])
        #expect(try store.savedCart() == .empty)
        #expect(try store.savedOrders() == [order])
    }

    /// A history that cannot be read cannot say whether the stopped checkout was ordered: the
    /// cart is kept, and the message names the file to look in before ordering again.
    @Test func aKillBeforeAnUnreadableHistoryKeepsTheCartAndNamesTheFile() throws {
        let (directory, store) = try storeInANewFolder()
        defer { directory.remove() }
        try directory.write(Array("garbage".utf8), to: "orders.json")
        try saveMarkedCart(in: store)

        let notices = StorefrontApp.dataFileNotices(store)

        #expect(
            notices == [
                "\(directory.path)/orders.json was not valid JSON, so it was moved to "
                    + "\(directory.path)/orders.json.corrupt, and for now there is nothing in "
                    + "your order history. Open the moved file to recover anything you need.",
                "A checkout stopped while its order was being saved, and your order history "
                    + "could not all be read, so whether it was ordered is not known: your cart "
                    + "is kept as it was. Look for the order in "
                    + "\(directory.path)/orders.json.corrupt before ordering again.",
            ])
        #expect(try store.savedCart() == cart())
        #expect(try store.savedOrders().isEmpty)
    }

    @Test func aSavedPriceIsNeverChargedTheCatalogsIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let mug = catalog.product(id: "mug")!
        try directory.write(
            Array(
                """
                {"codes":[],"items":[{"product":{"category":{"name":"\(mug.category.name)"},\
                "description":"x","id":"mug","name":"Mug","price":1},"quantity":1}]}
                """.utf8), to: "cart.json")
        let store = FileShopStore(folder: try DataFolder(path: directory.path), catalog: catalog)
        #expect(try store.savedCart().items.first?.product == mug)
        #expect(mug.price.cents > 1)
    }

    /// `storefront` processes killed with SIGKILL at random moments while they check out: after
    /// every kill, the next start finds either the order placed and the cart empty, or no order
    /// and the cart as it was; never both the order and the full cart.
    @Test(.timeLimit(.minutes(2))) func killsDuringCheckoutNeverHalfPlaceAnOrder() throws {
        let storefront = try BuiltProduct("storefront")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<25 {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let store = FileShopStore(
                folder: try DataFolder(path: directory.path), catalog: catalog)
            try store.put(cart())
            let process = Process()
            process.executableURL = storefront.url
            process.arguments = ["--data-dir", directory.path]
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(
                Data(
                    "login ada lovelace\ncart\ncheckout\nconfirm\npick 1\nAda\n1 Road\nAB1\nLeeds\nyes\n"
                        .utf8))
            usleep(UInt32.random(in: 5_000...60_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            #expect(ProcessStopping.waitForExit(process, seconds: 120))
            try? input.fileHandleForWriting.close()

            _ = StorefrontApp.dataFileNotices(store)
            let orders = try store.savedOrders()
            let left = try store.savedCart()
            #expect(orders.count <= 1)
            if orders.isEmpty {
                #expect(left == cart())
            } else {
                #expect(left == .empty, "order \(orders[0].number) placed and the cart still full")
            }
        }
    }
}

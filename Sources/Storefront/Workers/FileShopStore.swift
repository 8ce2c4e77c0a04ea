import Foundation
import ScenicData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps the cart as `cart.json` and the orders as `orders.json` in a data folder.
///
/// Writes are atomic; a damaged file is moved aside to `cart.json.corrupt` (or
/// `cart.json.corrupt-2`, … if that name is taken) and the cart starts empty, and the same for
/// the orders. A line, code or order breaking the shop's rules (``StoredDataRules``) is left
/// out on read, the rest kept and the file as it was copied aside the same way; nothing
/// breaking them is ever written.
struct FileShopStore: ShopStore {
    /// The cart's file name inside the folder.
    static let cartName = "cart.json"
    /// The order history's file name inside the folder.
    static let ordersName = "orders.json"
    /// The file name of the highest order number handed out (``ShopRecords/lastOrderNumber()``).
    static let lastOrderNumberName = "last-order-number.json"

    /// The data folder.
    let folder: DataFolder
    /// The shop's products, whose prices a saved cart's lines take.
    private let catalog: Catalog
    private let cart: DataDocument<Cart>
    private let orders: DataDocument<[Order]>
    private let lastOrderNumber: DataDocument<LastOrderNumber>
    /// The copies of the history set aside in the folder, as searched.
    private let setAside = SetAsideCopies()

    /// What `last-order-number.json` holds: `{"number" : 1002}`.
    struct LastOrderNumber: Codable, Hashable, Sendable {
        /// The highest order number handed out or seen; `Order.firstNumber - 1` for none.
        var number: Int

        /// What a folder without the file knows: no number is taken.
        static let none = LastOrderNumber(number: Order.firstNumber - 1)

        /// The rules the number keeps: a number the shop could hand out, or none.
        static func check(_ value: LastOrderNumber) -> DataCheck<LastOrderNumber> {
            (Order.firstNumber - 1...StoredDataRules.largestOrderNumber).contains(value.number)
                ? .valid
                : .invalid(
                    "order number \(value.number) is outside \(Order.firstNumber) to "
                        + "\(StoredDataRules.largestOrderNumber)")
        }
    }

    /// The store in `folder`, whose carts must hold products and codes of `catalog`;
    /// nothing is read until a transaction reads it.
    init(folder: DataFolder, catalog: Catalog = EmbeddedCatalog().catalog()) {
        self.folder = folder
        self.catalog = catalog
        cart = DataDocument(
            Self.cartName, contents: "cart", empty: .empty,
            rules: { Self.check(StoredDataRules.checked($0, catalog: catalog)) })
        orders = DataDocument(
            Self.ordersName, contents: "order history", empty: [],
            rules: { Self.check(StoredDataRules.checked($0)) })
        lastOrderNumber = DataDocument(
            Self.lastOrderNumberName, contents: "record of the highest order number handed out",
            empty: .none,
            rules: LastOrderNumber.check)
    }

    /// The data folder's word on a value the shop's rules checked: records breaking them are
    /// dropped on read (the rest kept, the file as it was copied aside) and refuse a write.
    private static func check<Value>(_ checked: StoredDataRules.Checked<Value>) -> DataCheck<Value>
    {
        checked.problems.isEmpty
            ? .valid : .repaired(kept: checked.kept, problems: checked.problems)
    }

    func searchSetAsideHistories() {
        _ = Self.setAsideHistories(inFolderAt: folder.path, from: setAside)
    }

    func peekCart() -> Cart? {
        folder.peek(cart).map { Self.pricing($0, from: catalog) }
    }

    /// `cart` with its lines at `catalog`'s prices: a saved file says which products and how
    /// many, never what they cost.
    static func pricing(_ cart: Cart, from catalog: Catalog) -> Cart {
        var cart = cart
        for index in cart.items.indices {
            // The rules have refused a product the catalog does not have.
            if let product = catalog.product(id: cart.items[index].product.id) {
                cart.items[index].product = product
            }
        }
        return cart
    }

    func transaction<Result>(_ body: (any ShopRecords) -> Result) throws(StoreError) -> Result {
        do {
            return try folder.transaction { data in
                body(
                    Records(
                        data: data, folderPath: folder.path, cartDocument: cart,
                        ordersDocument: orders, lastOrderNumberDocument: lastOrderNumber,
                        catalog: catalog, setAside: setAside))
            }
        } catch {
            throw .data(error)
        }
    }

    /// The records through one ``DataTransaction``.
    private final class Records: ShopRecords {
        let data: DataTransaction
        let folderPath: String?
        let cartDocument: DataDocument<Cart>
        let ordersDocument: DataDocument<[Order]>
        let lastOrderNumberDocument: DataDocument<LastOrderNumber>
        let catalog: Catalog
        let setAside: SetAsideCopies
        private(set) var repairs: [String] = []

        init(
            data: DataTransaction, folderPath: String, cartDocument: DataDocument<Cart>,
            ordersDocument: DataDocument<[Order]>,
            lastOrderNumberDocument: DataDocument<LastOrderNumber>, catalog: Catalog,
            setAside: SetAsideCopies
        ) {
            self.data = data
            self.folderPath = folderPath
            self.cartDocument = cartDocument
            self.ordersDocument = ordersDocument
            self.lastOrderNumberDocument = lastOrderNumberDocument
            self.catalog = catalog
            self.setAside = setAside
        }

        /// The saved cart, its lines at the catalog's prices.
        ///
        /// A saved file says which products and how many, never what they cost. A cart that a
        /// killed checkout left marked is settled first
        /// (``ShopRecords/settleInterruptedCheckout()``).
        func cart() throws(StoreError) -> DataRead<Cart> {
            var read = try stored()
            if read.value.placing != nil, let settled = settleInterruptedCheckout() {
                repairs.append(settled)
                read = DataRead(value: try stored().value, repair: read.repair)
            }
            return DataRead(
                value: FileShopStore.pricing(read.value, from: catalog), repair: read.repair)
        }

        /// The cart as the file holds it.
        func stored() throws(StoreError) -> DataRead<Cart> {
            try reported(cartDocument)
        }

        func save(_ cart: Cart) throws(StoreError) {
            do throws(DataError) { try data.write(cart, to: cartDocument) } catch {
                throw .data(error)
            }
        }

        func cartSaveRefusal() -> StoreError? {
            data.writeRefusal(for: cartDocument).map { .data($0) }
        }

        /// The saved orders; when the read left some out, the last order number is raised
        /// past the numbers the orders set aside hold, as a new order would pass over them
        /// (``Order/nextNumber(after:lastIssued:skipping:)``), so that it keeps them even
        /// if the copies go.
        ///
        /// Not to the highest number in them: a record left out may be left out because its
        /// number is wrong, and one near ``StoredDataRules/largestOrderNumber`` would use up
        /// every number for good.
        func orders() throws(StoreError) -> DataRead<[Order]> {
            let read = try reported(ordersDocument)
            if let repair = read.repair, let last = try? lastOrderNumber() {
                var copies = setAsideHistories()
                // The copy just made is among them; a file left in place is not.
                if !copies.contains(where: { $0.path == repair.keptAt }) {
                    copies.append(setAside.copy(at: repair.keptAt))
                }
                let held = HeldNumbers(joining: copies)
                let highest =
                    Order.nextNumber(
                        after: read.value, lastIssued: last, skipping: held.heldThrough) - 1
                if highest > last {
                    // Were this to fail, the folder cannot be written, and no order can be
                    // placed either; the copies still hold the numbers.
                    try? saveLastOrderNumber(highest)
                }
            }
            return read
        }

        func setAsideHistories() -> [SetAsideHistory] {
            folderPath.map { FileShopStore.setAsideHistories(inFolderAt: $0, from: setAside) }
                ?? []
        }

        func save(_ orders: [Order]) throws(StoreError) {
            do throws(DataError) { try data.write(orders, to: ordersDocument) } catch {
                throw .data(error)
            }
        }

        func lastOrderNumber() throws(StoreError) -> Int {
            try reported(lastOrderNumberDocument).value.number
        }

        func saveLastOrderNumber(_ number: Int) throws(StoreError) {
            do throws(DataError) {
                try data.write(LastOrderNumber(number: number), to: lastOrderNumberDocument)
            } catch {
                throw .data(error)
            }
        }

        /// Reads `document`, keeping what the read set right in ``repairs``.
        private func reported<Value>(_ document: DataDocument<Value>) throws(StoreError)
            -> DataRead<Value>
        {
            let read: DataRead<Value>
            do throws(DataError) { read = try data.read(document) } catch { throw .data(error) }
            if let message = read.repair?.message, !repairs.contains(message) {
                repairs.append(message)
            }
            return read
        }
    }

    /// The copies of the order history set aside in the folder at `path`: every file whose
    /// name begins `orders.json.corrupt`, by name, as `copies` has them searched; then every
    /// copy of `last-order-number.json` set aside, as the numbers up to the highest it holds.
    ///
    /// A damaged `last-order-number.json` beside no history (moved out when it was full)
    /// started the numbers again from 1001, over orders already given them (found by a
    /// hostile tester).
    static func setAsideHistories(inFolderAt path: String, from copies: SetAsideCopies)
        -> [SetAsideHistory]
    {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        let histories = names.filter { $0.hasPrefix(ordersName + ".corrupt") }.map {
            copies.copy(at: path + "/" + $0)
        }
        let issued = names.filter { $0.hasPrefix(lastOrderNumberName + ".corrupt") }.map {
            copies.copy(at: path + "/" + $0).asHighestIssued()
        }
        return histories + issued
    }

    /// The copy of the order history at `path`, read without following a link and only if it
    /// is a regular file; unreadable otherwise.
    ///
    /// One over ``SetAsideHistory/mostBytesReadAsJSON`` is searched a part at a time, and not
    /// read as JSON: Foundation's reading of 8 MB of small records took 1.4 GB (found by a
    /// hostile tester).
    static func setAsideHistory(at path: String) -> SetAsideHistory {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable(at: path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            return .unreadable(at: path)
        }
        guard status.st_size <= SetAsideHistory.mostBytesReadAsJSON else {
            return SetAsideHistory.searched(at: path, from: descriptor) ?? .unreadable(at: path)
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0, errno == EINTR { continue }
            // A file that shrank while it was read is taken as unreadable.
            guard got > 0 else { return .unreadable(at: path) }
            count += got
        }
        return SetAsideHistory(path: path, bytes: bytes)
    }
}

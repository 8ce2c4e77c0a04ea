import ScenicData

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

    /// The data folder.
    let folder: DataFolder
    /// The shop's products, whose prices a saved cart's lines take.
    private let catalog: Catalog
    private let cart: DataDocument<Cart>
    private let orders: DataDocument<[Order]>

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
    }

    /// The data folder's word on a value the shop's rules checked: records breaking them are
    /// dropped on read (the rest kept, the file as it was copied aside) and refuse a write.
    private static func check<Value>(_ checked: StoredDataRules.Checked<Value>) -> DataCheck<Value>
    {
        checked.problems.isEmpty
            ? .valid : .repaired(kept: checked.kept, problems: checked.problems)
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
                        data: data, cartDocument: cart, ordersDocument: orders, catalog: catalog))
            }
        } catch {
            throw .data(error)
        }
    }

    /// The records through one ``DataTransaction``.
    private final class Records: ShopRecords {
        let data: DataTransaction
        let cartDocument: DataDocument<Cart>
        let ordersDocument: DataDocument<[Order]>
        let catalog: Catalog
        private(set) var settled: String?

        init(
            data: DataTransaction, cartDocument: DataDocument<Cart>,
            ordersDocument: DataDocument<[Order]>, catalog: Catalog
        ) {
            self.data = data
            self.cartDocument = cartDocument
            self.ordersDocument = ordersDocument
            self.catalog = catalog
        }

        /// The saved cart, its lines at the catalog's prices.
        ///
        /// A saved file says which products and how many, never what they cost. A cart that a
        /// killed checkout left marked is settled first
        /// (``ShopRecords/settleInterruptedCheckout()``).
        func cart() throws(StoreError) -> DataRead<Cart> {
            var read = try stored()
            if read.value.placing != nil, let settled = settleInterruptedCheckout() {
                self.settled = settled
                read = DataRead(value: try stored().value, repair: read.repair)
            }
            return DataRead(
                value: FileShopStore.pricing(read.value, from: catalog), repair: read.repair)
        }

        /// The cart as the file holds it.
        func stored() throws(StoreError) -> DataRead<Cart> {
            do throws(DataError) { return try data.read(cartDocument) } catch {
                throw .data(error)
            }
        }
        func save(_ cart: Cart) throws(StoreError) {
            do throws(DataError) { try data.write(cart, to: cartDocument) } catch {
                throw .data(error)
            }
        }

        func orders() throws(StoreError) -> DataRead<[Order]> {
            do throws(DataError) { return try data.read(ordersDocument) } catch {
                throw .data(error)
            }
        }

        func save(_ orders: [Order]) throws(StoreError) {
            do throws(DataError) { try data.write(orders, to: ordersDocument) } catch {
                throw .data(error)
            }
        }
    }
}

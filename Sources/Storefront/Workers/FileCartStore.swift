import ScenicData

/// Keeps the cart as `cart.json` in the data directory.
///
/// Writes are atomic; a damaged file is moved aside to `cart.json.corrupt` (or
/// `cart.json.corrupt-2`, … if that name is taken) and the cart starts empty.
public struct FileCartStore: CartStore {
    /// The file's name inside the data directory.
    static let fileName = "cart.json"

    private let document: JSONDocument<Cart>

    /// Creates the store for `directory`, whose carts must hold products and codes of
    /// `catalog`; nothing is read until ``load()``.
    init(directory: DataDirectory, catalog: Catalog) {
        self.init(directoryPath: directory.path, catalog: catalog)
    }

    /// Creates the store for a directory path, for tests on a temporary directory.
    init(directoryPath: String, catalog: Catalog = EmbeddedCatalog().catalog()) {
        document = JSONDocument(
            file: DataFile(path: "\(directoryPath)/\(Self.fileName)"), contents: "cart",
            emptyValue: .empty,
            problem: { StoredDataRules.problem(in: $0, catalog: catalog) })
    }

    /// The saved cart, or an empty one; reports a damaged file it moved aside.
    func load() throws(StoreError) -> LoadResult<Cart> {
        try document.load()
    }

    /// Saves `cart` atomically.
    func save(_ cart: Cart) throws(StoreError) {
        try document.save(cart)
    }
}

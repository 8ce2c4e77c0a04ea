import ScenicData

/// Keeps the order history as `orders.json` in the data directory.
///
/// Writes are atomic; a damaged file is moved aside to `orders.json.corrupt` (or
/// `orders.json.corrupt-2`, … if that name is taken) and the history starts empty.
public struct FileOrderStore: OrderStore {
    /// The file's name inside the data directory.
    static let fileName = "orders.json"

    private let document: JSONDocument<[Order]>

    /// Creates the store for `directory`; nothing is read until ``load()``.
    public init(directory: DataDirectory) {
        self.init(directoryPath: directory.path)
    }

    /// Creates the store for a directory path, for tests on a temporary directory.
    init(directoryPath: String) {
        document = JSONDocument(
            file: DataFile(path: "\(directoryPath)/\(Self.fileName)"), contents: "order history",
            emptyValue: [], problem: StoredDataRules.problem(in:))
    }

    /// The saved orders, oldest first; reports a damaged file it moved aside.
    func load() throws(StoreError) -> LoadResult<[Order]> {
        try document.load()
    }

    /// Saves the whole history atomically.
    func save(_ orders: [Order]) throws(StoreError) {
        try document.save(orders)
    }
}

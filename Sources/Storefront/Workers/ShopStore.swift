/// Keeps the shop's cart and order history between runs, changed one transaction at a time.
///
/// A transaction sees the records as they are now and keeps every other process out until
/// it ends, so a change made in another window is neither lost nor overwritten.
protocol ShopStore: Sendable {
    /// Runs `body` with the saved records while no other process changes them.
    ///
    /// - Throws: ``StoreError`` when the records cannot be reached at all (another process
    ///   holds them too long); `body` has then not run.
    func transaction<Result>(_ body: (any ShopRecords) -> Result) throws(StoreError) -> Result

    /// The saved cart as it is now, its lines at the catalog's prices, read without a
    /// transaction and without writing anything: for following changes other windows make.
    /// `nil` when it cannot be read as it is (a transaction's read then sets it right).
    func peekCart() -> Cart?

    /// Searches the copies of the order history set aside as damaged for their numbers, before
    /// a transaction that needs them: a copy of a gigabyte is then searched while other windows
    /// may still use the data folder, and the transaction only looks at what changed since.
    func searchSetAsideHistories()
}

extension ShopStore {
    /// A store that sets nothing aside has nothing to search.
    func searchSetAsideHistories() {}
}

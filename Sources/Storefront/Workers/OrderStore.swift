/// Keeps the order history between runs.
protocol OrderStore: Sendable {
    /// The saved orders, oldest first, or none; reports a damaged file it moved aside.
    ///
    /// - Throws: a ``StoreError`` when the file cannot be read or moved aside.
    func load() throws(StoreError) -> LoadResult<[Order]>

    /// Saves `orders`, replacing the saved history.
    ///
    /// The caller passes the whole history (loaded orders plus the new one), so the file is
    /// always replaced in one atomic step.
    ///
    /// - Throws: a ``StoreError`` when the orders cannot be saved; the saved ones are unchanged.
    func save(_ orders: [Order]) throws(StoreError)
}

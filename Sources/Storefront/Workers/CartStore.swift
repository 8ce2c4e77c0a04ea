/// Keeps the cart between runs.
protocol CartStore: Sendable {
    /// The saved cart, or an empty one; reports a damaged file it moved aside.
    ///
    /// - Throws: a ``StoreError`` when the file cannot be read or moved aside.
    func load() throws(StoreError) -> LoadResult<Cart>

    /// Saves `cart`, replacing the saved one.
    ///
    /// - Throws: a ``StoreError`` when the cart cannot be saved; the saved one is unchanged.
    func save(_ cart: Cart) throws(StoreError)
}

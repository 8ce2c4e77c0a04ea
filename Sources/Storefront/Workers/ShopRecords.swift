import ScenicData

/// The saved cart and order history, for the length of one ``ShopStore`` transaction.
protocol ShopRecords {
    /// What reading the cart set right (a checkout a killed process left half done), as a
    /// sentence for the screen; `nil` when nothing was.
    var settled: String? { get }

    /// The cart exactly as stored, before anything is settled or priced.
    ///
    /// - Throws: a ``StoreError`` when the file cannot be read or moved aside.
    func stored() throws(StoreError) -> DataRead<Cart>

    /// The saved cart, or an empty one; reports damage it set right.
    ///
    /// - Throws: a ``StoreError`` when the file cannot be read or moved aside.
    func cart() throws(StoreError) -> DataRead<Cart>

    /// Saves `cart`, replacing the saved one.
    ///
    /// - Throws: a ``StoreError`` when the cart cannot be saved; the saved one is unchanged.
    func save(_ cart: Cart) throws(StoreError)

    /// The saved orders, oldest first, or none; reports damage it set right.
    ///
    /// - Throws: a ``StoreError`` when the file cannot be read or moved aside.
    func orders() throws(StoreError) -> DataRead<[Order]>

    /// Saves the whole history (the loaded orders plus a new one), replacing the saved one.
    ///
    /// - Throws: a ``StoreError`` when the orders cannot be saved; the saved ones are unchanged.
    func save(_ orders: [Order]) throws(StoreError)
}

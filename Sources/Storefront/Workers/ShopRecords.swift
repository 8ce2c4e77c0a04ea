import ScenicData

/// The saved cart and order history, for the length of one ``ShopStore`` transaction.
protocol ShopRecords {
    /// What this transaction's reads set right so far, as sentences for the screen, in order:
    /// a file moved aside or records left out of it (``DataRepair/message``), and a checkout a
    /// killed process left half done (``settleInterruptedCheckout()``). Each is said once.
    var repairs: [String] { get }

    /// The path of the data folder the records are kept in, for messages; `nil` for a store
    /// that keeps them in memory.
    var folderPath: String? { get }

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

    /// Why a save of the cart would be refused (a line this version cannot read, fields it
    /// does not know), asked after ``cart()``; `nil` when it would not be.
    func cartSaveRefusal() -> StoreError?

    /// The saved orders, oldest first, or none; reports damage it set right.
    ///
    /// - Throws: a ``StoreError`` when the file cannot be read or moved aside.
    func orders() throws(StoreError) -> DataRead<[Order]>

    /// Saves the whole history (the loaded orders plus a new one), replacing the saved one.
    ///
    /// - Throws: a ``StoreError`` when the orders cannot be saved; the saved ones are unchanged.
    func save(_ orders: [Order]) throws(StoreError)

    /// The highest order number handed out, or seen in an order a read left out of the
    /// history; `Order.firstNumber - 1` when none is known.
    ///
    /// Kept apart from the history, so that the number of an order left out of it (damaged,
    /// kept only in the copy set aside) is never handed out again.
    ///
    /// - Throws: a ``StoreError`` when the number cannot be read or its file moved aside.
    func lastOrderNumber() throws(StoreError) -> Int

    /// The copies of the order history set aside as damaged, as far as they can be read; none
    /// for a store that sets nothing aside.
    ///
    /// The orders in them are out of the history, but may be real: a checkout a killed
    /// process left half done may have saved its order there.
    func setAsideHistories() -> [SetAsideHistory]

    /// Records `number` as the highest order number handed out.
    ///
    /// - Throws: a ``StoreError`` when it cannot be saved; the one saved is unchanged.
    func saveLastOrderNumber(_ number: Int) throws(StoreError)
}

extension ShopRecords {
    /// A store in memory refuses no save.
    func cartSaveRefusal() -> StoreError? { nil }
}

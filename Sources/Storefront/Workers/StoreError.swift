import ScenicData

/// Why the shop could not read or save its records.
///
/// ``message`` is the one place these cases become user text.
enum StoreError: Error, Hashable, Sendable {
    /// The data folder failed: it says what, where and what to do.
    case data(DataError)
    /// The shop has handed out the last order number it can.
    case orderNumbersUsedUp

    /// A full sentence for the screen: what happened and what to do next.
    var message: String {
        switch self {
        case .data(let error):
            return error.message
        case .orderNumbersUsedUp:
            return "The order history has used up every order number, so no order was placed. "
                + "Move orders.json aside to start a new history."
        }
    }
}

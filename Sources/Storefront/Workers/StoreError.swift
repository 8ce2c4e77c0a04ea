import ScenicData

/// Why the shop could not read or save its records.
///
/// ``message`` is the one place these cases become user text.
enum StoreError: Error, Hashable, Sendable {
    /// The data folder failed: it says what, where and what to do.
    case data(DataError)
    /// The shop has handed out the last order number it can; the files that keep the
    /// numbers are in the data folder at `folder` (`nil` for a store in memory).
    case orderNumbersUsedUp(folder: String?)
    /// A copy of the order history set aside as damaged, at `path`, cannot be searched for
    /// the numbers its orders hold (no permission, not a regular file).
    case setAsideHistoryUnreadable(path: String)
    /// A copy of `last-order-number.json` set aside as damaged, at `path`, cannot be read for
    /// the highest number handed out.
    case recordOfTheHighestUnreadable(path: String)
    /// A copy of the order history set aside as damaged, at `path`, holds order numbers
    /// scattered over more runs than are kept (``HeldNumbers/mostRuns``).
    case setAsideHistoryScattered(path: String)

    /// ``message`` for an order that failed so: first that nothing was ordered, where the
    /// failure changed nothing (a full disk, a history at its size limit), which a message
    /// about a file does not say; for a full history, how to go on.
    var messageForAnOrder: String {
        guard let unchanged = message(leading: "Nothing was ordered.") else { return message }
        guard case .data(let error) = self, case .tooLarge(let path, _, _) = error.cause,
            path.hasSuffix("/" + FileShopStore.ordersName)
        else { return unchanged }
        // The history only grows: without this, no order could ever be placed again.
        return unchanged + " To go on ordering, move \(FileShopStore.ordersName) out of the "
            + "data folder and keep it for the orders it lists: new orders start a new history, "
            + "numbered on from the last."
    }

    /// ``message`` for a change to the cart that failed so: first that the cart is unchanged,
    /// where the failure changed nothing.
    var messageForACartChange: String {
        message(leading: "Your cart is unchanged.") ?? message
    }

    /// ``message`` after `unchanged`, when the failure changed nothing; `nil` for a save stopped
    /// midway (``DataError/changesUnfinished(path:reason:)``), which may still finish, order
    /// and all.
    private func message(leading unchanged: String) -> String? {
        guard case .data(let error) = self else { return message }
        switch error.cause {
        case .changesUnfinished, .changesLost: return nil
        default: return unchanged + " " + message
        }
    }

    /// A full sentence for the screen: what happened and what to do next.
    var message: String {
        switch self {
        case .data(let error):
            return error.message
        case .orderNumbersUsedUp(let folder):
            // Both files, every time: the history holds the highest number, or the record of
            // the highest one handed out does, and moving only one would not start over.
            let place = folder.map { "out of \($0)" } ?? "out of the data folder"
            return "Order numbers have reached \(StoredDataRules.largestOrderNumber), the "
                + "highest the shop can give, so no order was placed. To start them again, move "
                + "\(FileShopStore.ordersName), \(FileShopStore.lastOrderNumberName) and its "
                + "copies set aside (\(FileShopStore.lastOrderNumberName).corrupt…) \(place): "
                + "new orders are then numbered from \(Order.firstNumber), passing over the "
                + "numbers of the orders set aside still there, and the numbers in the files "
                + "moved may be given again."
        case .setAsideHistoryUnreadable(let path):
            return "Nothing was ordered: \(path) holds orders set aside from your order "
                + "history and cannot be read, so a new order could be given the number of one "
                + "of them. Make it a file you can read, or move it out of the data folder once "
                + "you have what you need from it."
        case .recordOfTheHighestUnreadable(let path):
            return "Nothing was ordered: \(path), a copy of the record of the highest order "
                + "number handed out, set aside as damaged, cannot be read, so a new order could "
                + "be given a number already handed out. Make it a file you can read, or move it "
                + "out of the data folder."
        case .setAsideHistoryScattered(let path):
            return "Nothing was ordered: \(path) holds orders set aside from your order "
                + "history, their numbers scattered over more than 20,000 runs, "
                + "too many to keep track of, so a new order could be given the number of one "
                + "of them. Move it out of the data folder once you have what you need from it."
        }
    }
}

extension DataError {
    /// The failure itself, without what the reads before it set right.
    fileprivate var cause: DataError {
        guard case .afterRepairs(let inner, _) = self else { return self }
        return inner.cause
    }
}

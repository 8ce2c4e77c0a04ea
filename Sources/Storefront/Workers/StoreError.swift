import ScenicData

/// Why a store could not read or save its file.
///
/// ``message`` is the one place these cases become user text.
enum StoreError: Error, Hashable, Sendable {
    /// The file exists but could not be read.
    case cannotRead(path: String, cause: SystemError)
    /// The file could not be written; the previous file is unchanged.
    case cannotWrite(path: String, cause: SystemError)
    /// The file is damaged and could not be moved aside, so it was left alone.
    case cannotMoveAside(path: String, damage: MovedAsideFile.Damage, cause: SystemError)
    /// Something other than a regular file is where the data file should be.
    case notAFile(path: String, kind: String)
    /// The file is larger than a data file may be.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// Another process held the data folder's lock for longer than the wait allows.
    case busy(folder: String, seconds: Int)
    /// The shop has handed out the last order number it can.
    case orderNumbersUsedUp

    /// A full sentence for the screen: what happened and what to do next.
    var message: String {
        switch self {
        case .cannotRead(let path, let cause):
            return "Cannot read \(path) (\(cause.reason)). Fix its permissions, or pass "
                + "--data-dir DIR to use another folder."
        case .cannotWrite(let path, let cause):
            return "Cannot save \(path) (\(cause.reason)); the copy on disk is unchanged. "
                + "Check the folder, or pass --data-dir DIR to use another."
        case .cannotMoveAside(let path, let damage, let cause):
            return "\(path) is \(damage.description) and could not be moved aside "
                + "(\(cause.reason)). Move or delete it yourself, then start Storefront again."
        case .notAFile(let path, let kind):
            return "\(path) is \(kind), not a data file, so it was not read. Move it away, or "
                + "pass --data-dir DIR to use another folder."
        case .tooLarge(let path, let bytes, let limit):
            return "\(path) is \(bytes) bytes, more than a data file may be (\(limit)), so it was "
                + "not read. Move it away, or pass --data-dir DIR to use another folder."
        case .busy(let folder, let seconds):
            let time = seconds == 1 ? "a second" : "\(seconds) seconds"
            return "Another Storefront kept \(folder) busy for over \(time), so nothing was read "
                + "or saved. Try again in a moment."
        case .orderNumbersUsedUp:
            return "The order history has used up every order number, so no order was placed. "
                + "Move orders.json aside to start a new history."
        }
    }
}

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
        }
    }
}

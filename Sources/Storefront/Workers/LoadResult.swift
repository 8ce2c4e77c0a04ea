/// What a store read: the value, and the damaged file it moved aside to get it, if any.
struct LoadResult<Value: Sendable>: Sendable {
    /// The stored value, or the empty value if there was no file or it was damaged.
    let value: Value
    /// The damaged file that was moved aside, for the app to report on screen.
    let movedAside: MovedAsideFile?
}

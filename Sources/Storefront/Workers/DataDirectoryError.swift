/// Why no data folder could be used.
///
/// ``message`` is the one place these cases become user text.
public enum DataDirectoryError: Error, Hashable, Sendable {
    /// No path was given and neither `XDG_DATA_HOME` nor `HOME` is set.
    case noLocation
    /// The folder could not be created, or a file could not be written in it.
    case notWritable(path: String, reason: String)

    /// A full sentence for standard error: what happened and what to do next.
    ///
    /// ```
    /// Cannot write to /x/y (permission denied). Pass --data-dir DIR or set STOREFRONT_DATA_DIR.
    /// ```
    public var message: String {
        switch self {
        case .noLocation:
            return "Cannot choose a folder for Storefront's data: HOME is not set. Pass "
                + "--data-dir DIR or set STOREFRONT_DATA_DIR."
        case .notWritable(let path, let reason):
            return "Cannot write to \(path) (\(reason)). Pass --data-dir DIR or set "
                + "STOREFRONT_DATA_DIR."
        }
    }
}

/// Why the saved facts could not be read or written; the message says where and what next.
enum CacheProblem: Error, Equatable, Sendable {
    /// The file (or its lock) could not be read: its path and the system's reason.
    case cannotRead(String, String)
    /// The file could not be written.
    case cannotWrite(String, String)
    /// The file is a link, a folder or another special file.
    case notAFile(String)
    /// A damaged file could not be moved aside.
    case cannotMoveAside(String, String)
    /// Another process kept the data folder locked for this many seconds.
    case busy(String, seconds: Int)

    /// A full sentence for the screen.
    var message: String {
        switch self {
        case .cannotRead(let path, let reason):
            return "Cannot read the saved facts at \(path) (\(reason)). Check the folder, or "
                + "pass --data-dir DIR."
        case .cannotWrite(let path, let reason):
            return "Cannot save the fact to \(path) (\(reason)); it is shown but not kept. "
                + "Check the folder, or pass --data-dir DIR."
        case .notAFile(let path):
            return "\(path) is not a regular file, so the saved facts are left alone. Remove it "
                + "to start a new history."
        case .cannotMoveAside(let path, let reason):
            return "\(path) is damaged and could not be moved aside (\(reason)). Move it "
                + "yourself to start a new history."
        case .busy(let folder, let seconds):
            let time = seconds == 1 ? "a second" : "\(seconds) seconds"
            return "Another trivia kept \(folder) busy for over \(time), so nothing was read or "
                + "saved. Try again in a moment."
        }
    }
}

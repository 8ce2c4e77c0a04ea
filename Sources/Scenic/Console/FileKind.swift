#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at a path, as `lstat(2)` tells it, for the checks and the messages of the snapshot
/// tools and the console's history file.
package enum FileKind: Equatable, Sendable {
    /// A regular file: the only kind the tools read, write, move or delete.
    case regularFile
    /// A folder.
    case folder
    /// A symbolic link, which the tools never follow.
    case symbolicLink
    /// A named pipe (FIFO): opening one for reading waits for a writer.
    case namedPipe
    /// A character or block device, such as `/dev/zero`, which never ends.
    case device
    /// A socket.
    case socket
    /// Anything else the system may have.
    case other

    /// The kind a file mode (`st_mode`) names.
    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .namedPipe
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// The kind, with its article, for a sentence: "a symbolic link".
    package var described: String {
        switch self {
        case .regularFile: "a regular file"
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .namedPipe: "a named pipe (FIFO)"
        case .device: "a device"
        case .socket: "a socket"
        case .other: "a special file"
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file a path names, and its size and change times: a file with an equal identity has
/// not been replaced, and no write changed its size or its times.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int64
    let modifiedNanoseconds: Int64
    let changedSeconds: Int64
    let changedNanoseconds: Int64

    /// The identity of the regular file `status` describes; `nil` for anything else.
    init?(_ status: stat) {
        guard status.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(reading: status)
    }

    /// The identity of the folder at `path`; `nil` when it is not one or cannot be looked at.
    ///
    /// Adding, removing or renaming a file in a folder changes its times.
    init?(folderAt path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
        self.init(reading: status)
    }

    private init(reading status: stat) {
        // A signed 32-bit number on macOS: kept as its bits, which only equality compares.
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
            modifiedSeconds = Int64(status.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int64(status.st_mtimespec.tv_nsec)
            changedSeconds = Int64(status.st_ctimespec.tv_sec)
            changedNanoseconds = Int64(status.st_ctimespec.tv_nsec)
        #else
            modifiedSeconds = Int64(status.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
            changedSeconds = Int64(status.st_ctim.tv_sec)
            changedNanoseconds = Int64(status.st_ctim.tv_nsec)
        #endif
    }

    /// The identity of the regular file open as `descriptor`; `nil` if it is not one, or
    /// `fstat` fails.
    init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identity of the regular file at `path`, not following a symbolic link; `nil` if
    /// there is none.
    init?(path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        self.init(status)
    }
}

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

    /// How long after a file's last change its times tell every later change apart: times are
    /// coarse (a few milliseconds, seconds on some file systems).
    static let settledSeconds: Int64 = 2

    /// Whether the file changed less than ``settledSeconds`` ago (and a second, as times are
    /// coarse), or "in the future", by its change time, which no program can set back (unlike
    /// the modification time).
    var changedLately: Bool {
        nanosecondsSinceChange < (Self.settledSeconds + 1) * 1_000_000_000
    }

    /// How long ago the file last changed, by its change time; negative when a clock ahead of
    /// this one (a file server's) set it.
    var nanosecondsSinceChange: Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let seconds = Int64(now.tv_sec) - changedSeconds
        // Past a day, a number of nanoseconds that cannot overflow says as much.
        guard seconds < 86_400 else { return 86_400 * 1_000_000_000 }
        guard seconds > -86_400 else { return -86_400 * 1_000_000_000 }
        return seconds * 1_000_000_000 + Int64(now.tv_nsec) - changedNanoseconds
    }

    /// Whether `other` is this file with nothing written to it since.
    ///
    /// The same file, size and modification time. The change time is left out: a second name
    /// given to the file (a copy kept aside) moves it.
    func sameContents(as other: FileIdentity?) -> Bool {
        guard let other else { return false }
        return device == other.device && inode == other.inode && size == other.size
            && modifiedSeconds == other.modifiedSeconds
            && modifiedNanoseconds == other.modifiedNanoseconds
    }

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

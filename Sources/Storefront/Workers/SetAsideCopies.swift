import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The copies of the order history set aside in a data folder, each searched once while it is
/// unchanged: every order passes over their numbers, and searching them all again for each one
/// took 12 s an order with ten copies of 7 MB.
final class SetAsideCopies: Sendable {
    /// What `lstat` says of a file: another file, or the file changed, when it differs.
    private struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int
        /// When its contents or its times last changed, which no program can set back (as
        /// `touch -r` sets the time it was modified back).
        var changedSeconds: Int
        var changedNanoseconds: Int

        init?(path: String) {
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            #if canImport(Darwin)
                modifiedSeconds = status.st_mtimespec.tv_sec
                modifiedNanoseconds = status.st_mtimespec.tv_nsec
                changedSeconds = status.st_ctimespec.tv_sec
                changedNanoseconds = status.st_ctimespec.tv_nsec
            #else
                modifiedSeconds = status.st_mtim.tv_sec
                modifiedNanoseconds = status.st_mtim.tv_nsec
                changedSeconds = status.st_ctim.tv_sec
                changedNanoseconds = status.st_ctim.tv_nsec
            #endif
        }
    }

    private let searched = Mutex<[String: (stamp: Stamp, copy: SetAsideHistory)]>([:])

    /// The copy at `path`, searched again only when the file there changed.
    func copy(at path: String) -> SetAsideHistory {
        guard let stamp = Stamp(path: path) else { return FileShopStore.setAsideHistory(at: path) }
        if let known = searched.withLock({ $0[path] }), known.stamp == stamp {
            return known.copy
        }
        let copy = FileShopStore.setAsideHistory(at: path)
        // One that could not be searched is tried again: it may be readable next time.
        if copy.isSearched { searched.withLock { $0[path] = (stamp, copy) } }
        return copy
    }
}

import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One suite's folder of snapshots, and the pending `.txt.new` files in it when it keeps a
/// listing of them.
///
/// A matching assertion must leave no stale pending file behind. Asking the file system with
/// `unlink` on every match costs as much as reading the snapshot; a folder that lists its
/// pending files once per test run answers from memory. Stale files come from earlier runs, so
/// the listing holds them; the files written or removed through the folder are noted as that
/// happens. When the package has no pending files at all (no ``PendingMarker``), a folder
/// starts out knowing it holds none and never lists itself.
package final class SnapshotFolder: Sendable {
    /// The folder's absolute path.
    package let path: String
    private let keepsListing: Bool
    /// The pending files' names, once listed.
    private let pendingNames = Mutex<Set<String>?>(nil)
    /// The files written through the folder in this run: pending ones, stored ones (overwrite
    /// mode) and the run's files in a CI bundle, under names of their own.
    private let writtenNames = Mutex<Set<String>>([])

    /// The folder at `path`.
    ///
    /// With `keepsListing`, it lists its pending files when first asked and answers from that
    /// listing, otherwise every question answers "maybe". With `knownEmpty`, it starts out
    /// knowing it holds none.
    package init(path: String, keepsListing: Bool, knownEmpty: Bool = false) {
        self.path = path
        self.keepsListing = keepsListing
        if keepsListing && knownEmpty { pendingNames.withLock { $0 = [] } }
    }

    /// Whether a pending file named `name` may be in the folder.
    ///
    /// Most folders hold no pending file, and then `name` is never made. A folder that cannot
    /// be listed answers `true`, so the caller tries to remove the file and reports what goes
    /// wrong.
    package func mayHoldPending(_ name: @autoclosure () -> String) -> Bool {
        guard keepsListing else { return true }
        var names = pendingNames.withLock { $0 }
        if names == nil {
            guard let listed = Self.pendingNames(in: path) else { return true }
            names = pendingNames.withLock { names in
                names = names ?? listed
                return names
            }
        }
        guard let names, !names.isEmpty else { return false }
        return names.contains(name())
    }

    /// Notes that the pending file `name` was written.
    package func noteWritten(_ name: String) {
        pendingNames.withLock { _ = $0?.insert(name) }
        writtenNames.withLock { _ = $0.insert(name) }
    }

    /// Notes that a match after this run's mismatch of the pending file `name` was said; `true`
    /// the first time.
    package func noteWarned(_ name: String) -> Bool {
        writtenNames.withLock { $0.insert("\u{0}warned:" + name).inserted }
    }

    /// Notes that this run wrote a file that is not a pending one of the folder, under `key`.
    package func noteWrittenInThisRun(_ key: String) {
        writtenNames.withLock { _ = $0.insert(key) }
    }

    /// Whether this run wrote the file `name` (or noted `key`) through the folder: a snapshot
    /// asserted again with another text was then asserted before in the run.
    package func wroteInThisRun(_ name: String) -> Bool {
        writtenNames.withLock { $0.contains(name) }
    }

    /// Notes that the pending file `name` was removed.
    package func noteRemoved(_ name: String) {
        pendingNames.withLock { _ = $0?.remove(name) }
    }

    /// Forgets the listing and what was written, as a new test run would not know them.
    package func forgetListing() {
        pendingNames.withLock { $0 = nil }
        writtenNames.withLock { $0 = [] }
    }

    /// The pending files' names in `folder`: empty when it does not exist, `nil` when it
    /// cannot be read.
    private static func pendingNames(in folder: String) -> Set<String>? {
        guard let directory = opendir(folder) else {
            return errno == ENOENT ? [] : nil
        }
        defer { closedir(directory) }
        var names: Set<String> = []
        let suffix = Array(SnapshotLocation.pendingSuffix.utf8)
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        while let entry = readdir(directory) {
            // Checked on the bytes in place: a folder holds many stored snapshots and few
            // pending ones, so most entries never become a String.
            let name = (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self)
            let length = strlen(name)
            guard length >= suffix.count,
                memcmp(name + length - suffix.count, suffix, suffix.count) == 0
            else { continue }
            names.insert(String(cString: name))
        }
        return names
    }
}

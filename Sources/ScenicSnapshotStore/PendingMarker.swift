import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Snapshots/.pending`: an empty file that says a package may hold pending snapshots.
///
/// Whatever writes a pending file (a failing assertion, `scenic apply`) makes sure the marker
/// is there; the `scenic` commands remove it once nothing is pending. A test run that finds no
/// marker knows there is no stale pending file to clean up, so its matching assertions look in
/// no folder: one `stat` per folder and run instead of a listing. A pending file made by hand,
/// without the marker, is still listed and reviewed by `scenic`, but a matching assertion does
/// not remove it. The marker is hidden, and ignored by git beside the pending files.
package enum PendingMarker {
    /// The marker's path relative to the package root.
    package static let path = SnapshotLocation.folder + "/.pending"

    /// Whether the package at `rootPath` may hold pending snapshots.
    package static func isSet(atRoot rootPath: String) -> Bool {
        var status = stat()
        return stat(rootPath + "/" + path, &status) == 0
    }

    /// Makes sure the marker is there.
    ///
    /// - Throws: ``SnapshotError/unwritable(_:_:)`` when it cannot be made; a pending file
    ///   without it would not be cleaned up by a later match.
    package static func set(atRoot rootPath: String) throws(SnapshotError) {
        let full = rootPath + "/" + path
        let descriptor = open(full, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .unwritable(path, String(cString: strerror(errno)))
        }
        close(descriptor)
    }

    /// Removes the marker; one already gone is fine.
    package static func clear(atRoot rootPath: String) {
        unlink(rootPath + "/" + path)
    }
}

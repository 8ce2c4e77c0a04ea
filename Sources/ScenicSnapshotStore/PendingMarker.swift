import Foundation
import Scenic

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Snapshots/.pending`: a file that says a package may hold pending snapshots (and holds the
/// ``LastRunNames`` record of which names the story and preview tests last asserted).
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

    /// Whether the package at `rootPath` may hold pending snapshots: something is at the
    /// marker's path, whatever it is, since only a command that finds nothing pending removes
    /// it.
    package static func isSet(atRoot rootPath: String) -> Bool {
        var status = stat()
        return lstat(rootPath + "/" + path, &status) == 0
    }

    /// Makes sure the marker is there.
    ///
    /// Only a regular file is made or kept: a symbolic link at its name (even one leading
    /// nowhere) is not followed, so nothing is made outside the package, and a FIFO is not
    /// waited on.
    ///
    /// - Throws: ``SnapshotError/unwritable(_:_:)`` when it cannot be made, or
    ///   ``SnapshotError/notARegularFile(_:_:)``; a pending file without it would not be
    ///   cleaned up by a later match.
    package static func set(atRoot rootPath: String) throws(SnapshotError) {
        let full = rootPath + "/" + path
        // A package's first snapshot finds no `Snapshots/` yet; mkdir never follows a link at
        // the name, and anything already there is left as it is.
        _ = mkdir(rootPath + "/" + SnapshotLocation.folder, 0o755)
        let descriptor = open(full, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            throw SnapshotFile.writingError(
                SnapshotFile.openingError(code, kind: kind(atRoot: rootPath), shownAs: path))
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, FileKind(mode: status.st_mode) != .regularFile {
            throw .notARegularFile(path, FileKind(mode: status.st_mode))
        }
    }

    /// What is at the marker's path, not following a link; `nil` when nothing is.
    package static func kind(atRoot rootPath: String) -> FileKind? {
        var status = stat()
        guard lstat(rootPath + "/" + path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// Removes the marker; one already gone is fine, and anything but a regular file at its
    /// name is left alone.
    package static func clear(atRoot rootPath: String) {
        guard kind(atRoot: rootPath) == .regularFile else { return }
        unlink(rootPath + "/" + path)
    }

    /// Removes the marker when `nothingPending` still holds once the marker is out of the way,
    /// and puts it back otherwise.
    ///
    /// A test run sets the marker, writes its pending file, then sets it again. Listed first
    /// and removed after, a pending file written in between was left without the marker, so a
    /// later matching assertion did not remove it and `scenic status` offered a stale text
    /// (found by a hostile tester, once in 250 tries). Moved aside first and the listing made
    /// after, a pending file the listing misses is written after the move, and the run's second
    /// `set` makes a marker for it.
    ///
    /// Ctrl-C, `SIGTERM` and `SIGHUP` wait while the marker is aside, and end the command once
    /// it is back or gone; a marker left aside by `SIGKILL` is put back by the next command
    /// (``recoverLeftAside(atRoot:)``).
    package static func clear(
        atRoot rootPath: String, whenNothingPending nothingPending: () -> Bool
    ) {
        guard kind(atRoot: rootPath) == .regularFile else { return }
        let marker = rootPath + "/" + path
        let aside =
            rootPath + "/" + SnapshotLocation.folder + "/"
            + SnapshotFile.temporaryName(for: asideName)
        HeldSignals.holding {
            guard rename(marker, aside) == 0 else { return }
            if !nothingPending() { putBack(aside, at: marker) }
            unlink(aside)
        }
    }

    /// Puts back a marker a command moved aside and could not put back.
    ///
    /// Such a command was stopped by `SIGKILL` while it listed. When the process that moved it
    /// has ended, or the file is older than any listing takes (its process number may since be
    /// another process's), its file becomes the marker again (or goes, when a newer marker is
    /// there). Without it, a passing test run left a stale pending file in place, and
    /// `scenic status` said to delete the moved marker. Only a regular file is put back.
    ///
    /// - Parameter abandonedAfter: Seconds after which a marker moved aside is put back even
    ///   though a process has the number in its name; tests shorten it.
    package static func recoverLeftAside(
        atRoot rootPath: String, abandonedAfter: Double = abandonedAfter
    ) {
        let folder = rootPath + "/" + SnapshotLocation.folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            return
        }
        for name in names where name.hasPrefix("." + asideName + ".") {
            let aside = folder + "/" + name
            var status = stat()
            guard let process = SnapshotFile.writingProcess(ofTemporaryName: name),
                lstat(aside, &status) == 0
            else { continue }
            let ended = kill(process, 0) != 0 && errno == ESRCH
            // The time of the move (its inode changed then), not of the marker's last write.
            #if canImport(Darwin)
                let moved = status.st_ctimespec.tv_sec
            #else
                let moved = status.st_ctim.tv_sec
            #endif
            let age = Date().timeIntervalSince1970 - Double(moved)
            guard ended || age > abandonedAfter else { continue }
            if FileKind(mode: status.st_mode) == .regularFile {
                putBack(aside, at: rootPath + "/" + path)
            }
            unlink(aside)
        }
    }

    /// Seconds after which a marker moved aside is taken for abandoned, whatever process has
    /// its number now: a command keeps it aside only while it lists the snapshot folders.
    package static let abandonedAfter: Double = 60

    /// What a marker moved aside is named after, in a temporary file's name.
    private static let asideName = "pending-aside"

    /// Links `aside` at the marker's path unless a newer marker is there, which a test run
    /// set meanwhile: its record of the names the run asserted is the newer one.
    private static func putBack(_ aside: String, at marker: String) {
        _ = link(aside, marker)
    }
}

/// Ctrl-C, `SIGTERM` and `SIGHUP` held while the marker is aside: noted, then sent again once
/// it is back, to whatever handles them then.
private enum HeldSignals {
    static let held = [SIGINT, SIGTERM, SIGHUP]
    nonisolated(unsafe) static var received: Int32 = 0

    static func holding(_ body: () -> Void) {
        received = 0
        let previous = held.map { signal($0, noteHeldSignal) }
        body()
        for (number, handler) in zip(held, previous) { signal(number, handler) }
        if received != 0 { raise(received) }
    }
}

private func noteHeldSignal(_ number: Int32) {
    HeldSignals.received = number
}

import Foundation

/// The snapshots of one package: discovery of stored and pending files, accept and reject.
package struct SnapshotStore: Sendable {
    /// The package root that holds `Snapshots/`.
    package var root: URL

    /// Makes a store for the package at `root`.
    package init(root: URL) {
        self.root = root
    }

    /// Root-relative paths of every file under `Snapshots/`, sorted; hidden files (such as
    /// temporary files of an unfinished write) are left out.
    package func allFiles() -> [String] {
        let folder = root.appendingPathComponent(SnapshotLocation.folder)
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        let prefix = folder.path + "/"
        var paths: [String] = []
        for case let url as URL in walker {
            let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile
            guard isFile == true, url.path.hasPrefix(prefix) else { continue }
            paths.append(SnapshotLocation.folder + "/" + url.path.dropFirst(prefix.count))
        }
        return paths.sorted()
    }

    /// Root-relative paths of stored snapshots (`.txt`), sorted.
    package func storedPaths() -> [String] {
        allFiles().filter { $0.hasSuffix(SnapshotLocation.storedExtension) }
    }

    /// Pending snapshots (`.txt.new`), sorted by path.
    package func pending() -> [PendingSnapshot] {
        let suffix = SnapshotLocation.storedExtension + SnapshotLocation.pendingSuffix
        return allFiles().filter { $0.hasSuffix(suffix) }.map {
            PendingSnapshot(storedPath: String($0.dropLast(SnapshotLocation.pendingSuffix.count)))
        }
    }

    /// The absolute URL of a root-relative path.
    package func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The stored text of a pending snapshot, or `nil` when it is new.
    package func storedText(of snapshot: PendingSnapshot) throws(SnapshotError) -> String? {
        try SnapshotFile.read(url(snapshot.storedPath), shownAs: snapshot.storedPath)
    }

    /// The pending text of a snapshot.
    package func pendingText(of snapshot: PendingSnapshot) throws(SnapshotError) -> String {
        guard
            let text = try SnapshotFile.read(
                url(snapshot.pendingPath), shownAs: snapshot.pendingPath)
        else { throw .unreadable(snapshot.pendingPath, "the file is gone") }
        return text
    }

    /// The unified diff from the stored text to the pending text.
    package func diff(of snapshot: PendingSnapshot, colored: Bool) throws(SnapshotError) -> String {
        let stored = try storedText(of: snapshot)
        let pending = try pendingText(of: snapshot)
        let oldLabel = stored == nil ? "/dev/null (new snapshot)" : snapshot.storedPath
        let formatted = UnifiedDiff.format(
            old: stored ?? "", new: pending, oldLabel: oldLabel, newLabel: snapshot.pendingPath,
            colored: colored)
        // Equal texts only differ in line endings; say so rather than print nothing.
        return formatted ?? "\(snapshot.pendingPath) matches \(snapshot.storedPath)."
    }

    /// Makes the pending text the stored snapshot in one rename.
    package func accept(_ snapshot: PendingSnapshot) throws(SnapshotError) {
        try SnapshotFile.move(
            url(snapshot.pendingPath), over: url(snapshot.storedPath), shownAs: snapshot.storedPath)
    }

    /// Deletes the pending file and keeps the stored snapshot.
    package func reject(_ snapshot: PendingSnapshot) throws(SnapshotError) {
        try SnapshotFile.remove(url(snapshot.pendingPath), shownAs: snapshot.pendingPath)
    }

    /// Turns a path typed by a user into a root-relative stored path.
    ///
    /// Accepts the `.txt` or the `.txt.new` path, relative to `currentFolder` or to the root,
    /// or absolute. Returns `nil` when the path is not inside `Snapshots/` or is neither kind.
    package func storedPath(forUserPath path: String, currentFolder: URL) -> String? {
        let suffix = SnapshotLocation.storedExtension + SnapshotLocation.pendingSuffix
        let candidates =
            path.hasPrefix("/")
            ? [URL(fileURLWithPath: path)]
            : [currentFolder.appendingPathComponent(path), root.appendingPathComponent(path)]
        let prefix = root.standardizedFileURL.path + "/"
        for candidate in candidates {
            var full = candidate.standardizedFileURL.path
            guard full.hasPrefix(prefix) else { continue }
            if full.hasSuffix(suffix) { full.removeLast(SnapshotLocation.pendingSuffix.count) }
            let relative = String(full.dropFirst(prefix.count))
            guard relative.hasPrefix(SnapshotLocation.folder + "/"),
                relative.hasSuffix(SnapshotLocation.storedExtension)
            else { continue }
            let exists =
                FileManager.default.fileExists(atPath: url(relative).path)
                || FileManager.default.fileExists(
                    atPath: url(relative + SnapshotLocation.pendingSuffix).path)
            if exists { return relative }
        }
        return nil
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
        let realSnapshots = Self.realPath(folder.path)
        var folderIsInside: [String: Bool] = [:]
        var paths: [String] = []
        for case let url as URL in walker {
            // Only regular files in folders that are really inside Snapshots/: a symbolic link
            // may lead out of the package, and the tools move and delete what they list.
            guard url.path.hasPrefix(prefix), isRegularFile(atPath: url.path) else { continue }
            let parent = url.deletingLastPathComponent().path
            let inside =
                folderIsInside[parent] ?? Self.lies(Self.realPath(parent), in: realSnapshots)
            folderIsInside[parent] = inside
            guard inside else { continue }
            paths.append(SnapshotLocation.folder + "/" + url.path.dropFirst(prefix.count))
        }
        return paths.sorted()
    }

    /// Whether `path` is a regular file itself, not a symbolic link to one.
    private func isRegularFile(atPath path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Why the tools must leave the snapshot stored at the root-relative `storedPath` (and its
    /// pending file) alone, or `nil` when they may work with it: its folder, once symbolic
    /// links are resolved, is not inside `Snapshots/`, or the stored or pending file is there
    /// but is not a regular file (a symbolic link, a folder, a FIFO).
    package func unsafeFileProblem(storedPath: String) -> SnapshotError? {
        let snapshots = url(SnapshotLocation.folder).path
        let folder = url(storedPath).deletingLastPathComponent().path
        guard Self.lies(Self.realPath(folder), in: Self.realPath(snapshots)) else {
            return .leadsOutOfSnapshots(storedPath)
        }
        for path in [storedPath, storedPath + SnapshotLocation.pendingSuffix] {
            var status = stat()
            if lstat(url(path).path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
                return .notARegularFile(path)
            }
        }
        return nil
    }

    /// Whether the resolved `path` is the resolved `folder` or lies inside it; `false` when
    /// either does not exist.
    private static func lies(_ path: String?, in folder: String?) -> Bool {
        guard let path, let folder else { return false }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` with every symbolic link resolved, or `nil` when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
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

    /// The stored snapshot's bytes as read for comparing (line endings made plain, final
    /// newline dropped), or `nil` when there is none.
    package func storedBytes(of snapshot: PendingSnapshot) throws(SnapshotError) -> [UInt8]? {
        try SnapshotFile.storedBytes(
            atPath: url(snapshot.storedPath).path, shownAs: snapshot.storedPath)
    }

    /// The pending text of a snapshot.
    package func pendingText(of snapshot: PendingSnapshot) throws(SnapshotError) -> String {
        guard
            let text = try SnapshotFile.read(
                url(snapshot.pendingPath), shownAs: snapshot.pendingPath)
        else { throw .unreadable(snapshot.pendingPath, "the file is gone") }
        return text
    }

    /// The unified diff from the stored text to the pending text; a transcript's hunks are
    /// headed by the typed line that led to them, and with `marksChangedWords` the words that
    /// changed within a changed line are marked.
    package func diff(
        of snapshot: PendingSnapshot, colored: Bool, marksChangedWords: Bool = false
    ) throws(SnapshotError) -> String {
        let stored = try storedText(of: snapshot)
        let pending = try pendingText(of: snapshot)
        // File names are anyone's bytes: shown, never obeyed.
        let storedLabel = VisibleName.escaping(snapshot.storedPath)
        let pendingLabel = VisibleName.escaping(snapshot.pendingPath)
        let oldLabel = stored == nil ? "/dev/null (new snapshot)" : storedLabel
        let formatted = UnifiedDiff.format(
            old: stored ?? "", new: pending, oldLabel: oldLabel, newLabel: pendingLabel,
            colored: colored, heading: TranscriptHeading.heading(forNewText: pending),
            marksChangedWords: marksChangedWords)
        // Equal texts only differ in line endings; say so rather than print nothing.
        return formatted ?? "\(pendingLabel) matches \(storedLabel)."
    }

    /// What a pending snapshot changes, wherever and however often it happens in the text.
    ///
    /// Each run of changed lines is one piece: when a run replaces lines one for one and each
    /// keeps some of its words, the piece is the words removed and added (`quit` → `exit`, in
    /// whatever line); otherwise it is the lines themselves. Snapshots with the same pieces (one
    /// command renamed in the footer of every screen, at every width, in every story) are
    /// decided together by `scenic review`.
    package struct Change: Hashable, Sendable {
        /// One run of changed lines.
        package enum Piece: Hashable, Sendable {
            /// Lines changed word by word: the words removed and added, spaces left out.
            case words(removed: [String], added: [String])
            /// Lines removed and added as a whole.
            case lines(removed: [String], added: [String])
        }

        /// The distinct pieces: the same piece in several places counts once.
        package var pieces: Set<Piece>
        /// Whether there is no stored snapshot: every line is added.
        package var isNew: Bool

        /// The change in words for a group's heading, such as `"quit" → "exit"`, when every
        /// piece is a change of words; `nil` otherwise.
        package var summary: String? {
            var parts: [String] = []
            for piece in pieces {
                guard case .words(let removed, let added) = piece else { return nil }
                let quoted = { (words: [String]) in
                    words.isEmpty ? "nothing" : "\"" + words.joined(separator: " ") + "\""
                }
                parts.append(quoted(removed) + " → " + quoted(added))
            }
            return parts.sorted().joined(separator: "; ")
        }
    }

    /// The change `snapshot` makes to its stored snapshot.
    ///
    /// - Throws: ``SnapshotError`` when either file cannot be read.
    package func change(of snapshot: PendingSnapshot) throws(SnapshotError) -> Change {
        let stored = try storedText(of: snapshot)
        // By text alone: whether a line is followed by a newline only tells where the text
        // ends, which a change at the end would otherwise count as a change of its last line.
        let oldLines = TextLines(stored ?? "").lines.map { String($0.text) }
        let newLines = TextLines(try pendingText(of: snapshot)).lines.map { String($0.text) }
        var pieces = Set<Change.Piece>()
        var removed: [String] = []
        var added: [String] = []
        func endRun() {
            defer {
                removed = []
                added = []
            }
            guard !removed.isEmpty || !added.isEmpty else { return }
            if removed.count == added.count {
                let pairs = zip(removed, added).map { WordDiff(old: $0, new: $1) }
                // A line of one word replaced by another one-word line is a change of words
                // too: a footer's last command wrapped onto a line of its own, say.
                if pairs.allSatisfy({ $0.keepsAWord || $0.isOneWordEach }) {
                    for pair in pairs {
                        let change = pair.change
                        pieces.insert(.words(removed: change.removed, added: change.added))
                    }
                    return
                }
            }
            pieces.insert(.lines(removed: removed, added: added))
        }
        for edit in LineDiff.edits(from: oldLines, to: newLines) {
            switch edit {
            case .keep: endRun()
            case .delete(let index):
                // A deletion after an addition starts a new run.
                if !added.isEmpty { endRun() }
                removed.append(oldLines[index])
            case .insert(let index): added.append(newLines[index])
            }
        }
        endRun()
        return Change(pieces: pieces, isNew: stored == nil)
    }

    /// `pending` grouped by change, each group in the order given and the groups in the order
    /// of their first snapshot; the snapshots that could not be read are set apart with why.
    package func groupedByChange(_ pending: [PendingSnapshot]) -> (
        groups: [[PendingSnapshot]], unreadable: [(PendingSnapshot, SnapshotError)]
    ) {
        var groups: [[PendingSnapshot]] = []
        var groupOfChange: [Change: Int] = [:]
        var unreadable: [(PendingSnapshot, SnapshotError)] = []
        for snapshot in pending {
            do throws(SnapshotError) {
                let change = try change(of: snapshot)
                if let index = groupOfChange[change] {
                    groups[index].append(snapshot)
                } else {
                    groupOfChange[change] = groups.count
                    groups.append([snapshot])
                }
            } catch {
                unreadable.append((snapshot, error))
            }
        }
        return (groups, unreadable)
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

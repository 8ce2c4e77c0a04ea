import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The snapshots of one package: discovery of stored and pending files, accept and reject.
///
/// Every file is reached through a ``FileTree``: no symbolic link below the root is followed,
/// only regular files are read, moved or deleted, and reads are bounded.
package struct SnapshotStore: Sendable {
    /// The package root that holds `Snapshots/`.
    package var root: URL
    /// What messages put before a root-relative path: empty for the package, `BUNDLE/` for an
    /// artifacts bundle read as a store.
    package var shownPrefix: String

    /// Makes a store for the package at `root`, shown in messages after `shownPrefix`.
    package init(root: URL, shownPrefix: String = "") {
        self.root = root
        self.shownPrefix = shownPrefix
    }

    /// The files under the root, reached without following links.
    package var tree: FileTree {
        FileTree(root: root.path, shownPrefix: shownPrefix)
    }

    /// How messages show the root-relative `path`.
    package func shown(_ path: String) -> String {
        shownPrefix + path
    }

    /// What a listing of `Snapshots/` found.
    package struct Listing: Sendable {
        /// Root-relative paths of every regular file under `Snapshots/`, sorted; hidden files
        /// (such as temporary files of an unfinished write) are left out.
        package var files: [String]
        /// The folders that could not be listed, as ``SnapshotError/unlistable(_:_:)``: what
        /// they hold is not in ``files``; and the pending files that are not regular files (a
        /// link, a FIFO, a folder), as ``SnapshotError/notARegularFile(_:_:)``.
        package var problems: [SnapshotError]
        /// Entries that are neither a regular file nor a folder (a link, a FIFO), passed over:
        /// root-relative paths, each with why.
        package var passedOver: [(path: String, problem: SnapshotError)] = []

        /// Root-relative paths of stored snapshots (`Snapshots/<suite>/<test>.<name>.txt`),
        /// sorted.
        package var storedPaths: [String] {
            files.filter(SnapshotLocation.isStoredPath)
        }

        /// Root-relative paths of the `.txt` and `.txt.new` files that no snapshot test writes
        /// (`Snapshots/README.txt`, `Snapshots/Cart/my notes.txt`), sorted: the tools that
        /// delete leave them alone, and say so.
        package var otherTextFiles: [String] {
            let pendingSuffix = SnapshotLocation.storedExtension + SnapshotLocation.pendingSuffix
            return files.filter { path in
                let stored =
                    path.hasSuffix(pendingSuffix)
                    ? String(path.dropLast(SnapshotLocation.pendingSuffix.count)) : path
                return stored.hasSuffix(SnapshotLocation.storedExtension)
                    && !SnapshotLocation.isStoredPath(stored)
            }
        }

        /// Pending snapshots (`.txt.new`), sorted by path: those named as a test could name
        /// them (``SnapshotLocation/hasSafeNames(_:)``), as `apply` takes from a bundle.
        package var pending: [PendingSnapshot] {
            pendingFiles.filter { !checksNames || $0.isNamedAsATestNamesIt }.map(\.snapshot)
        }

        /// Whether ``pending`` leaves out files whose names no test writes.
        package var checksNames = true

        /// Every `.txt.new` file, and whether it is named as a test names a snapshot's.
        private var pendingFiles: [(snapshot: PendingSnapshot, isNamedAsATestNamesIt: Bool)] {
            let suffix = SnapshotLocation.storedExtension + SnapshotLocation.pendingSuffix
            return files.filter { $0.hasSuffix(suffix) }.map {
                let stored = String($0.dropLast(SnapshotLocation.pendingSuffix.count))
                return (PendingSnapshot(storedPath: stored), SnapshotLocation.hasSafeNames(stored))
            }
        }

        /// The pending files left alone for their names (`weird name.txt.new`), each a problem:
        /// they were listed, accepted and reviewed as snapshots, where `apply` refuses them
        /// (found by a hostile tester).
        var misnamed: [SnapshotError] {
            pendingFiles.filter { !$0.isNamedAsATestNamesIt }.map {
                .notASnapshotName($0.snapshot.pendingPath)
            }
        }
    }

    /// Lists `Snapshots/`: only regular files, in folders that are really there, since the
    /// tools move and delete what they list and a symbolic link may lead anywhere.
    ///
    /// With `checkingNames`, a pending file whose name no test writes is left out of
    /// ``Listing/pending`` and said among the problems; a bundle's listing leaves it in, for
    /// `apply` and `merge` to refuse with the name's problem.
    package func listing(checkingNames: Bool = true) -> Listing {
        let found = tree.files(under: SnapshotLocation.folder)
        // A pending file that is a link, a FIFO or a folder was invisible: `status` said "No
        // pending snapshots." and exited 0 (a hostile tester); so was one in a suite's folder
        // that is a link. A stored snapshot that is a link is refused with its entry.
        let passedOver = found.passedOver.filter {
            !$0.path.hasSuffix(SnapshotLocation.storedExtension)
        }.sorted { $0.path < $1.path }
        var listing = Listing(
            files: found.files, problems: found.problems + passedOver.map(\.problem),
            passedOver: found.passedOver)
        if checkingNames {
            listing.problems += listing.misnamed
        } else {
            listing.checksNames = false
        }
        return listing
    }

    /// Root-relative paths of every regular file under `Snapshots/`, sorted; see
    /// ``listing()``, which also says which folders could not be listed.
    package func allFiles() -> [String] {
        listing().files
    }

    /// Why the tools must leave the snapshot stored at the root-relative `storedPath` (and its
    /// pending file) alone, or `nil` when they may work with it: a folder on its way is a
    /// symbolic link, is not a folder or cannot be opened, or the stored or pending file is
    /// there but is not a regular file (a symbolic link, a folder, a FIFO).
    package func unsafeFileProblem(storedPath: String) -> SnapshotError? {
        unsafeFileProblem(among: [storedPath, storedPath + SnapshotLocation.pendingSuffix])
    }

    /// Why the tools must leave the pending file of the snapshot stored at `storedPath` alone,
    /// or `nil` when they may read it: as ``unsafeFileProblem(storedPath:)``, for the pending
    /// file only (what a listing of pending snapshots checks).
    package func unsafePendingFileProblem(storedPath: String) -> SnapshotError? {
        unsafeFileProblem(among: [storedPath + SnapshotLocation.pendingSuffix])
    }

    private func unsafeFileProblem(among paths: [String]) -> SnapshotError? {
        do throws(SnapshotError) {
            for path in paths {
                if let kind = try tree.kind(of: path), kind != .regularFile {
                    return .notARegularFile(shown(path), kind)
                }
            }
            return nil
        } catch {
            return error
        }
    }

    /// Root-relative paths of stored snapshots (`.txt`), sorted.
    package func storedPaths() -> [String] {
        listing().storedPaths
    }

    /// Pending snapshots (`.txt.new`), sorted by path.
    package func pending() -> [PendingSnapshot] {
        listing().pending
    }

    /// The absolute URL of a root-relative path.
    package func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The stored text of a pending snapshot, or `nil` when it is new.
    package func storedText(of snapshot: PendingSnapshot) throws(SnapshotError) -> String? {
        guard let bytes = try storedBytes(of: snapshot) else { return nil }
        return try SnapshotFile.text(of: bytes, shownAs: shown(snapshot.storedPath))
    }

    /// The stored snapshot's bytes as read for comparing (line endings made plain, final
    /// newline dropped), or `nil` when there is none.
    package func storedBytes(of snapshot: PendingSnapshot) throws(SnapshotError) -> [UInt8]? {
        try tree.read(snapshot.storedPath).map(SnapshotFile.plainText)
    }

    /// The pending file's bytes as read for comparing, or `nil` when there is none.
    package func pendingBytes(of snapshot: PendingSnapshot) throws(SnapshotError) -> [UInt8]? {
        try tree.read(snapshot.pendingPath).map(SnapshotFile.plainText)
    }

    /// The pending text of a snapshot.
    package func pendingText(of snapshot: PendingSnapshot) throws(SnapshotError) -> String {
        try pendingText(of: reading(of: snapshot))
    }

    /// Reads both files of `snapshot` once, as they are.
    ///
    /// - Throws: ``SnapshotError/unreadable(_:_:)`` when the pending file is gone, or why
    ///   either file cannot be read.
    package func reading(of snapshot: PendingSnapshot) throws(SnapshotError) -> SnapshotReading {
        guard let pending = try tree.read(snapshot.pendingPath) else {
            throw .unreadable(shown(snapshot.pendingPath), "the file is gone")
        }
        return SnapshotReading(
            snapshot: snapshot, storedBytes: try tree.read(snapshot.storedPath),
            pendingBytes: pending)
    }

    /// The stored text of a reading, or `nil` when it had no stored file.
    package func storedText(of reading: SnapshotReading) throws(SnapshotError) -> String? {
        guard let bytes = reading.storedBytes else { return nil }
        return try SnapshotFile.text(
            of: SnapshotFile.plainText(bytes), shownAs: shown(reading.snapshot.storedPath))
    }

    /// The pending text of a reading.
    package func pendingText(of reading: SnapshotReading) throws(SnapshotError) -> String {
        try SnapshotFile.text(
            of: SnapshotFile.plainText(reading.pendingBytes),
            shownAs: shown(reading.snapshot.pendingPath))
    }

    /// The unified diff from the stored text to the pending text; a transcript's hunks are
    /// headed by the typed line that led to them, and with `marksChangedWords` the words that
    /// changed within a changed line are marked.
    package func diff(
        of snapshot: PendingSnapshot, colored: Bool, marksChangedWords: Bool = false
    ) throws(SnapshotError) -> String {
        try diff(of: reading(of: snapshot), colored: colored, marksChangedWords: marksChangedWords)
    }

    /// The unified diff from a reading's stored text to its pending text, as for a pending
    /// snapshot.
    package func diff(
        of reading: SnapshotReading, colored: Bool, marksChangedWords: Bool = false
    ) throws(SnapshotError) -> String {
        let snapshot = reading.snapshot
        let stored = try storedText(of: reading)
        let pending = try pendingText(of: reading)
        // File names are anyone's bytes: shown, never obeyed.
        let storedLabel = VisibleName.escaping(shown(snapshot.storedPath))
        let pendingLabel = VisibleName.escaping(shown(snapshot.pendingPath))
        let oldLabel = stored == nil ? "/dev/null (new snapshot)" : storedLabel
        let formatted = UnifiedDiff.format(
            old: stored ?? "", new: pending, oldLabel: oldLabel, newLabel: pendingLabel,
            colored: colored, heading: TranscriptHeading.heading(forNewText: pending),
            marksChangedWords: marksChangedWords)
        if let formatted { return formatted }
        // A new snapshot without a line has no diff, and nothing to match: say what it is.
        guard stored != nil else {
            return "\(pendingLabel) is a new snapshot with no text; nothing is stored at "
                + "\(storedLabel) yet."
        }
        // Equal texts only differ in line endings; say so rather than print nothing.
        return "\(pendingLabel) matches \(storedLabel)."
    }

    /// The change `snapshot` makes to its stored snapshot.
    ///
    /// - Throws: ``SnapshotError`` when either file cannot be read.
    package func change(of snapshot: PendingSnapshot) throws(SnapshotError) -> SnapshotChange {
        try change(of: reading(of: snapshot))
    }

    /// The change a reading makes to its stored snapshot.
    ///
    /// - Throws: ``SnapshotError`` when either text is not UTF-8.
    package func change(of reading: SnapshotReading, budget: WordBudget? = nil)
        throws(SnapshotError) -> SnapshotChange
    {
        SnapshotChange(
            stored: try storedText(of: reading), pending: try pendingText(of: reading),
            budget: budget)
    }

    /// A hunk of a group's other snapshot that the first one's diff does not show.
    package struct UnshownHunk: Sendable {
        /// The snapshot whose diff has it (the first of the group's that does).
        package var snapshot: PendingSnapshot
        /// The hunk, its `@@` line first.
        package var hunk: String
    }

    /// The hunks of the diffs of a group's other snapshots that the first one's diff does not
    /// show, each once, in order: what one decision on the group decides unseen otherwise.
    ///
    /// A group is the same change of words wherever it sits (`"no"` → `"yes"`), so the lines
    /// around it may differ (`Export: no`, `Wipe disk on exit: no`), and so may the lines
    /// around a changed line that is the same (`Enabled: no` under `Backups` and under
    /// `Danger zone`). Each hunk is compared, and shown, whole, as the diff shows it (the
    /// lines around a change included): only its `@@` line, which numbers it, is left out of
    /// the comparison.
    ///
    /// - Throws: ``SnapshotError`` when a text is not UTF-8.
    package func hunksNotShown(
        in group: [SnapshotReading], colored: Bool, marksChangedWords: Bool = false
    ) throws(SnapshotError) -> [UnshownHunk] {
        guard let first = group.first, group.count > 1 else { return [] }
        func hunks(_ reading: SnapshotReading, colored: Bool) throws(SnapshotError) -> [String] {
            let diff = try self.diff(
                of: reading, colored: colored, marksChangedWords: marksChangedWords)
            var hunks: [String] = []
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
                if UnifiedDiff.isHunkHeader(line) {
                    hunks.append(String(line))
                } else if !hunks.isEmpty, !UnifiedDiff.isLegend(line) {
                    hunks[hunks.count - 1] += "\n" + line
                }
            }
            return hunks
        }
        // A hunk is compared by the lines it stands for, as stored and as pending, not as
        // shown: text that is shown escaped (`<U+0301>`) and the same text typed so look alike.
        func keys(_ reading: SnapshotReading, of hunks: [String]) throws(SnapshotError) -> [String]
        {
            let old = (try storedText(of: reading) ?? "").split(
                separator: "\n", omittingEmptySubsequences: false)
            let new = try pendingText(of: reading).split(
                separator: "\n", omittingEmptySubsequences: false)
            return hunks.map { hunk in
                guard let ranges = UnifiedDiff.hunkRanges(hunk.prefix { $0 != "\n" }) else {
                    return hunk
                }
                func lines(_ all: [Substring], _ range: (start: Int, count: Int)) -> String {
                    let from = max(0, range.start - 1)
                    let upTo = min(all.count, from + range.count)
                    return from < upTo ? all[from..<upTo].joined(separator: "\n") : ""
                }
                return lines(old, ranges.old) + "\u{0}" + lines(new, ranges.new)
            }
        }
        var shown = Set(try keys(first, of: hunks(first, colored: false)))
        var unshown: [UnshownHunk] = []
        for reading in group.dropFirst() {
            let plain = try hunks(reading, colored: false)
            // The same hunks colored, when they are to be shown so.
            let display = colored ? try hunks(reading, colored: true) : plain
            for (index, key) in try keys(reading, of: plain).enumerated()
            where shown.insert(key).inserted {
                unshown.append(
                    UnshownHunk(
                        snapshot: reading.snapshot,
                        hunk: index < display.count ? display[index] : plain[index]))
            }
        }
        return unshown
    }

    /// Pending snapshots that make the same change, read once.
    package struct ChangeGroup: Sendable {
        /// The change they make.
        package let change: SnapshotChange
        /// Their readings, in the order given.
        package var readings: [SnapshotReading]
    }

    /// `pending` read once and grouped by change, each group in the order given and the
    /// groups in the order of their first snapshot; the snapshots that could not be read are
    /// set apart with why.
    package func groupedByChange(_ pending: [PendingSnapshot]) -> (
        groups: [ChangeGroup], unreadable: [(PendingSnapshot, SnapshotError)]
    ) {
        var groups: [ChangeGroup] = []
        var groupOfChange: [SnapshotChange: Int] = [:]
        var unreadable: [(PendingSnapshot, SnapshotError)] = []
        // One budget for them all: the first screen waits for every change.
        let budget = WordBudget(bytes: 4 * SnapshotChange.mostBytesReadByWords)
        for snapshot in pending {
            do throws(SnapshotError) {
                let reading = try reading(of: snapshot)
                let change = try change(of: reading, budget: budget)
                if let index = groupOfChange[change] {
                    groups[index].readings.append(reading)
                } else {
                    groupOfChange[change] = groups.count
                    groups.append(ChangeGroup(change: change, readings: [reading]))
                }
            } catch {
                unreadable.append((snapshot, error))
            }
        }
        return (groups, unreadable)
    }

    /// When a stored snapshot was last changed, against its pending file.
    package enum StoredChange: Equatable, Sendable {
        /// Before the pending file was written, or not known to be after (either is missing
        /// or not a regular file, or their times cannot be read).
        case before
        /// After: by hand, or by git bringing another version.
        case after
        /// At a time still to come: a clock set wrong, or files from another machine, so
        /// whether it was changed after cannot be told.
        case inTheFuture
    }

    /// When the stored snapshot was modified, against its pending file's writing.
    ///
    /// A test compared with the text stored when it ran: one changed after (by hand, or by
    /// git bringing another version) is not the text it compared with. A file that is not
    /// a regular one is left for the decision to name.
    ///
    /// A file's change is the later of its modification time and its status change time: a
    /// file restored with its old modification time (`cp -p`, `mv` from a backup, `tar x`,
    /// `rsync -t`) was accepted over, the hand edit it held lost (found by a hostile tester);
    /// no program sets the status change time back.
    package func storedChange(_ snapshot: PendingSnapshot) -> StoredChange {
        func status(_ path: String) -> stat? {
            var status = stat()
            guard lstat(url(path).path, &status) == 0, status.st_mode & S_IFMT == S_IFREG
            else { return nil }
            return status
        }
        guard let stored = status(snapshot.storedPath),
            let pending = status(snapshot.pendingPath)
        else { return .before }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        if !FileTree.modified(stored).lexicographicallyPrecedes([Int(now.tv_sec) + 1, 0]) {
            return .inTheFuture
        }
        return FileTree.lastChanged(pending).lexicographicallyPrecedes(FileTree.lastChanged(stored))
            ? .after : .before
    }

    /// What accepting or rejecting a pending snapshot did.
    package enum Decided: Equatable, Sendable {
        /// It was accepted or rejected.
        case done
        /// Nothing: the pending file holds other text than the one read (a test run wrote it
        /// again).
        case pendingChanged
        /// Nothing: the stored file holds other text than the one read (git, or a hand).
        case storedChanged
        /// Nothing: the pending file is gone (another process accepted, rejected or removed
        /// it).
        case pendingGone
    }

    /// Makes the pending text the stored snapshot in one rename, once it is read as the tests
    /// read a stored one: UTF-8, and at most ``SnapshotFile/sizeLimit`` bytes.
    ///
    /// Renamed unread, a pending file the tests then refused (bytes that are not UTF-8, 70 MB
    /// a test wrote) replaced a good snapshot, and could be neither diffed nor reviewed (found by
    /// a hostile tester).
    ///
    /// - Throws: ``SnapshotError/notUTF8(_:)`` or ``SnapshotError/tooLarge(_:bytes:limit:)``,
    ///   and the pending file stays.
    @discardableResult
    package func accept(_ snapshot: PendingSnapshot) throws(SnapshotError) -> Decided {
        guard let pending = try tree.read(snapshot.pendingPath) else { return .pendingGone }
        guard String(validating: pending, as: UTF8.self) != nil else {
            throw .notUTF8(snapshot.pendingPath)
        }
        return Self.decided(
            try tree.move(snapshot.pendingPath, over: snapshot.storedPath, ifHolding: pending))
    }

    /// Makes the pending text of `reading` the stored snapshot, only if both files still hold
    /// what was read: a reviewer accepts the change shown, never one written after.
    package func accept(_ reading: SnapshotReading) throws(SnapshotError) -> Decided {
        let snapshot = reading.snapshot
        guard try tree.read(snapshot.storedPath) == reading.storedBytes else {
            return try tree.kind(of: snapshot.pendingPath) == nil ? .pendingGone : .storedChanged
        }
        let outcome = try tree.move(
            snapshot.pendingPath, over: snapshot.storedPath, ifHolding: reading.pendingBytes)
        return Self.decided(outcome)
    }

    /// Deletes the pending file and keeps the stored snapshot.
    @discardableResult
    package func reject(_ snapshot: PendingSnapshot) throws(SnapshotError) -> Decided {
        Self.decided(try tree.remove(snapshot.pendingPath))
    }

    /// Deletes the pending file of `reading`, only if it still holds what was read.
    package func reject(_ reading: SnapshotReading) throws(SnapshotError) -> Decided {
        Self.decided(
            try tree.remove(reading.snapshot.pendingPath, ifHolding: reading.pendingBytes))
    }

    /// What a file tree's outcome means for a decision about a pending file.
    private static func decided(_ outcome: FileTree.Outcome) -> Decided {
        switch outcome {
        case .done: return .done
        case .changed: return .pendingChanged
        case .gone: return .pendingGone
        }
    }

    /// Turns a path typed by a user into a root-relative stored path.
    ///
    /// Accepts the `.txt` or the `.txt.new` path, relative to `currentFolder` or to the root,
    /// or absolute. Returns `nil` when the path is not inside `Snapshots/` or is neither kind.
    ///
    /// - Throws: ``SnapshotError/unreachable(_:folder:_:)`` when neither file is found because
    ///   a folder on the way cannot be used, rather than saying there is no such file.
    package func storedPath(forUserPath path: String, currentFolder: URL) throws(SnapshotError)
        -> String?
    {
        let suffix = SnapshotLocation.storedExtension + SnapshotLocation.pendingSuffix
        var blocked: SnapshotError?
        for var relative in rootRelativePaths(forUserPath: path, currentFolder: currentFolder) {
            if relative.hasSuffix(suffix) {
                relative.removeLast(SnapshotLocation.pendingSuffix.count)
            }
            guard relative.hasPrefix(SnapshotLocation.folder + "/"),
                relative.hasSuffix(SnapshotLocation.storedExtension)
            else { continue }
            do throws(SnapshotError) {
                let stored = try tree.kind(of: relative)
                let pending = try tree.kind(of: relative + SnapshotLocation.pendingSuffix)
                if stored != nil || pending != nil { return relative }
            } catch {
                blocked = blocked ?? error
            }
        }
        if let blocked { throw blocked }
        return nil
    }

    /// The root-relative paths `path`, as a user typed it, may name; `""` for the root itself.
    ///
    /// It is read relative to `currentFolder`, then to the root, or as absolute. Paths outside
    /// the package are left out.
    ///
    /// A path that reaches the package through a symbolic link (`$PWD` in a linked folder,
    /// `/tmp` on a Mac, where the current folder is `/private/tmp`) names the same place as the
    /// root's own path; links inside the package are left as they are, for the tools to refuse.
    package func rootRelativePaths(forUserPath path: String, currentFolder: URL) -> [String] {
        let candidates =
            path.hasPrefix("/")
            ? [URL(fileURLWithPath: path)]
            : [currentFolder.appendingPathComponent(path), root.appendingPathComponent(path)]
        let rootPath = root.standardizedFileURL.path
        let realRoot = Self.realPath(rootPath)
        return candidates.compactMap { candidate in
            let full = candidate.standardizedFileURL.path
            if (full + "/").hasPrefix(rootPath + "/") {
                return String((full + "/").dropFirst(rootPath.count + 1).dropLast())
            }
            // The shortest part of the path that is the root, reached another way.
            guard let realRoot else { return nil }
            let components = full.split(separator: "/")
            for count in 0...components.count
            where Self.realPath("/" + components.prefix(count).joined(separator: "/")) == realRoot {
                return components.dropFirst(count).joined(separator: "/")
            }
            return nil
        }
    }

    /// `path` with every link resolved, or `nil` when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

import Foundation
import Scenic
import ScenicSnapshotStore

/// What every subcommand works with: the package's snapshots, where the user is, and the
/// environment.
struct CommandContext {
    var store: SnapshotStore
    var currentFolder: URL
    var environment: [String: String]

    /// The pending snapshots named by user-typed paths, in the order given.
    ///
    /// A path names one snapshot (its `.txt` or `.txt.new` file), a folder under `Snapshots/`
    /// (every pending snapshot in it), or, quoted so the shell leaves it alone, a glob such as
    /// `"Snapshots/Cart*/*.40.txt"` (every pending snapshot it matches; `*` stays within a
    /// folder). Paths are relative to the current folder or to the package root, or absolute.
    /// Checks every path before anything acts on one, so a typo changes nothing.
    func pendingSnapshots(at paths: [String]) throws(CommandError) -> [PendingSnapshot] {
        var found: [PendingSnapshot] = []
        // A set beside the list: a glob may match thousands, and searching the list for each
        // made that quadratic.
        var seen: Set<PendingSnapshot> = []
        // Listed once, however many globs and spellings of them: each listing warned again
        // about the names it could not read (found by a hostile tester).
        var listed: [PendingSnapshot]?
        func pendingOnce() -> [PendingSnapshot] {
            if let listed { return listed }
            let snapshots = pending().snapshots
            listed = snapshots
            return snapshots
        }
        for path in paths {
            if let matched = try pendingSnapshots(inFolderOrGlob: path, pending: pendingOnce) {
                for snapshot in matched where seen.insert(snapshot).inserted {
                    found.append(snapshot)
                }
                continue
            }
            guard
                let stored = try attempt({ () throws(SnapshotError) in
                    try store.storedPath(forUserPath: path, currentFolder: currentFolder)
                })
            else { throw .unknownPath(path) }
            // As for `--all`: the pending file must be a regular one, and the stored one is for
            // the decision to judge (a rejection never touches it).
            if let problem = store.unsafePendingFileProblem(storedPath: stored) {
                throw .snapshot(problem)
            }
            let snapshot = PendingSnapshot(storedPath: stored)
            // A name no test writes is decided as asked, but not one with a control character
            // (a newline, a tab), which no listing shows as it is (found by a hostile tester).
            if stored.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                throw .snapshot(.notASnapshotName(snapshot.pendingPath))
            }
            guard
                try attempt({ () throws(SnapshotError) in
                    try store.tree.kind(of: snapshot.pendingPath) != nil
                })
            else { throw .nothingPending(stored) }
            if seen.insert(snapshot).inserted { found.append(snapshot) }
        }
        return found
    }

    /// The pending snapshots under the folder or matching the glob `path`; `nil` when `path` is
    /// neither (it may name one snapshot).
    private func pendingSnapshots(
        inFolderOrGlob path: String, pending: () -> [PendingSnapshot]
    ) throws(CommandError) -> [PendingSnapshot]? {
        let isGlob = path.contains { "*?[".contains($0) }
        for relative in store.rootRelativePaths(forUserPath: path, currentFolder: currentFolder) {
            let insideSnapshots =
                relative == SnapshotLocation.folder
                || relative.hasPrefix(SnapshotLocation.folder + "/")
            if isGlob {
                guard insideSnapshots else { continue }
                let matched = pending().filter {
                    fnmatch(relative, $0.storedPath, FNM_PATHNAME) == 0
                        || fnmatch(relative, $0.pendingPath, FNM_PATHNAME) == 0
                }
                if matched.isEmpty { continue }
                return matched
            }
            // A folder named like a snapshot is a snapshot that is not a regular file, which
            // the one-snapshot path reports; not a folder with nothing pending in it.
            let namedLikeASnapshot =
                relative.hasSuffix(SnapshotLocation.storedExtension)
                || relative.hasSuffix(SnapshotLocation.pendingSuffix)
            guard insideSnapshots, !namedLikeASnapshot,
                (try? store.tree.kind(of: relative)) == .folder
            else { continue }
            let listing = store.listing()
            let matched = listing.pending.filter { $0.storedPath.hasPrefix(relative + "/") }
            guard !matched.isEmpty else {
                // A folder in it that could not be listed may hold some: say so, not "nothing".
                if let problem = listing.problems.first(where: { Self.isUnder(relative, $0) }) {
                    throw .snapshot(problem)
                }
                throw .nothingPendingIn(relative + "/")
            }
            return matched
        }
        if isGlob {
            // Stored snapshots it matches, with nothing pending, are not a pattern that names
            // none: exit 1, as for a path with nothing pending (found by a newcomer).
            let stored = store.listing().storedPaths
            let namesStored = store.rootRelativePaths(
                forUserPath: path, currentFolder: currentFolder
            )
            .contains { relative in
                stored.contains { fnmatch(relative, $0, FNM_PATHNAME) == 0 }
            }
            throw namesStored ? .nothingPendingMatches(path) : .noPendingMatch(path)
        }
        return nil
    }

    /// Whether `problem` is about the folder `relative` or one inside it.
    private static func isUnder(_ relative: String, _ problem: SnapshotError) -> Bool {
        guard case .unlistable(let folder, _) = problem else { return false }
        return folder == relative || folder.hasPrefix(relative + "/")
    }

    /// The pending snapshots of the package, after a warning on standard error for each
    /// folder that could not be listed, so that none is taken for empty; `isComplete` is false
    /// when a warning was given (something left out may be pending).
    func pending() -> (snapshots: [PendingSnapshot], isComplete: Bool) {
        let listing = store.listing()
        reportUnlisted(listing)
        return (listing.pending, listing.problems.isEmpty)
    }

    /// Says on standard error which folders of `listing` could not be listed.
    func reportUnlisted(_ listing: SnapshotStore.Listing) {
        for problem in listing.problems { Terminal.printError("warning: " + problem.message) }
    }

    /// The files of `listing` that no test asserted, in path order: stored snapshots whose
    /// root-relative path is not in `asserted`, and pending files whose snapshot is not; and
    /// those of them that belong to tests still in the package that did not run (disabled, or
    /// skipped by a condition), which are kept (``TestsThatDidNotRun``).
    func unreferenced(in listing: SnapshotStore.Listing, asserted: Set<String>) -> (
        unused: [String], kept: [String]
    ) {
        let unusedStored = listing.storedPaths.filter { !asserted.contains($0) }
        let orphanPending = listing.pending.filter {
            SnapshotLocation.isStoredPath($0.storedPath) && !asserted.contains($0.storedPath)
        }.map(\.pendingPath)
        let unreferenced = (unusedStored + orphanPending).sorted()
        // A disabled test asserts nothing, yet its snapshots are not unused.
        let kept = TestsThatDidNotRun.snapshots(
            among: unreferenced, asserted: asserted, root: store.root)
        return (unreferenced.filter { !kept.contains($0) }, unreferenced.filter(kept.contains))
    }

    /// Runs a snapshot operation, turning its error into a command error.
    func attempt<Result>(_ body: () throws(SnapshotError) -> Result) throws(CommandError) -> Result
    {
        do {
            return try body()
        } catch {
            throw .snapshot(error)
        }
    }

    /// Says on standard error that `snapshot` was passed over because of `error`.
    func reportSkipped(_ snapshot: PendingSnapshot, _ error: SnapshotError) {
        Terminal.printError("warning: " + CommandError.skipped(snapshot.pendingPath, error).message)
    }

    /// The pending snapshots among `pending` that their test's last run did not make: a story
    /// or preview deleted or renamed since they were written (see ``LastRunNames``); `nil`,
    /// said on standard error, when `Snapshots/.pending`, which records the runs, cannot be
    /// read.
    func leftOver(among pending: [PendingSnapshot]) -> Set<PendingSnapshot>? {
        let (lastRun, problem) = LastRunNames.reading(atRoot: store.root.path)
        if let problem {
            Terminal.printError("warning: " + CommandError.lastRunUnknown(problem).message)
            return nil
        }
        return Set(pending.filter { lastRun.isLeftOver($0, atRoot: store.root.path) })
    }

    /// What is where `snapshot`'s stored file goes, when it is not a regular file: what stands
    /// in the way of deciding it (a folder, a link); `nil` for a file or nothing.
    func inTheWay(of snapshot: PendingSnapshot) -> FileKind? {
        guard let kind = try? store.tree.kind(of: snapshot.storedPath), kind != .regularFile
        else { return nil }
        return kind
    }

    /// Whether the pending snapshot creates a new stored file.
    func isNew(_ snapshot: PendingSnapshot) -> Bool {
        // Listed pending files are in folders that could be opened, so the check can fail
        // only in a race; then "changed" is the cautious word.
        do {
            return try store.tree.kind(of: snapshot.storedPath) == nil
        } catch {
            return false
        }
    }
}

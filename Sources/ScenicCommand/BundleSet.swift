import Foundation
import ScenicSnapshotStore

/// Several artifacts bundles, one per shard of a CI run, read as one: `scenic apply`,
/// `scenic merge` and `scenic prune --check` take them all.
///
/// Every entry of every bundle is read and checked before anyone writes anything. An entry
/// that two bundles hold must be the same in both (the same stored text it was compared with
/// and the same actual text): the same snapshot asserted by two shards. When they differ, the
/// bundles come from different runs or commits, and the whole set is refused with both named.
///
/// The bundles are read as hostile: only regular files inside their `Snapshots/`, with safe
/// names, reached without following a symbolic link, and at most ``SnapshotFile/sizeLimit``
/// bytes each.
struct BundleSet {
    /// One bundle, opened.
    struct Bundle {
        /// The folder as the user typed it, for messages.
        var shownPath: String
        /// Its files.
        var store: SnapshotStore
        /// How many failing snapshot assertions it recorded.
        var failures = 0
    }

    /// One failing snapshot recorded by a bundle, read.
    struct Entry {
        /// The snapshot, by its root-relative path (the same in the bundle and in the package).
        var snapshot: PendingSnapshot
        /// The bundle it was read from (the first, when several hold it).
        var bundle: Int
        /// The stored snapshot it was compared with; `nil` for a new one.
        var stored: [UInt8]?
        /// The actual text.
        var text: String
    }

    /// The bundles, in the order given.
    var bundles: [Bundle]
    /// Every entry, once, in path order.
    var entries: [Entry]
    /// The entries that could not be read, with why (they are left out of ``entries``).
    var unreadable: [CommandError]
    /// How many of the bundles' folders could not be listed, and of their entries were
    /// neither a file nor a folder (each said on standard error): what they hold is left out
    /// of ``entries``.
    var unlistedFolders = 0

    /// Opens and reads the bundles at the user-typed `paths`.
    ///
    /// - Throws: ``CommandError/notABundle(_:)`` or ``CommandError/bundleUnusable(_:_:)`` for
    ///   a folder that is not one, ``CommandError/bundlesDisagree(_:_:about:)`` when two hold
    ///   different entries for one snapshot.
    init(paths: [String], context: CommandContext) throws(CommandError) {
        bundles = []
        for path in paths { bundles.append(try Self.open(path, context: context)) }
        var byPath: [String: Entry] = [:]
        var unreadable: [CommandError] = []
        // The snapshots each bundle holds a pending file of, readable or not.
        var held: [Set<String>] = []
        for (index, bundle) in bundles.enumerated() {
            // Names no test writes are refused with their entries, saying why.
            let listing = bundle.store.listing(checkingNames: false)
            context.reportUnlisted(listing)
            // A link or a FIFO in a bundle may stand where a failing snapshot was (a pending
            // file, a suite's folder): said and counted as a folder that could not be listed,
            // never passed over in silence (a second hostile tester's `merge` said "0 new" and
            // ended with 0). A stored copy is refused with its entry; the others are among the
            // listing's problems.
            unlistedFolders += listing.problems.count
            bundles[index].failures = listing.pending.count
            held.append(Set(listing.pending.map(\.storedPath)))
            for snapshot in listing.pending {
                let entry: Entry
                do throws(CommandError) {
                    entry = try Self.read(snapshot, from: bundle, index: index)
                } catch {
                    unreadable.append(error)
                    continue
                }
                guard let earlier = byPath[snapshot.storedPath] else {
                    byPath[snapshot.storedPath] = entry
                    continue
                }
                guard earlier.stored == entry.stored, earlier.text == entry.text else {
                    throw .bundlesDisagree(
                        bundles[earlier.bundle].shownPath, bundle.shownPath,
                        about: snapshot.storedPath)
                }
            }
        }
        entries = byPath.values.sorted { $0.snapshot.storedPath < $1.snapshot.storedPath }
        self.unreadable = unreadable
        // A run that asserted a snapshot and wrote nothing for it saw it match: another's
        // change of it is from another run (a retried job's bundle beside the first's), which
        // merged in silence (a hostile tester).
        for (index, bundle) in bundles.enumerated() {
            for path in Self.manifest(of: bundle).sorted() {
                guard let entry = byPath[path], entry.bundle != index, !held[index].contains(path)
                else { continue }
                throw .bundlesDisagreeOnAMatch(
                    matched: bundle.shownPath, changed: bundles[entry.bundle].shownPath,
                    about: path)
            }
        }
    }

    /// The snapshots `bundle`'s run asserted, from its manifest; none when it has none.
    private static func manifest(of bundle: Bundle) -> Set<String> {
        guard
            let bytes = try? bundle.store.tree.read(
                ArtifactBundle.manifestName, limit: RunManifest.sizeLimit)
        else { return [] }
        return RunManifest.paths(in: bytes)
    }

    /// The root-relative paths of every snapshot the runs asserted: the union of the bundles'
    /// manifests; `nil` when no bundle has one that lists a snapshot.
    ///
    /// An empty manifest is none: a run writes its manifest when a test asserts a snapshot, and
    /// were it taken for a run that asserted nothing, every snapshot of a test still in the package
    /// would be kept as the snapshot of a test that did not run.
    func referencedPaths(context: CommandContext) throws(CommandError) -> Set<String>? {
        var union: Set<String>?
        for bundle in bundles {
            let bytes = try context.attempt { () throws(SnapshotError) in
                try bundle.store.tree.read(
                    ArtifactBundle.manifestName, limit: RunManifest.sizeLimit)
            }
            guard let bytes else { continue }
            let paths = RunManifest.paths(in: bytes)
            guard !paths.isEmpty else { continue }
            union = (union ?? []).union(paths)
        }
        return union
    }

    /// The bundle named by the user-typed `path`, once it is a folder that can be opened and
    /// holds a report or a manifest.
    private static func open(_ path: String, context: CommandContext) throws(CommandError)
        -> Bundle
    {
        let url = URL(fileURLWithPath: path, relativeTo: context.currentFolder)
            .standardizedFileURL
        // A package's own folder never counts as a bundle.
        guard url.path != context.store.root.standardizedFileURL.path else {
            throw .notABundle(path)
        }
        if let problem = FileTree.problem(openingFolder: url.path) {
            throw .bundleUnusable(path, problem)
        }
        // Its files are shown under the name the user gave it, never taken for the package's.
        var shownPrefix = path
        while shownPrefix.count > 1, shownPrefix.hasSuffix("/") { shownPrefix.removeLast() }
        let store = SnapshotStore(root: url, shownPrefix: shownPrefix + "/")
        // A bundle holds its report (a run with failures), its manifest (a run that asserted
        // a snapshot) or at least the coverage of a run whose tests asserted none (a shard of
        // Logic tests).
        for name in [
            ArtifactBundle.reportName, ArtifactBundle.manifestName, CoverageLog.bundleFileName,
        ] {
            let kind = try context.attempt { () throws(SnapshotError) in
                try store.tree.kind(of: name)
            }
            if kind == .regularFile { return Bundle(shownPath: shownPrefix, store: store) }
        }
        // An empty folder is the bundle of a run that asserted no snapshot, which a CI
        // recipe made beforehand; a folder holding other things is not one.
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [""]
        guard contents.isEmpty else { throw .notABundle(path) }
        return Bundle(shownPath: shownPrefix, store: store)
    }

    /// Reads and checks one entry of `bundle`.
    private static func read(_ snapshot: PendingSnapshot, from bundle: Bundle, index: Int)
        throws(CommandError) -> Entry
    {
        // The path came from someone else's files: every part must be a plain name.
        for part in snapshot.storedPath.split(separator: "/", omittingEmptySubsequences: false)
            .dropFirst()
        {
            if let problem = SnapshotName.problem(with: String(part)) {
                throw .snapshot(.unsafeName(String(part), problem))
            }
        }
        // And where a test writes one, `Snapshots/SUITE/FILE`: one applied elsewhere (beside
        // the suites, in a folder inside one) was then warned of by every command, and decided
        // by none (found by a hostile tester).
        guard SnapshotLocation.hasSafeNames(snapshot.storedPath) else {
            throw .snapshot(.notASnapshotName(snapshot.pendingPath))
        }
        do {
            return Entry(
                snapshot: snapshot, bundle: index,
                stored: try bundle.store.storedBytes(of: snapshot),
                text: try bundle.store.pendingText(of: snapshot))
        } catch {
            throw .snapshot(error)
        }
    }
}

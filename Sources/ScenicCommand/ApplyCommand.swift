import Foundation
import ScenicSnapshotStore

/// `scenic apply [--overwrite] BUNDLE`: turns the failures a CI run recorded in an artifacts
/// bundle (`SCENIC_ARTIFACTS`) into pending snapshots here, for `scenic review`.
///
/// An entry is applied only when the stored snapshot here is the one the bundle was made
/// against (or both have none); otherwise it is refused, since its diff would mislead. A
/// pending file made here is replaced only with `--overwrite`: without it, nothing is applied
/// and the files are named. Every entry is read and checked before anything is written.
///
/// The bundle is read as hostile: only regular files inside its `Snapshots/`, with safe names,
/// reached without following a symbolic link, and at most ``SnapshotFile/sizeLimit`` bytes
/// each. Here too, no link is followed and no folder is made through one.
struct ApplyCommand {
    /// The option that lets the bundle replace pending files made here.
    static let overwriteOption = "--overwrite"

    /// The package applied to.
    var context: CommandContext

    /// What is pending here already for a bundle's entry.
    private enum PendingHere: Equatable {
        /// No pending file.
        case none
        /// A pending file with the bundle's text.
        case same
        /// A pending file with other text, which applying would replace.
        case different
    }

    /// A bundle entry, read and checked, ready to write.
    private struct Plan {
        /// The snapshot, by its root-relative path (the same in the bundle and here).
        var entry: PendingSnapshot
        /// The bundle's pending text.
        var text: String
        /// Whether no snapshot is stored here.
        var isNew: Bool
        /// What applying it would replace here.
        var pendingHere: PendingHere
    }

    /// Applies the bundle; returns 1 when an entry was refused, else 0.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        let overwrite = arguments.contains(Self.overwriteOption)
        let rest = arguments.filter { $0 != Self.overwriteOption }
        if let option = rest.first(where: { $0.hasPrefix("-") }) {
            throw .unknownOption(option, subcommand: .apply)
        }
        guard rest.count == 1 else { throw .applyNeedsOneBundle(rest.count) }
        let bundle = try openBundle(rest[0])
        let listing = bundle.listing()
        context.reportUnlisted(listing)
        guard !listing.pending.isEmpty else { throw .notABundle(rest[0]) }
        // A pending file written without the marker would escape later clean-ups, and one that
        // is not a regular file is never written through: checked before anything is done.
        let root = context.store.root.path
        if let kind = PendingMarker.kind(atRoot: root), kind != .regularFile {
            throw .snapshot(.notARegularFile(PendingMarker.path, kind))
        }

        var plans: [Plan] = []
        var refused = 0
        for entry in listing.pending {
            do throws(CommandError) {
                plans.append(try plan(entry, from: bundle))
            } catch {
                Terminal.printError("warning: " + error.message)
                refused += 1
            }
        }
        let replaced = plans.filter { $0.pendingHere == .different }.map(\.entry.pendingPath)
        guard overwrite || replaced.isEmpty else { throw .applyWouldReplace(replaced) }
        if plans.contains(where: { $0.pendingHere != .same }) {
            try context.attempt { () throws(SnapshotError) in
                try PendingMarker.set(atRoot: root)
            }
        }
        for plan in plans {
            do throws(CommandError) {
                Terminal.print(try write(plan))
            } catch {
                Terminal.printError("warning: " + error.message)
                refused += 1
            }
        }
        Terminal.print(
            refused == 0
                ? "Next: swift run scenic review"
                : "Next: swift run scenic review for the applied ones; run the tests here for "
                    + "the \(refused) refused.")
        return refused == 0 ? 0 : 1
    }

    /// The bundle named by the user-typed `path`, once it is a folder that can be opened and
    /// holds a report.
    private func openBundle(_ path: String) throws(CommandError) -> SnapshotStore {
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
        let bundle = SnapshotStore(root: url, shownPrefix: shownPrefix + "/")
        // A bundle always holds its report.
        let report = try context.attempt { () throws(SnapshotError) in
            try bundle.tree.kind(of: ArtifactBundle.reportName)
        }
        guard report == .regularFile else { throw .notABundle(path) }
        return bundle
    }

    /// Reads and checks one entry, writing nothing.
    private func plan(_ entry: PendingSnapshot, from bundle: SnapshotStore) throws(CommandError)
        -> Plan
    {
        let path = entry.storedPath
        // The path came from someone else's files: every part must be a plain name.
        for part in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            if let problem = SnapshotName.problem(with: String(part)) {
                throw .snapshot(.unsafeName(String(part), problem))
            }
        }
        // Here, every folder on the way must be a real one (or missing, to be made) and the
        // files regular ones: checked before any folder is made.
        if let problem = context.store.unsafeFileProblem(storedPath: path) {
            throw .snapshot(problem)
        }
        let base = try context.attempt { () throws(SnapshotError) in
            try bundle.storedBytes(of: entry)
        }
        let here = try context.attempt { () throws(SnapshotError) in
            try context.store.storedBytes(of: entry)
        }
        guard base == here else { throw .bundleOutOfDate(path) }
        let text = try context.attempt { () throws(SnapshotError) in
            try bundle.pendingText(of: entry)
        }
        let pending = try context.attempt { () throws(SnapshotError) in
            try context.store.pendingBytes(of: entry)
        }
        let pendingHere: PendingHere =
            switch pending {
            case nil: .none
            case let bytes? where bytes == Array(text.utf8): .same
            case _?: .different
            }
        return Plan(entry: entry, text: text, isNew: here == nil, pendingHere: pendingHere)
    }

    /// Writes one checked entry's pending file and returns the line that reports it.
    private func write(_ plan: Plan) throws(CommandError) -> String {
        let shown = VisibleName.escaping(plan.entry.pendingPath)
        guard plan.pendingHere != .same else {
            return "Already pending: \(shown) (the same text)"
        }
        try context.attempt { () throws(SnapshotError) in
            try context.store.tree.write(Array((plan.text + "\n").utf8), to: plan.entry.pendingPath)
        }
        let kind = plan.isNew ? "new" : "changed"
        let replaced = plan.pendingHere == .different ? "; replaced the pending file here" : ""
        return "Applied \(shown) (\(kind)\(replaced))"
    }
}

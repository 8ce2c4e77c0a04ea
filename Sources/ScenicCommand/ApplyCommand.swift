import Foundation
import ScenicSnapshotStore

/// `scenic apply [--overwrite] BUNDLE…`: turns the failures CI runs recorded in artifacts
/// bundles (`SCENIC_ARTIFACTS`, one per shard) into pending snapshots here, for
/// `scenic review`.
///
/// The bundles are merged first (see ``BundleSet``): two that disagree about one snapshot are
/// refused, naming both, and nothing is applied. An entry is applied only when the stored
/// snapshot here is the one the bundle was made against (or both have none); otherwise it is
/// refused, since its diff would mislead. A pending file made here is replaced only with
/// `--overwrite`: without it, nothing is applied and the files are named. Every entry is read
/// and checked before anything is written. Here, no link is followed and no folder is made
/// through one.
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

    /// Applies the bundles; returns 1 when an entry was refused or a folder of a bundle could
    /// not be listed, else 0.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        let parsed = try ArgumentList(arguments, flags: [Self.overwriteOption], of: .apply)
        let overwrite = parsed.flags.contains(Self.overwriteOption)
        let rest = parsed.words
        guard !rest.isEmpty else { throw .needsBundles(.apply) }
        let bundles = try BundleSet(paths: rest, context: context)
        var refused = bundles.unreadable.count
        for problem in bundles.unreadable { Terminal.printError("warning: " + problem.message) }
        // A folder of a bundle that could not be listed may hold failing snapshots: not
        // "recorded none", and not a success.
        let unlisted = bundles.unlistedFolders
        guard !bundles.entries.isEmpty || refused > 0 else {
            guard unlisted == 0 else {
                Terminal.print(
                    "Nothing applied: what the bundle\(rest.count == 1 ? "" : "s") recorded is in "
                        + "folders that could not be read, as said above.")
                return 1
            }
            Terminal.print(
                "Nothing to apply: the bundle\(rest.count == 1 ? "" : "s") recorded no failing "
                    + "snapshot.")
            return 0
        }
        // A pending file written without the marker would escape later clean-ups, and one that
        // is not a regular file is never written through: checked before anything is done.
        let root = context.store.root.path
        if let kind = PendingMarker.kind(atRoot: root), kind != .regularFile {
            throw .snapshot(.notARegularFile(PendingMarker.path, kind))
        }

        var plans: [Plan] = []
        for entry in bundles.entries {
            do throws(CommandError) {
                plans.append(try plan(entry))
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
        var applied = 0
        for plan in plans {
            do throws(CommandError) {
                Terminal.print(try write(plan))
                applied += 1
            } catch {
                Terminal.printError("warning: " + error.message)
                refused += 1
            }
        }
        Terminal.print(
            refused == 0
                ? "Next: swift run scenic review"
                : applied == 0
                    ? "Next: run the tests here for the \(refused) refused."
                    : "Next: swift run scenic review for the applied ones; run the tests here "
                        + "for the \(refused) refused.")
        return refused == 0 && unlisted == 0 ? 0 : 1
    }

    /// Checks one bundle entry against the files here, writing nothing.
    private func plan(_ read: BundleSet.Entry) throws(CommandError) -> Plan {
        let entry = read.snapshot
        let path = entry.storedPath
        // Here, every folder on the way must be a real one (or missing, to be made) and the
        // files regular ones: checked before any folder is made.
        if let problem = context.store.unsafeFileProblem(storedPath: path) {
            throw .snapshot(problem)
        }
        let here = try context.attempt { () throws(SnapshotError) in
            try context.store.storedBytes(of: entry)
        }
        guard read.stored == here else { throw .bundleOutOfDate(path) }
        let pending = try context.attempt { () throws(SnapshotError) in
            try context.store.pendingBytes(of: entry)
        }
        let pendingHere: PendingHere =
            switch pending {
            case nil: .none
            case let bytes? where bytes == Array(read.text.utf8): .same
            case _?: .different
            }
        return Plan(entry: entry, text: read.text, isNew: here == nil, pendingHere: pendingHere)
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

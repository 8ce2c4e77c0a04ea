import ScenicSnapshotStore

/// `scenic diff [PATH…]`: prints the diffs of pending snapshots; one that cannot be read is
/// reported and skipped.
struct DiffCommand {
    var context: CommandContext

    /// Prints the diffs; returns 1 when a pending file could not be shown, else 0.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        let paths = try ArgumentList(arguments, of: .diff).words
        // A folder that could not be listed may hold pending files: that is a failure too.
        var unlisted = 0
        let pending: [PendingSnapshot]
        if paths.isEmpty {
            let listing = context.store.listing()
            context.reportUnlisted(listing)
            unlisted = listing.problems.count
            pending = listing.pending
        } else {
            pending = try context.pendingSnapshots(at: paths)
        }
        guard !pending.isEmpty else {
            Terminal.print("No pending snapshots.")
            return unlisted == 0 ? 0 : 1
        }
        let colored = Terminal.usesColor(environment: context.environment)
        var printed = 0
        var skipped = 0
        for snapshot in pending {
            let diff: String
            do throws(SnapshotError) {
                diff = try context.store.diff(of: snapshot, colored: colored)
            } catch {
                context.reportSkipped(snapshot, error)
                skipped += 1
                continue
            }
            if printed > 0 { Terminal.print("") }
            Terminal.print("# \(snapshot.testDescription)")
            Terminal.print(diff)
            printed += 1
        }
        return skipped + unlisted == 0 ? 0 : 1
    }
}

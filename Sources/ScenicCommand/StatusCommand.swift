import ScenicSnapshotStore

/// `scenic status`: lists pending snapshots and the tests that wrote them.
struct StatusCommand {
    var context: CommandContext

    /// Prints the list; returns 1 when anything is pending or a folder could not be listed
    /// (it may hold pending snapshots).
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        try CommandError.refuseArguments(arguments, of: .status)
        let listing = context.store.listing()
        context.reportUnlisted(listing)
        let pending = listing.pending
        guard !pending.isEmpty else {
            Terminal.print("No pending snapshots.")
            return listing.problems.isEmpty ? 0 : 1
        }
        Terminal.print("\(pending.count) pending snapshot\(pending.count == 1 ? "" : "s"):")
        for snapshot in pending {
            let kind = context.isNew(snapshot) ? "new" : "changed"
            let path = VisibleName.escaping(snapshot.pendingPath)
            Terminal.print("  \(path)  (\(kind); \(snapshot.testDescription))")
        }
        Terminal.print(
            "Next: \"swift run scenic review\", or \"swift run scenic accept --all\" / \"reject --all\"."
        )
        return 1
    }
}

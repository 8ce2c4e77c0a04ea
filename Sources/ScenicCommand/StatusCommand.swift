import Scenic
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
        // Past a record that cannot be read, none is called left over: the warning says why.
        let leftOver = context.leftOver(among: pending) ?? []
        for snapshot in pending {
            let kind =
                leftOver.contains(snapshot)
                ? "left over"
                : context.inTheWay(of: snapshot).map {
                    "\($0.described) is where its stored file goes"
                } ?? (context.isNew(snapshot) ? "new" : "changed")
            let path = VisibleName.escaping(snapshot.pendingPath)
            Terminal.print("  \(path)  (\(kind); \(snapshot.testDescription))")
        }
        let left = pending.filter(leftOver.contains)
        if !left.isEmpty {
            // Accepting one would store the transcript of a story that is gone.
            let stored = left.contains { !context.isNew($0) }
            Terminal.print(Self.leftOverAdvice(left, anyStored: stored))
        }
        Terminal.print(
            "Next: \"swift run scenic review\", or \"swift run scenic accept --all\" / \"reject --all\"."
        )
        return 1
    }

    /// What to do with pending snapshots that are left over, with the command that does it.
    static func leftOverAdvice(_ leftOver: [PendingSnapshot], anyStored: Bool) -> String {
        let one = leftOver.count == 1
        let paths = leftOver.map { ShellWord.quoted(VisibleName.escaping($0.pendingPath)) }
        return "Left over: its test's last run made no snapshot of "
            + (one ? "this name" : "these \(leftOver.count) names")
            + " (a story or preview deleted or renamed since). Reject "
            + (one ? "it" : "them") + " rather than accept " + (one ? "it" : "them") + ":\n"
            + "  swift run scenic reject " + paths.joined(separator: " ")
            + (anyStored
                ? "\nThen \"swift run scenic prune\" deletes the stored snapshots no test asserts."
                : "")
    }
}

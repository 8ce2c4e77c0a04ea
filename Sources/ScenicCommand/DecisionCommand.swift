import ScenicSnapshotStore

/// `scenic accept` and `scenic reject`: decide pending snapshots without asking.
struct DecisionCommand {
    /// What to do with each pending snapshot.
    enum Decision {
        case accept
        case reject
    }

    /// The option that decides every pending snapshot.
    static let allOption = "--all"

    var context: CommandContext
    var decision: Decision

    private var subcommand: Subcommand { decision == .accept ? .accept : .reject }

    /// Applies the decision to `--all` or the given paths and lists what changed; returns 0, or
    /// 1 when one could not be decided (its stored snapshot changed since its pending file was
    /// written, a file in the way is not a regular one, …), which is said and left pending
    /// while the others are decided.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        let parsed = try ArgumentList(arguments, flags: [Self.allOption], of: subcommand)
        let all = parsed.flags.contains(Self.allOption)
        let paths = parsed.words
        if all && !paths.isEmpty { throw .allWithPaths(subcommand) }
        if !all && paths.isEmpty { throw .missingPaths(subcommand) }
        // With `--all`, a folder that could not be listed may hold pending snapshots left
        // undecided: said, and the status is 1, as `status` gives.
        var unlisted = false
        var chosen: [PendingSnapshot]
        // `accept --all` leaves the left over ones pending, as `review` asks about them apart:
        // accepted, a deleted story's transcript was stored, while `status` said to reject it
        // (a hostile tester). Named by path, one is accepted as asked.
        var leftOver: [PendingSnapshot] = []
        // How many `accept --all` left because no one can tell whether they are left over.
        var unknown = 0
        if all {
            let listed = context.pending()
            unlisted = !listed.isComplete
            chosen = listed.snapshots
            if decision == .accept {
                if let left = context.leftOver(among: chosen) {
                    leftOver = chosen.filter(left.contains)
                    chosen.removeAll(where: left.contains)
                } else {
                    // Which are left over cannot be told (the warning says why): none is
                    // accepted unseen, as a left over one would be stored.
                    unknown = chosen.count
                    chosen = []
                }
            }
        } else {
            chosen = try context.pendingSnapshots(at: paths)
        }
        func sayLeftOver() {
            guard !leftOver.isEmpty else { return }
            let stored = leftOver.contains { !context.isNew($0) }
            let paths = leftOver.map { VisibleName.escaping($0.pendingPath) }
            Terminal.printError(
                "Not accepted: " + paths.joined(separator: ", ") + ".\n"
                    + StatusCommand.leftOverAdvice(leftOver, anyStored: stored)
                    + "\nOr accept " + (leftOver.count == 1 ? "it" : "them")
                    + " by path: swift run scenic accept PATH")
        }
        guard unknown == 0 else {
            let count =
                unknown == 1 ? "the pending snapshot" : "the \(unknown) pending snapshots"
            Terminal.printError(
                "Not accepted: \(count), as any may be left over (above). Accept them by path "
                    + "(swift run scenic accept PATH…), or review them: swift run scenic review")
            return 1
        }
        guard !chosen.isEmpty else {
            if leftOver.isEmpty { Terminal.print("No pending snapshots.") }
            sayLeftOver()
            return unlisted || !leftOver.isEmpty ? 1 : 0
        }
        var left = 0
        for snapshot in chosen {
            do {
                Terminal.print(try apply(to: snapshot))
            } catch {
                // The others are decided still: this one alone needs another look.
                Terminal.printError("error: " + error.message)
                left += 1
            }
        }
        sayLeftOver()
        guard left > 0 else { return unlisted || !leftOver.isEmpty ? 1 : 0 }
        let decided = chosen.count - left
        let verb = decision == .accept ? "accepted" : "rejected"
        Terminal.printError(
            "\(decided) of the \(chosen.count) pending snapshots \(decided == 1 ? "was" : "were") "
                + "\(verb); \(left) \(left == 1 ? "is" : "are") left pending, as said above.")
        return 1
    }

    /// What applying the decision to one snapshot did.
    struct Outcome {
        /// The line that reports it.
        var line: String
        /// Whether it was accepted or rejected here, not by another process before.
        var wasApplied: Bool
    }

    /// Applies the decision to one snapshot and returns the line that reports it.
    func apply(to snapshot: PendingSnapshot) throws(CommandError) -> String {
        try apply(to: snapshot, reading: nil).line
    }

    /// Applies the decision to a snapshot as `review` showed it, only if its files still hold
    /// what was shown; returns the line that reports it.
    ///
    /// - Throws: ``CommandError/pendingChangedSinceShown(_:accepting:)`` or
    ///   ``CommandError/storedChangedSinceShown(_:)`` when they do not; nothing is done then.
    func apply(to reading: SnapshotReading) throws(CommandError) -> Outcome {
        try apply(to: reading.snapshot, reading: reading)
    }

    private func apply(to snapshot: PendingSnapshot, reading: SnapshotReading?)
        throws(CommandError) -> Outcome
    {
        let isNew = reading.map { $0.storedBytes == nil } ?? context.isNew(snapshot)
        let decided: SnapshotStore.Decided
        switch decision {
        case .accept:
            switch context.store.storedChange(snapshot) {
            case .before: break
            case .after: throw .storedChangedSincePending(snapshot.storedPath)
            case .inTheFuture: throw .storedDatedInTheFuture(snapshot.storedPath)
            }
            decided = try context.attempt { () throws(SnapshotError) in
                if let reading { return try context.store.accept(reading) }
                return try context.store.accept(snapshot)
            }
        case .reject:
            decided = try context.attempt { () throws(SnapshotError) in
                if let reading { return try context.store.reject(reading) }
                return try context.store.reject(snapshot)
            }
        }
        switch decided {
        case .done:
            // A folder or a link where the stored file goes is no stored snapshot either.
            let hasStored = !isNew && context.inTheWay(of: snapshot) == nil
            let line =
                decision == .accept
                ? "Accepted \(VisibleName.escaping(snapshot.storedPath)) "
                    + "(\(isNew ? "new" : "updated"))"
                : "Rejected \(VisibleName.escaping(snapshot.storedPath)) "
                    + "(\(hasStored ? "stored one kept" : "no stored snapshot"))"
            return Outcome(line: line, wasApplied: true)
        case .pendingGone:
            // Another process decided it first: say so, rather than claim this decision.
            return Outcome(
                line: "Already decided: \(VisibleName.escaping(snapshot.pendingPath)) is gone "
                    + "(another process accepted, rejected or removed it); nothing done.",
                wasApplied: false)
        case .pendingChanged:
            throw .pendingChangedSinceShown(
                snapshot.pendingPath, accepting: decision == .accept)
        case .storedChanged:
            throw .storedChangedSinceShown(snapshot.storedPath)
        }
    }
}

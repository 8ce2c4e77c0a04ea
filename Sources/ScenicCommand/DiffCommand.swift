import ScenicSnapshotStore

/// `scenic diff [PATH…]`: prints the diffs of pending snapshots.
struct DiffCommand {
    var context: CommandContext

    /// Prints the diffs; returns 0.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            throw .unknownOption(option, subcommand: .diff)
        }
        let pending =
            arguments.isEmpty
            ? context.store.pending() : try context.pendingSnapshots(at: arguments)
        guard !pending.isEmpty else {
            Terminal.print("No pending snapshots.")
            return 0
        }
        let colored = Terminal.usesColor(environment: context.environment)
        for (index, snapshot) in pending.enumerated() {
            if index > 0 { Terminal.print("") }
            Terminal.print("# \(snapshot.testDescription)")
            let diff = try context.attempt { () throws(SnapshotError) in
                try context.store.diff(of: snapshot, colored: colored)
            }
            Terminal.print(diff)
        }
        return 0
    }
}

import Foundation
import ScenicSnapshotStore

/// What every subcommand works with: the package's snapshots, where the user is, and the
/// environment.
struct CommandContext {
    var store: SnapshotStore
    var currentFolder: URL
    var environment: [String: String]

    /// The pending snapshots named by user-typed paths, in the order given.
    ///
    /// Checks every path before anything acts on one, so a typo changes nothing.
    func pendingSnapshots(at paths: [String]) throws(CommandError) -> [PendingSnapshot] {
        var found: [PendingSnapshot] = []
        for path in paths {
            guard let stored = store.storedPath(forUserPath: path, currentFolder: currentFolder)
            else { throw .unknownPath(path) }
            if let problem = store.unsafeFileProblem(storedPath: stored) {
                throw .snapshot(problem)
            }
            let snapshot = PendingSnapshot(storedPath: stored)
            guard FileManager.default.fileExists(atPath: store.url(snapshot.pendingPath).path)
            else { throw .nothingPending(stored) }
            if !found.contains(snapshot) { found.append(snapshot) }
        }
        return found
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

    /// Whether the pending snapshot creates a new stored file.
    func isNew(_ snapshot: PendingSnapshot) -> Bool {
        !FileManager.default.fileExists(atPath: store.url(snapshot.storedPath).path)
    }
}

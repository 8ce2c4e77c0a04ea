import Foundation
import ScenicSnapshotStore

/// `scenic prune [--dry-run | --check]`: runs every test and deletes snapshots that none
/// asserted; `--check` deletes nothing and fails when it would delete something, for CI.
struct PruneCommand {
    /// The environment variable with a shell command that replaces `swift test`.
    static let testCommandVariable = "SCENIC_TEST_COMMAND"

    var context: CommandContext

    /// Runs the tests and prunes; returns 0, or throws when it deleted nothing for a reason.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        let check = arguments.contains("--check")
        let dryRun = check || arguments.contains("--dry-run")
        let others = arguments.filter { $0 != "--dry-run" && $0 != "--check" }
        // Jest #4383: pruning after a filtered run deletes the snapshots of skipped tests.
        guard others.isEmpty else { throw .pruneNeedsCompleteRun(others) }

        let root = context.store.root
        let manifest = RunManifest(
            url: root.appendingPathComponent("snapshot-manifest-\(getpid()).txt"))
        // unlink, not removeItem: a link the test run left at the name is removed itself,
        // never followed, and a folder there is not emptied.
        unlink(manifest.url.path)
        defer { unlink(manifest.url.path) }

        let status = try runTests(manifest: manifest)
        guard status == 0 else { throw .pruneTestsFailed(status: status) }
        let listing = context.store.listing()
        context.reportUnlisted(listing)
        let stored = listing.storedPaths
        let read = try context.attempt { () throws(SnapshotError) in try manifest.recordedPaths() }
        guard let recorded = read else {
            if stored.isEmpty {
                Terminal.print("No snapshots are stored; nothing to prune.")
                return 0
            }
            throw .pruneNothingRecorded(stored: stored.count)
        }
        let asserted = Set(recorded.map { canonical(URL(fileURLWithPath: $0)) })
        let isAsserted = { (path: String) in
            asserted.contains(canonical(context.store.url(path)))
        }
        let unusedStored = stored.filter { !isAsserted($0) }
        let orphanPending = listing.pending.filter { !isAsserted($0.storedPath) }
            .map(\.pendingPath)
        let unused = (unusedStored + orphanPending).sorted()
        guard !unused.isEmpty else {
            Terminal.print("Every stored snapshot was asserted; nothing to prune.")
            return 0
        }
        let files = "\(unused.count) unused file\(unused.count == 1 ? "" : "s")"
        Terminal.print(dryRun ? "Would delete \(files):" : "Deleted \(files):")
        for path in unused {
            if !dryRun {
                try context.attempt { () throws(SnapshotError) in
                    try context.store.tree.remove(path)
                }
            }
            Terminal.print("  \(VisibleName.escaping(path))")
        }
        if check {
            Terminal.print("Next: run \"swift run scenic prune\" to delete them, and commit.")
            return 1
        }
        return 0
    }

    /// Runs the test command in the package root with the manifest variable set.
    private func runTests(manifest: RunManifest) throws(CommandError) -> Int32 {
        let custom = context.environment[PruneCommand.testCommandVariable] ?? ""
        let process = Process()
        if custom.isEmpty {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "test"]
        } else {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", custom]
        }
        process.currentDirectoryURL = context.store.root
        var environment = context.environment
        environment[RunManifest.variable] = manifest.url.path
        process.environment = environment
        let shown = custom.isEmpty ? "swift test" : custom
        Terminal.print("Running \(VisibleName.escaping(shown)) …")
        do {
            try process.run()
        } catch {
            throw .pruneCannotRun(shown, reason: error.localizedDescription)
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit else { return 128 + process.terminationStatus }
        return process.terminationStatus
    }

    private func canonical(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}

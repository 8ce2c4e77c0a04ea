import Foundation
import ScenicSnapshotStore

/// `scenic prune [--dry-run | --check] [BUNDLE…]`: runs every test and deletes snapshots that
/// none asserted; `--check` deletes nothing and fails when it would delete something, for CI.
///
/// Given bundles (`SCENIC_ARTIFACTS` folders, one per shard of a CI run), it runs nothing and
/// judges on the union of their manifests, so a sharded CI keeps the check; then it only
/// checks, since a run elsewhere cannot prove a deletion here safe.
struct PruneCommand {
    /// The environment variable with a shell command that replaces `swift test`.
    static let testCommandVariable = "SCENIC_TEST_COMMAND"
    /// The option that deletes nothing and fails when something would be deleted.
    static let checkOption = "--check"
    /// The option that deletes nothing and lists what would be deleted.
    static let dryRunOption = "--dry-run"

    var context: CommandContext

    /// Runs the tests (or reads the bundles) and prunes; returns 0, or 1 when `--check` finds
    /// unused files; throws when it deleted nothing for a reason.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        let parsed: ArgumentList
        do {
            parsed = try ArgumentList(
                arguments, flags: [Self.checkOption, Self.dryRunOption], of: .prune)
        } catch .unknownOption {
            // Jest #4383: pruning after a filtered run deletes the snapshots of skipped tests.
            throw .pruneNeedsCompleteRun(
                arguments.filter { $0 != Self.checkOption && $0 != Self.dryRunOption })
        }
        let check = parsed.flags.contains(Self.checkOption)
        let dryRun = check || parsed.flags.contains(Self.dryRunOption)
        let others = parsed.words
        let recorded: Recorded?
        if others.isEmpty {
            recorded = try assertedByOwnRun(check: check, dryRun: dryRun)
        } else {
            guard dryRun else { throw .pruneDeletesOnlyAfterItsOwnRun }
            recorded = try assertedByBundles(others)
        }
        // Files named as no test names them are listed below as left alone, not warned of.
        let listing = context.store.listing(checkingNames: false)
        context.reportUnlisted(listing)
        let notSnapshots = listing.otherTextFiles
        if !notSnapshots.isEmpty {
            Terminal.print(
                "Left alone \(notSnapshots.count) file\(notSnapshots.count == 1 ? "" : "s") under "
                    + "Snapshots/ that no snapshot test writes (not Snapshots/SUITE/TEST.NAME.txt):"
            )
            for path in notSnapshots { Terminal.print("  \(VisibleName.escaping(path))") }
        }
        guard let recorded else {
            if listing.storedPaths.isEmpty {
                Terminal.print("No snapshots are stored; nothing to prune.")
                return 0
            }
            throw .pruneNothingRecorded(stored: listing.storedPaths.count)
        }
        // A run that passed matched stored snapshots: each path it lists in this package is
        // one (or pending), it lists at least one, and none elsewhere has one's name under `Snapshots/`. A
        // list that breaks that was made on another copy of the package (a container that
        // mounts it at another path) or damaged: on its word, snapshots in use would go.
        let asserted = recorded.inPackage
        let stored = Set(listing.storedPaths)
        // A new snapshot's pending file is one too, asserted where the run records it.
        let here = stored.union(listing.pending.map(\.storedPath))
        let strays =
            asserted.filter { !here.contains($0) }
            + recorded.outside.filter { path in stored.contains { path.hasSuffix("/" + $0) } }
        if !stored.isEmpty, asserted.isDisjoint(with: stored) || !strays.isEmpty {
            throw .pruneRecordedOthers(
                example: strays.min() ?? recorded.example, root: context.store.root.path,
                fromBundles: !parsed.words.isEmpty)
        }
        let (unused, kept) = context.unreferenced(in: listing, asserted: asserted)
        if !kept.isEmpty {
            Terminal.print(
                "Kept \(kept.count) file\(kept.count == 1 ? "" : "s") of tests that are still in "
                    + "the package but did not run (disabled, or skipped by a condition):")
            for path in kept.sorted() { Terminal.print("  \(VisibleName.escaping(path))") }
        }
        guard !unused.isEmpty else {
            Terminal.print(
                kept.isEmpty
                    ? "Every stored snapshot was asserted; nothing to prune."
                    : "Every other stored snapshot was asserted; nothing to prune.")
            return 0
        }
        let files = { (count: Int) in "\(count) unused file\(count == 1 ? "" : "s")" }
        guard !dryRun else {
            Terminal.print("Would delete \(files(unused.count)):")
            for path in unused { Terminal.print("  \(VisibleName.escaping(path))") }
            if check {
                Terminal.print("Next: run \"swift run scenic prune\" to delete them, and commit.")
                return 1
            }
            return 0
        }
        // Every file is tried; one that cannot be deleted (in a read-only folder) is said after
        // the ones that were, never listed among them.
        var deleted: [String] = []
        var failures: [SnapshotError] = []
        for path in unused {
            do {
                _ = try context.store.tree.remove(path)
                deleted.append(path)
            } catch {
                failures.append(error)
            }
        }
        if !deleted.isEmpty {
            Terminal.print("Deleted \(files(deleted.count)):")
            for path in deleted { Terminal.print("  \(VisibleName.escaping(path))") }
        }
        guard failures.isEmpty else {
            for failure in failures { Terminal.printError("error: " + failure.message) }
            throw .pruneIncomplete(failed: failures.count, unused: unused.count)
        }
        return 0
    }

    /// What a run's manifest lists.
    private struct Recorded {
        /// The root-relative paths in this package.
        var inPackage: Set<String>
        /// The paths outside it, as listed (a test's own package in a temporary folder).
        var outside: [String] = []
        /// One of the paths, as listed, for messages.
        var example: String
    }

    /// Runs the tests with a manifest and returns what they asserted, or `nil` when they
    /// asserted none.
    ///
    /// A dry run (or a check) runs them in verify mode, so that it writes no snapshot file: no
    /// pending file for a test that fails, no stale one deleted for a test that passes, and no
    /// stored file overwritten under `SCENIC_SNAPSHOTS=overwrite`.
    private func assertedByOwnRun(check: Bool, dryRun: Bool) throws(CommandError)
        -> Recorded?
    {
        let root = context.store.root
        let manifest = RunManifest(
            url: root.appendingPathComponent("snapshot-manifest-\(getpid()).txt"))
        // unlink, not removeItem: a link the test run left at the name is removed itself,
        // never followed, and a folder there is not emptied.
        unlink(manifest.url.path)
        defer { unlink(manifest.url.path) }

        let status = try runTests(manifest: manifest, verifyOnly: dryRun)
        guard status == 0 else { throw .pruneTestsFailed(status: status, check: check) }
        let read = try context.attempt { () throws(SnapshotError) in try manifest.recordedPaths() }
        // Compared as real paths: the run may name the root through a link (/tmp, /private/tmp).
        let rootPrefix = canonical(context.store.root) + "/"
        return read.map { recorded in
            var found = Recorded(inPackage: [], example: recorded.min() ?? "")
            for path in recorded {
                let real = canonical(URL(fileURLWithPath: path))
                if real.hasPrefix(rootPrefix) {
                    found.inPackage.insert(String(real.dropFirst(rootPrefix.count)))
                } else {
                    found.outside.append(path)
                }
            }
            return found
        }
    }

    /// The union of the bundles' manifests, once no bundle recorded a failure.
    private func assertedByBundles(_ paths: [String]) throws(CommandError) -> Recorded {
        let bundles = try BundleSet(paths: paths, context: context)
        for problem in bundles.unreadable { Terminal.printError("warning: " + problem.message) }
        // A folder that could not be read may hold failures: "every snapshot was asserted"
        // would be said of a run that failed.
        let unread = bundles.unreadable.count + bundles.unlistedFolders
        guard unread == 0 else { throw .pruneBundlesPartlyUnreadable(count: unread) }
        if let failed = bundles.bundles.first(where: { $0.failures > 0 }) {
            throw .pruneAfterFailingRun(bundle: failed.shownPath, failures: failed.failures)
        }
        guard let referenced = try bundles.referencedPaths(context: context) else {
            throw .pruneBundlesHaveNoManifest(bundles.bundles.map(\.shownPath))
        }
        return Recorded(inPackage: referenced, example: referenced.min() ?? "")
    }

    /// Runs the test command in the package root with the manifest variable set (and the
    /// snapshots in verify mode when `verifyOnly`).
    private func runTests(manifest: RunManifest, verifyOnly: Bool) throws(CommandError) -> Int32 {
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
        if verifyOnly { environment[SnapshotMode.variable] = "verify" }
        process.environment = environment
        let shown = custom.isEmpty ? "swift test" : custom
        Terminal.print("Running \(VisibleName.escaping(shown)) …")
        // Ctrl-C reaches the tests too (one process group): prune waits for them to end,
        // then removes its manifest and ends, rather than dying and leaving it in the package.
        PruneSignals.received = 0
        let restoreHandlers = SignalHandling.install(notePruneSignal, for: PruneSignals.handled)
        defer { restoreHandlers() }
        do {
            try process.run()
        } catch {
            throw .pruneCannotRun(shown, reason: error.localizedDescription)
        }
        PruneSignals.tests = process.processIdentifier
        // A SIGTERM that came between the start and the line above found no process to pass
        // itself on to (the tests had started, and a loaded machine had not yet run this line).
        if PruneSignals.received == SIGTERM { kill(process.processIdentifier, SIGTERM) }
        process.waitUntilExit()
        PruneSignals.tests = 0
        if PruneSignals.received != 0 { throw .pruneInterrupted(signal: PruneSignals.received) }
        guard process.terminationReason == .exit else { return 128 + process.terminationStatus }
        return process.terminationStatus
    }

    private func canonical(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// What the signal handler of `prune` shares with it while the tests run.
private enum PruneSignals {
    /// The signals that end `prune` once the tests have ended.
    static let handled = [SIGINT, SIGTERM, SIGHUP]
    /// The last of them received, or 0.
    nonisolated(unsafe) static var received: Int32 = 0
    /// The test run's process, or 0.
    nonisolated(unsafe) static var tests: pid_t = 0
}

/// Notes the signal; SIGTERM, which is sent to `prune` alone, is passed on to the tests (Ctrl-C
/// and a closed terminal reach them directly).
private func notePruneSignal(_ number: Int32) {
    PruneSignals.received = number
    if number == SIGTERM, PruneSignals.tests > 0 { kill(PruneSignals.tests, SIGTERM) }
}

import Foundation
import ScenicSnapshotStore

/// `scenic apply BUNDLE`: turns the failures a CI run recorded in an artifacts bundle
/// (`SCENIC_ARTIFACTS`) into pending snapshots here, for `scenic review`.
///
/// An entry is applied only when the stored snapshot here is the one the bundle was made
/// against (or both have none); otherwise it is refused, since its diff would mislead. The
/// bundle is read as hostile: only regular files inside its `Snapshots/`, with safe names.
struct ApplyCommand {
    var context: CommandContext

    /// Applies the bundle; returns 1 when an entry was refused, else 0.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            throw .unknownOption(option, subcommand: .apply)
        }
        guard arguments.count == 1 else { throw .applyNeedsOneBundle(arguments.count) }
        let bundleURL = URL(
            fileURLWithPath: arguments[0], relativeTo: context.currentFolder
        ).standardizedFileURL
        // A bundle always holds its report; a package's own folder never counts as one.
        let report = bundleURL.appendingPathComponent(ArtifactBundle.reportName).path
        guard FileManager.default.fileExists(atPath: report),
            bundleURL.path != context.store.root.standardizedFileURL.path
        else { throw .notABundle(arguments[0]) }
        let bundle = SnapshotStore(root: bundleURL)
        let entries = bundle.pending()
        guard !entries.isEmpty else { throw .notABundle(arguments[0]) }

        var refused = 0
        for entry in entries {
            do throws(CommandError) {
                Terminal.print(try apply(entry, from: bundle))
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

    /// Applies one entry and returns the line that reports it.
    private func apply(_ entry: PendingSnapshot, from bundle: SnapshotStore) throws(CommandError)
        -> String
    {
        let path = entry.storedPath
        // The path came from someone else's files: every part must be a plain name.
        for part in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            if let problem = SnapshotName.problem(with: String(part)) {
                throw .snapshot(.unsafeName(String(part), problem))
            }
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
        let pendingURL = context.store.url(entry.pendingPath)
        try context.attempt { () throws(SnapshotError) in
            // Made first so that the check below sees the real folder.
            try? FileManager.default.createDirectory(
                at: pendingURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let problem = context.store.unsafeFileProblem(storedPath: path) { throw problem }
            try PendingMarker.set(atRoot: context.store.root.path)
            try SnapshotFile.write(text, to: pendingURL, shownAs: entry.pendingPath)
        }
        return "Applied \(entry.pendingPath) (\(here == nil ? "new" : "changed"))"
    }
}

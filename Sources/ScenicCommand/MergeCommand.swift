import Foundation
import Scenic
import ScenicSnapshotStore

/// `scenic merge --into DIR BUNDLE…`: makes one bundle of the bundles of a CI run's shards,
/// with a report that opens with a summary line, and appends that report to the job summary
/// (`GITHUB_STEP_SUMMARY`) when it is set.
///
/// The merged bundle holds every entry once (bundles that disagree about one are refused,
/// both named, and nothing is written), the union of the manifests, and a report grouped by
/// change. The unreferenced snapshots it counts are those of this checkout that no shard
/// asserted. Merging one bundle gives it the summary and the grouped report.
struct MergeCommand {
    /// The option that names the new bundle's folder.
    static let intoOption = "--into"

    var context: CommandContext

    /// Merges; returns 1 when an entry or a line of coverage could not be read, else 0.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        let parsed = try ArgumentList(arguments, valueOptions: [Self.intoOption], of: .merge)
        let paths = parsed.words
        guard let into = parsed.values[Self.intoOption] else { throw .mergeNeedsInto }
        guard !paths.isEmpty else { throw .needsBundles(.merge) }
        let target = URL(fileURLWithPath: into, relativeTo: context.currentFolder)
            .standardizedFileURL
        for path in paths
        where URL(fileURLWithPath: path, relativeTo: context.currentFolder).standardizedFileURL
            .path == target.path
        {
            throw .mergeIntoItsInput(into)
        }
        // Its pending files would be the package's own: listed, reviewed, accepted.
        let snapshots = context.store.root.appendingPathComponent("Snapshots").standardizedFileURL
        if target.path == snapshots.path || target.path.hasPrefix(snapshots.path + "/") {
            throw .mergeIntoSnapshots(into)
        }
        let bundles = try BundleSet(paths: paths, context: context)
        for problem in bundles.unreadable { Terminal.printError("warning: " + problem.message) }
        let referenced = try bundles.referencedPaths(context: context)
        let (coverage, skipped) = try CoverageCommand.joined(
            bundles: paths, context: context, eachHasOne: false)
        for problem in skipped { Terminal.printError("warning: " + problem.message) }

        let existing = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder),
            !isFolder.boolValue || !existing.isEmpty
        {
            throw .mergeTargetNotEmpty(into)
        }
        do {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        } catch {
            throw .snapshot(.unwritable(into, error.localizedDescription))
        }
        let merged = SnapshotStore(root: target)
        try context.attempt { () throws(SnapshotError) in
            for entry in bundles.entries {
                try merged.tree.write(
                    Array((entry.text + "\n").utf8), to: entry.snapshot.pendingPath)
                if let stored = entry.stored {
                    try merged.tree.write(
                        stored + [UInt8(ascii: "\n")], to: entry.snapshot.storedPath)
                }
            }
            if let referenced {
                let lines = referenced.sorted().map { $0 + "\n" }.joined()
                try merged.tree.write(Array(lines.utf8), to: ArtifactBundle.manifestName)
            }
            if let coverage {
                let lines = CoverageLines.lines(of: coverage).joined()
                try merged.tree.write(Array(lines.utf8), to: CoverageLog.bundleFileName)
            }
        }
        let unreferenced = referenced.map { asserted in
            let listing = context.store.listing()
            context.reportUnlisted(listing)
            return context.unreferenced(in: listing, asserted: asserted)
        }
        let bundleReport = BundleReport(
            bundle: merged, unreferenced: unreferenced?.unused, kept: unreferenced?.kept ?? [])
        let report = bundleReport.markdown
        let summary = bundleReport.summary
        try context.attempt { () throws(SnapshotError) in
            try merged.tree.write(Array(report.utf8), to: ArtifactBundle.reportName)
            try merged.tree.write(
                Array(HTMLReport(report: bundleReport).page.utf8), to: HTMLReport.fileName)
            if let jobSummary = context.environment[ArtifactBundle.jobSummaryVariable],
                !jobSummary.isEmpty
            {
                try SnapshotFile.append(report, toPath: jobSummary)
            }
        }
        Terminal.print(summary)
        Terminal.print("Wrote the merged bundle to \(VisibleName.escaping(into)).")
        // What could not be read may be failing snapshots the merged bundle does not hold.
        let unread = bundles.unreadable.count + bundles.unlistedFolders
        if unread > 0 {
            Terminal.print(
                "Left out \(unread == 1 ? "a folder or file" : "\(unread) folders or files") of "
                    + "the bundles that could not be used (said above): the merged bundle may "
                    + "lack failing snapshots.")
        }
        return unread == 0 && skipped.isEmpty ? 0 : 1
    }
}

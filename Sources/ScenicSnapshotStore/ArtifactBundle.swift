import Foundation

/// Where a verify-only run (CI) puts what its failing snapshot assertions saw, so that a
/// developer can download it, turn it into pending files with `scenic apply`, and review.
///
/// Set `SCENIC_ARTIFACTS=DIR`. The bundle is a folder laid out like the package:
///
/// ```text
/// DIR/Snapshots/CartTests/total.1.txt.new   the actual text
/// DIR/Snapshots/CartTests/total.1.txt       the stored snapshot it was compared with, if any
/// DIR/report.md                             the diffs, for people and for a CI's job summary
/// ```
///
/// The stored copy lets `scenic apply` refuse an entry whose snapshot changed since. Several
/// test processes may write one bundle at once: each file is written whole under its own
/// name, and each report entry is one `write(2)` to a file opened for appending. The report is
/// also appended to `GITHUB_STEP_SUMMARY` when that is set.
package struct ArtifactBundle: Sendable {
    /// The environment variable that names the bundle's folder.
    package static let variable = "SCENIC_ARTIFACTS"
    /// The environment variable GitHub Actions sets to the job summary's file.
    package static let jobSummaryVariable = "GITHUB_STEP_SUMMARY"
    /// The report's file name in the bundle.
    package static let reportName = "report.md"

    /// The bundle's folder.
    package var folder: URL
    /// The job summary to append the report to, if any.
    package var jobSummary: URL?

    /// A bundle in `folder`, also reporting to `jobSummary`.
    package init(folder: URL, jobSummary: URL? = nil) {
        self.folder = folder
        self.jobSummary = jobSummary
    }

    /// The bundle the environment names, or `nil` when `SCENIC_ARTIFACTS` is not set.
    package init?(environment: [String: String]) {
        guard let path = environment[Self.variable], !path.isEmpty else { return nil }
        folder = URL(fileURLWithPath: path)
        jobSummary = environment[Self.jobSummaryVariable].flatMap {
            $0.isEmpty ? nil : URL(fileURLWithPath: $0)
        }
    }

    /// Records one failing assertion: the actual text, the stored text it was compared with
    /// (`nil` when there was none) and the diff, under the snapshot's root-relative path.
    ///
    /// - Throws: ``SnapshotError/unwritable(_:_:)``; the assertion fails anyway, and says so.
    package func record(
        actual: String, stored: String?, diff: String?, storedPath: String
    ) throws(SnapshotError) {
        let shown = Self.variable + "/" + storedPath
        try SnapshotFile.write(
            actual, to: folder.appendingPathComponent(storedPath + SnapshotLocation.pendingSuffix),
            shownAs: shown + SnapshotLocation.pendingSuffix)
        let base = folder.appendingPathComponent(storedPath)
        if let stored {
            try SnapshotFile.write(stored, to: base, shownAs: shown)
        } else {
            try SnapshotFile.remove(base, shownAs: shown)
        }
        let entry = Self.reportEntry(storedPath: storedPath, diff: diff, isNew: stored == nil)
        try Self.append(entry, to: folder.appendingPathComponent(Self.reportName))
        if let jobSummary { try Self.append(entry, to: jobSummary) }
    }

    /// One snapshot's part of the report.
    static func reportEntry(storedPath: String, diff: String?, isNew: Bool) -> String {
        let heading = "### `\(storedPath)` " + (isNew ? "(new)" : "(changed)") + "\n\n"
        // A fence longer than any run of backticks in the diff keeps it one block.
        let longestRun = (diff ?? "").split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        let body = diff ?? "(no stored snapshot; the new text is in the bundle)"
        return heading + fence + "diff\n" + body + "\n" + fence + "\n\n"
    }

    /// Appends `text` to the file at `url` in one write, creating its folder.
    private static func append(_ text: String, to url: URL) throws(SnapshotError) {
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try SnapshotFile.append(text, toPath: url.path)
    }
}

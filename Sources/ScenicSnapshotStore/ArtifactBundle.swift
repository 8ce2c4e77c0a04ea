import Foundation

/// Where a verify-only run (CI) puts what its failing snapshot assertions saw, so that a
/// developer can download it, turn it into pending files with `scenic apply`, and review.
///
/// Set `SCENIC_ARTIFACTS=DIR`. The bundle is a folder laid out like the package:
///
/// ```text
/// DIR/Snapshots/CartTests/total.1.txt.new   the actual text
/// DIR/Snapshots/CartTests/total.1.txt       the stored snapshot it was compared with, if any
/// DIR/manifest.txt                          every snapshot the run asserted, one path a line
/// DIR/report.md                             the diffs, for people and for a CI's job summary
/// ```
///
/// The stored copy lets `scenic apply` refuse an entry whose snapshot changed since; the
/// manifest lets `scenic prune --check` judge unreferenced snapshots over several runs (the
/// shards of one suite). Several test processes may write one bundle at once: each file is
/// written whole under its own name, and each report entry and manifest line is one
/// `write(2)` to a file opened for appending. `scenic merge` makes one bundle of several, with
/// a summary line, and appends its report to `GITHUB_STEP_SUMMARY`.
package struct ArtifactBundle: Sendable {
    /// The environment variable that names the bundle's folder.
    package static let variable = "SCENIC_ARTIFACTS"
    /// The environment variable GitHub Actions sets to the job summary's file.
    package static let jobSummaryVariable = "GITHUB_STEP_SUMMARY"
    /// The report's file name in the bundle.
    package static let reportName = "report.md"
    /// The manifest's file name in the bundle.
    package static let manifestName = "manifest.txt"

    /// The bundle's folder.
    package var folder: URL

    /// A bundle in `folder`.
    package init(folder: URL) {
        self.folder = folder
    }

    /// The bundle the environment names, or `nil` when `SCENIC_ARTIFACTS` is not set.
    package init?(environment: [String: String]) {
        guard let path = environment[Self.variable], !path.isEmpty else { return nil }
        folder = URL(fileURLWithPath: path)
    }

    /// Records that the run asserted the snapshot at the root-relative `storedPath`, passing or
    /// failing, in the bundle's manifest.
    ///
    /// - Throws: ``SnapshotError/unwritable(_:_:)``; the assertion then fails, so no check
    ///   trusts an incomplete manifest of a passing run.
    package func reference(storedPath: String) throws(SnapshotError) {
        try Self.append(storedPath + "\n", to: folder.appendingPathComponent(Self.manifestName))
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
    }

    /// One snapshot's part of the report.
    static func reportEntry(storedPath: String, diff: String?, isNew: Bool) -> String {
        let heading = "### \(codeSpan(storedPath)) " + (isNew ? "(new)" : "(changed)") + "\n\n"
        return heading + fenced(diff ?? "(no stored snapshot; the new text is in the bundle)")
            + "\n"
    }

    /// `text` as one Markdown code span, whatever it holds: fenced by one backtick more than
    /// its longest run of them, so a backtick in a file name cannot end the span early and let
    /// the rest be read as Markdown (a link, a line saying every snapshot was approved), with
    /// its control characters made visible, so no line break starts a block of its own.
    package static func codeSpan(_ text: String) -> String {
        let visible = VisibleName.escaping(text)
        let longestRun = visible.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
        let fence = String(repeating: "`", count: longestRun + 1)
        // A space inside the fence when the text starts or ends with a backtick, which
        // Markdown strips again.
        let pad = visible.first == "`" || visible.last == "`" ? " " : ""
        return fence + pad + visible + pad + fence
    }

    /// `diff` as one fenced Markdown block of kind `diff`, ending with a newline.
    package static func fenced(_ diff: String) -> String {
        // A fence longer than any run of backticks in the diff keeps it one block.
        let longestRun = diff.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        return fence + "diff\n" + diff + "\n" + fence + "\n"
    }

    /// Appends `text` to the file at `url` in one write, creating its folder.
    private static func append(_ text: String, to url: URL) throws(SnapshotError) {
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try SnapshotFile.append(text, toPath: url.path)
    }
}

import ScenicSnapshotStore

/// The report of a merged bundle, `report.md`: a one-line summary, every failing snapshot's
/// diff grouped by change as `scenic review` groups them, then the unreferenced snapshots.
///
/// ```text
/// Scenic snapshots: 1 new, 2 changed, 1 unreferenced.
///
/// ## The same change in 2 snapshots (changed): "quit" → "leave"
///
/// - `Snapshots/CartTests/total.1.txt`
/// - `Snapshots/ListTests/empty.1.txt`
///
/// ```diff
/// …
/// ```
/// ```
struct BundleReport {
    /// The merged bundle, read as a package whose pending files are the failures.
    var bundle: SnapshotStore
    /// The package's files no run asserted; `nil` when no bundle had a manifest.
    var unreferenced: [String]?

    /// The summary line: counts of new, changed and unreferenced snapshots.
    func summary(new: Int, changed: Int) -> String {
        let unreferencedCount =
            unreferenced.map { "\($0.count) unreferenced" }
            ?? "unreferenced not known (no manifest)"
        return "Scenic snapshots: \(new) new, \(changed) changed, \(unreferencedCount)."
    }

    /// The whole report, and its summary line.
    func render() -> (report: String, summary: String) {
        let pending = bundle.listing().pending
        let (groups, unreadable) = bundle.groupedByChange(pending)
        var new = 0
        var sections: [String] = []
        for group in groups {
            let isNew = (try? bundle.change(of: group[0]).isNew) ?? false
            let kind = isNew ? "new" : "changed"
            if isNew { new += group.count }
            var section: String
            if group.count == 1 {
                section = "## `\(group[0].storedPath)` (\(kind))\n\n"
            } else {
                let words = (try? bundle.change(of: group[0]).summary).flatMap { $0 }
                section =
                    "## The same change in \(group.count) snapshots (\(kind))"
                    + (words.map { ": " + $0 } ?? "") + "\n\n"
                    + group.map { "- `\($0.storedPath)`\n" }.joined() + "\n"
            }
            let diff =
                (try? bundle.diff(of: group[0], colored: false))
                ?? "(the diff could not be made)"
            section += ArtifactBundle.fenced(diff)
            sections.append(section)
        }
        for (snapshot, error) in unreadable {
            sections.append("## `\(snapshot.storedPath)` (unreadable)\n\n\(error.message)\n")
        }
        if let unreferenced, !unreferenced.isEmpty {
            sections.append(
                "## Unreferenced: no run asserted these\n\n"
                    + unreferenced.map { "- `\($0)`\n" }.joined())
        }
        let summary = summary(new: new, changed: pending.count - new)
        return (([summary + "\n"] + sections).joined(separator: "\n"), summary)
    }
}

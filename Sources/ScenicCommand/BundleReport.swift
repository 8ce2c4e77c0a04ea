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
///
/// ``HTMLReport`` shows the same groups as a page.
struct BundleReport {
    /// Snapshots that make one change, shown once.
    struct Group {
        /// The snapshots, the first shown.
        var snapshots: [PendingSnapshot]
        /// Whether they are new: nothing was stored.
        var isNew: Bool
        /// The heading: the snapshot, or how many make which change.
        var title: String
        /// What the other snapshots change that the first one's diff does not show (see
        /// ``SnapshotStore/hunksNotShown(in:colored:marksChangedWords:)``).
        var unshown: [SnapshotStore.UnshownHunk]
    }

    /// The merged bundle, read as a package whose pending files are the failures.
    var bundle: SnapshotStore
    /// The package's files no run asserted; `nil` when no bundle had a manifest.
    var unreferenced: [String]?
    /// The files no run asserted of tests still in the package that did not run (disabled), which
    /// `scenic prune` keeps.
    var kept: [String]
    /// The failing snapshots by change.
    let groups: [Group]
    /// The pending files that could not be read, with why.
    let unreadable: [(PendingSnapshot, SnapshotError)]

    /// Reads and groups the failures of `bundle`.
    init(bundle: SnapshotStore, unreferenced: [String]?, kept: [String] = []) {
        self.bundle = bundle
        self.unreferenced = unreferenced
        self.kept = kept
        let (grouped, unreadable) = bundle.groupedByChange(
            bundle.listing(checkingNames: false).pending)
        self.unreadable = unreadable
        groups = grouped.map { group in
            let snapshots = group.readings.map(\.snapshot)
            let change = group.change
            let isNew = change.isNew
            let kind = isNew ? "new" : "changed"
            guard snapshots.count > 1 else {
                return Group(
                    snapshots: snapshots, isNew: isNew,
                    title: "\(snapshots[0].storedPath) (\(kind))", unshown: [])
            }
            let words = change.summary.map { ": " + $0 } ?? ""
            return Group(
                snapshots: snapshots, isNew: isNew,
                title: "The same change in \(snapshots.count) snapshots (\(kind))" + words,
                unshown: (try? bundle.hunksNotShown(in: group.readings, colored: false)) ?? [])
        }
    }

    /// The summary line: counts of new, changed and unreferenced snapshots.
    var summary: String {
        let failing = groups.map(\.snapshots.count).reduce(0, +)
        let new = groups.filter(\.isNew).map(\.snapshots.count).reduce(0, +)
        let unreferencedCount =
            unreferenced.map { "\($0.count) unreferenced" }
            ?? "unreferenced not known (no manifest)"
        // Kept as prune keeps them, so a green run with a disabled test calls nothing unused.
        let keptCount = kept.isEmpty ? "" : ", \(kept.count) kept (their tests did not run)"
        return "Scenic snapshots: \(new) new, \(failing - new) changed, \(unreferencedCount)"
            + keptCount + "."
    }

    /// `text` with each character that could start Markdown's markup (a link, an image, a
    /// tag, emphasis, code, an entity) escaped by a backslash: the changed words in a heading
    /// are anyone's text, rendered where the report is shown (a CI job's summary).
    static func markdownEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_[]<>&~!".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// The report in Markdown.
    var markdown: String {
        var sections: [String] = []
        for group in groups {
            var section: String
            if group.snapshots.count == 1 {
                section =
                    "## \(ArtifactBundle.codeSpan(group.snapshots[0].storedPath)) "
                    + "(\(group.isNew ? "new" : "changed"))\n\n"
            } else {
                section =
                    "## \(Self.markdownEscaped(group.title))\n\n"
                    + group.snapshots.map { "- \(ArtifactBundle.codeSpan($0.storedPath))\n" }
                    .joined() + "\n"
            }
            let diff =
                (try? bundle.diff(of: group.snapshots[0], colored: false))
                ?? "(the diff could not be made)"
            section += ArtifactBundle.fenced(diff)
            // What one decision on the group decides besides, as `scenic review` shows it.
            let unshown = group.unshown
            if !unshown.isEmpty {
                section +=
                    "\nAlso in other snapshots of this change, what the diff above does "
                    + "not show:\n"
                for part in unshown {
                    section +=
                        "\n\(ArtifactBundle.codeSpan(part.snapshot.storedPath)):\n\n"
                        + ArtifactBundle.fenced(part.hunk)
                }
            }
            sections.append(section)
        }
        for (snapshot, error) in unreadable {
            sections.append(
                "## \(ArtifactBundle.codeSpan(snapshot.storedPath)) (unreadable)\n\n"
                    + "\(Self.markdownEscaped(error.message))\n")
        }
        for (heading, paths) in lists where !paths.isEmpty {
            sections.append(
                "## \(heading)\n\n" + paths.map { "- \(ArtifactBundle.codeSpan($0))\n" }.joined())
        }
        return ([summary + "\n"] + (next.map { [$0 + "\n"] } ?? []) + sections)
            .joined(separator: "\n")
    }

    /// The lists of files after the diffs, each with its heading: those no run asserted, and
    /// those kept.
    var lists: [(heading: String, paths: [String])] {
        [
            ("Unreferenced: no run asserted these", unreferenced ?? []),
            (
                "Kept: tests still in the package that did not run (disabled, or skipped by a condition)",
                kept
            ),
        ]
    }

    /// What to do about what the report lists, or `nil` when it lists nothing to act on.
    var next: String? {
        var steps: [String] = []
        if !groups.isEmpty || !unreadable.isEmpty {
            steps.append(
                "download this bundle, then in your checkout run `swift run scenic apply BUNDLE` "
                    + "and `swift run scenic review`")
        }
        if let unreferenced, !unreferenced.isEmpty {
            steps.append("`swift run scenic prune` deletes what no test asserted")
        }
        return steps.isEmpty ? nil : "Next: " + steps.joined(separator: "; ") + "."
    }
}

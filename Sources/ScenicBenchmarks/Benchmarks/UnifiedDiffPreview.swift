import ScenicSnapshotStore

/// The start of a unified diff, for the message when a floor's text drifts from the real one.
enum UnifiedDiffPreview {
    static func first(old: String, new: String, lineLimit: Int = 40) -> String {
        let diff =
            UnifiedDiff.format(old: old, new: new, oldLabel: "floor", newLabel: "console") ?? ""
        return diff.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix(lineLimit).joined(separator: "\n")
    }
}

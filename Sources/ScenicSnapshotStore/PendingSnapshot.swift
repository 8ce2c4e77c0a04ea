/// A pending snapshot: a `.txt.new` file waiting to be accepted or rejected.
package struct PendingSnapshot: Hashable, Sendable {
    /// The root-relative path of the stored snapshot it would replace or create.
    package var storedPath: String

    /// Makes a pending snapshot for the stored path it belongs to.
    package init(storedPath: String) {
        self.storedPath = storedPath
    }

    /// The root-relative path of the pending file.
    package var pendingPath: String { storedPath + SnapshotLocation.pendingSuffix }

    /// The test that wrote it, as `Suite › test (name)`, read from the path and made visible
    /// (see ``VisibleName``): it is printed, and a file name may hold anything.
    ///
    /// `Snapshots/CartTests/total.empty.txt` is `CartTests › total (empty)`.
    package var testDescription: String {
        VisibleName.escaping(describedTest)
    }

    /// ``testDescription`` before it is made visible.
    private var describedTest: String {
        let parts = storedPath.split(separator: "/")
        let file = parts.last.map { $0.dropLast(SnapshotLocation.storedExtension.count) } ?? ""
        let suite = parts.dropFirst().dropLast().joined(separator: "/")
        guard let dot = file.firstIndex(of: ".") else { return "\(suite) › \(file)" }
        return "\(suite) › \(file[..<dot]) (\(file[file.index(after: dot)...]))"
    }
}

/// Where one snapshot lives: `Snapshots/<suite>/<test>.<name>.txt` under the package root.
package struct SnapshotLocation: Equatable, Sendable {
    /// The folder under `Snapshots/`, usually the test file's name without `.swift`.
    package var suite: String
    /// The test function's name without its parameter list.
    package var test: String
    /// The snapshot's name within the test: a caller's name or a counter such as `1`.
    package var name: String

    /// The folder under the package root that holds all snapshots.
    package static let folder = "Snapshots"
    /// The extension of stored snapshots.
    package static let storedExtension = ".txt"
    /// What is added to a stored snapshot's path to name its pending update.
    package static let pendingSuffix = ".new"

    /// Makes a location after checking every part is a safe file-name component.
    ///
    /// - Throws: ``SnapshotError/unsafeName(_:_:)``.
    package init(suite: String, test: String, name: String) throws(SnapshotError) {
        for part in [suite, test, name] {
            if let problem = SnapshotName.problem(with: part) {
                throw .unsafeName(part, problem)
            }
        }
        self.suite = suite
        self.test = test
        self.name = name
    }

    /// Makes a location from parts that were checked before, as the snapshot assertions do
    /// once per test instead of once per assertion.
    package init(checkedSuite suite: String, test: String, name: String) {
        self.suite = suite
        self.test = test
        self.name = name
    }

    /// The suite for a test file: its name without the folder and `.swift`.
    package static func suite(forFile filePath: String) -> String {
        let file = filePath.split(separator: "/").last.map(String.init) ?? filePath
        let name = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
        return SnapshotName.fileName(for: name)
    }

    /// The stored file's name in its suite's folder: `<test>.<name>.txt`.
    package var fileName: String {
        test + "." + name + SnapshotLocation.storedExtension
    }

    /// The stored file's path relative to the package root.
    package var storedPath: String {
        SnapshotLocation.folder + "/" + suite + "/" + fileName
    }

    /// The pending file's path relative to the package root.
    package var pendingPath: String { storedPath + SnapshotLocation.pendingSuffix }

    /// Whether the root-relative `path` is `Snapshots/<suite>/<file>.txt` with both parts
    /// names a test could write (no space, `..` or control character): what the tools accept,
    /// reject and review, as `apply` takes from a bundle.
    package static func hasSafeNames(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == folder, parts[2].hasSuffix(storedExtension) else {
            return false
        }
        let stem = String(parts[2].dropLast(storedExtension.count))
        return SnapshotName.problem(with: String(parts[1])) == nil
            && SnapshotName.problem(with: stem) == nil
    }

    /// Whether the root-relative `path` has the shape of a stored snapshot's,
    /// `Snapshots/<suite>/<test>.<name>.txt` with every part a safe name: no test writes any
    /// other, so the tools never delete another file under `Snapshots/` (a README, notes).
    package static func isStoredPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == folder, parts[2].hasSuffix(storedExtension) else {
            return false
        }
        return parts[2].dropLast(storedExtension.count).contains(".") && hasSafeNames(path)
    }
}

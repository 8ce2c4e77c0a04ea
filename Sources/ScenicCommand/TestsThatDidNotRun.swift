import Foundation
import ScenicSnapshotStore

/// Finds the snapshots of tests that are still in the package but did not run.
///
/// Such a test is disabled, or skipped by a condition or a platform; `scenic prune` keeps its
/// snapshots, as Jest keeps the snapshots of skipped tests.
///
/// A snapshot at `Snapshots/<Suite>/<test>.<name>.txt` belongs to the function `<test>` of a test
/// file `<Suite>.swift`. When the run asserted no snapshot of that test, and a file of that name
/// in the package still declares a function of that name, the test exists and did not run.
/// The check errs on the side of keeping: a function of that name in that file is enough, and
/// a file of that name that cannot be read keeps every snapshot of its suite. A
/// snapshot named by the second form of `assertSnapshot` (`suite: "CartPresenter", test:
/// "previews"`) has no such file; it is kept while a file in the package still names both, as
/// string literals in that order (a test name may hold dots: `test: "previews.v2"`). Lines
/// that are comments are left out: a test named only in one is gone.
///
/// The whole package is looked through, not only `Tests/`: a test target may have a path of
/// its own (`path: "Checks/MoreTests"`), and the snapshots of its skipped tests were deleted
/// (found by a hostile tester). Hidden folders (`.build`, `.git`) are passed over.
enum TestsThatDidNotRun {
    /// The paths among `paths` (stored or pending, root-relative) whose test asserted nothing in
    /// the run that asserted `asserted` and is still declared in the package at `root`.
    static func snapshots(among paths: [String], asserted: Set<String>, root: URL) -> Set<String> {
        let ran = Set(asserted.compactMap(owner))
        let candidates = paths.filter { path in owner(of: path).map { !ran.contains($0) } ?? false }
        guard !candidates.isEmpty else { return [] }
        let found = declaredTests(under: root)
        // Files past the bound were not looked at: anything may be declared there.
        guard found.isComplete else { return Set(candidates) }
        let declared = found.tests
        // A test name with dots (the second form's `test: "previews.v2"`) is more than the
        // part of a file name before its first dot.
        let dotted = declared.filter { $0.split(separator: "/").last?.contains(".") == true }
        return Set(
            candidates.filter { path in
                if owner(of: path).map(declared.contains) == true { return true }
                // A suite whose file could not be read (too large, not UTF-8) keeps them all.
                if let suite = owner(of: path)?.split(separator: "/").first,
                    found.unreadSuites.contains(String(suite))
                {
                    return true
                }
                let named = path.dropFirst(SnapshotLocation.folder.count + 1)
                return dotted.contains { named.hasPrefix($0 + ".") }
            })
    }

    /// `<Suite>/<test>` for a path `Snapshots/<Suite>/<test>.<name>.txt` (or its `.new`).
    private static func owner(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == SnapshotLocation.folder,
            let dot = parts[2].firstIndex(of: ".")
        else { return nil }
        return parts[1] + "/" + parts[2][..<dot]
    }

    /// What the Swift files under a folder declare.
    private struct Declared {
        /// Every `<Suite>/<test>`, named as snapshot files name them: the file's name and each
        /// function's.
        var tests = Set<String>()
        /// The suites of the files that could not be read: too large, not UTF-8.
        var unreadSuites = Set<String>()
        /// Whether every Swift file was looked at: not when there were more than the bound.
        var isComplete = true
    }

    /// What the Swift files under `folder` declare.
    private static func declaredTests(under folder: URL) -> Declared {
        var declared = Declared()
        guard
            let files = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey],
                options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return declared }
        var seen = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            // Bounded: a package holds far fewer files than this.
            seen += 1
            guard seen <= maximumFiles else {
                declared.isComplete = false
                break
            }
            guard
                let values = try? file.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]),
                values.isRegularFile == true
            else { continue }
            let suite = SnapshotLocation.suite(forFile: file.path)
            guard (values.fileSize ?? 0) <= maximumFileBytes,
                let text = try? String(contentsOf: file, encoding: .utf8)
                    .replacing(comment, with: " ")
            else {
                declared.unreadSuites.insert(suite)
                continue
            }
            for match in text.matches(of: functionName) {
                declared.tests.insert(
                    suite + "/" + SnapshotName.testName(fromFunction: match.1 + "()"))
            }
            for match in text.matches(of: suiteAndTest) {
                declared.tests.insert(match.1 + "/" + match.2)
            }
        }
        return declared
    }

    /// A function's name after `func`: a raw identifier in backticks, or anything up to its
    /// parameters or generic clause, so that a name of any script counts (`café`, `合計`).
    nonisolated(unsafe) private static let functionName =
        /func\s+(`[^`\n]+`|[^\s(<`{:]+)/

    /// The names an assertion of the second form gives: `suite: "CartPresenter", test:
    /// "previews"`.
    nonisolated(unsafe) private static let suiteAndTest =
        /suite:\s*#*"([^"\\\n]+)"#*\s*,\s*test:\s*#*"([^"\\\n]+)"#*/

    /// A line that is a comment, `//` or `/* … */` first on a line.
    ///
    /// Only those: `"*/*"`, a
    /// glob's `/*` or a ` //` inside a string is no comment, and a regular expression that
    /// took one for a comment's start cut off the tests after it (found by a hostile tester);
    /// a comment after code is left in, which keeps what it names.
    nonisolated(unsafe) private static let comment =
        /(?m:^[ \t]*\/\/.*$)|(?m:^[ \t]*\/\*[\s\S]*?\*\/)/

    /// The most Swift files looked at in a package.
    private static let maximumFiles = 20_000
    /// The largest Swift file read.
    private static let maximumFileBytes = 4 << 20
}

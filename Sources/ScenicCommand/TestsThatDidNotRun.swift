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
        // Files past the bound were not looked at: anything may be declared there. Said, as
        // `prune --check` then passes over what no test asserted (found by a hostile tester).
        guard found.isComplete else {
            Terminal.printError(
                "warning: the package holds more than \(maximumFiles) Swift files outside hidden "
                    + "folders (a checkout of dependencies?), so scenic did not look through them "
                    + "all for tests that did not run, and keeps every snapshot no test asserted. "
                    + "Move such folders out of the package, or into a hidden one.")
            return Set(candidates)
        }
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
    ///
    /// Files and folders reached through symbolic links count, as SwiftPM compiles them (a
    /// test file shared by a link lost its skipped test's snapshots, found by a hostile
    /// tester); each folder is looked through once, so a link to a folder above ends.
    private static func declaredTests(under folder: URL) -> Declared {
        var declared = Declared()
        var folders = [folder]
        var visited: Set<String> = [folder.resolvingSymlinksInPath().path]
        var seen = 0
        let keys: [URLResourceKey] = [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey]
        while let next = folders.popLast() {
            guard
                let entries = FileManager.default.enumerator(
                    at: next, includingPropertiesForKeys: keys,
                    options: [.skipsHiddenFiles, .skipsPackageDescendants])
            else { continue }
            for case let entry as URL in entries {
                guard let values = try? entry.resourceValues(forKeys: Set(keys)) else { continue }
                var file = entry
                if values.isSymbolicLink == true {
                    // What the link leads to: a folder to look through, or a file.
                    let target = entry.resolvingSymlinksInPath()
                    var isFolder: ObjCBool = false
                    guard
                        FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder)
                    else { continue }
                    if isFolder.boolValue {
                        // Never the package again or a folder holding it (a link to `/` walked
                        // the whole machine, found by a hostile tester), nor the system's own.
                        let root = folder.resolvingSymlinksInPath().path
                        let path = target.path
                        let holdsTheRoot = path == "/" || root == path || root.hasPrefix(path + "/")
                        let isSystems = ["/proc", "/sys", "/dev"].contains {
                            path == $0 || path.hasPrefix($0 + "/")
                        }
                        if !holdsTheRoot, !isSystems, visited.insert(path).inserted {
                            folders.append(target)
                        }
                        continue
                    }
                    file = target
                } else if values.isRegularFile != true {
                    continue
                }
                guard entry.pathExtension == "swift" else { continue }
                // Bounded: a package holds far fewer files than this.
                seen += 1
                guard seen <= maximumFiles else {
                    declared.isComplete = false
                    return declared
                }
                read(file, as: entry, into: &declared)
            }
        }
        return declared
    }

    /// Adds what the Swift file `file` declares, named by `name` (a link's own name, not what
    /// it leads to: the suite is the name the test target compiles).
    private static func read(_ file: URL, as name: URL, into declared: inout Declared) {
        let values = try? file.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
        guard values?.isRegularFile == true else { return }
        let suite = SnapshotLocation.suite(forFile: name.path)
        guard (values?.fileSize ?? 0) <= maximumFileBytes,
            let read = try? String(contentsOf: file, encoding: .utf8)
        else {
            declared.unreadSuites.insert(suite)
            return
        }
        let text = withoutComments(read)
        for match in text.matches(of: functionName) {
            declared.tests.insert(
                suite + "/" + SnapshotName.testName(fromFunction: match.1 + "()"))
        }
        for match in text.matches(of: suiteAndTest) {
            declared.tests.insert(match.1 + "/" + match.2)
        }
    }

    /// A function's name after `func`: a raw identifier in backticks, or anything up to its
    /// parameters or generic clause, so that a name of any script counts (`café`, `合計`).
    nonisolated(unsafe) private static let functionName =
        /func\s+(`[^`\n]+`|[^\s(<`{:]+)/

    /// The names an assertion of the second form gives: `suite: "CartPresenter", test:
    /// "previews"`.
    nonisolated(unsafe) private static let suiteAndTest =
        /suite:\s*#*"([^"\\\n]+)"#*\s*,\s*test:\s*#*"([^"\\\n]+)"#*/

    /// `text` with its lines that are comments (`//` first on the line) made blank: a test
    /// named only in one is gone.
    ///
    /// Only those, which can hide nothing but their own line. Finding every comment means
    /// knowing all of Swift's literals: a regular expression took a `/*` inside a multi-line
    /// string for a comment start, and a scanner that knew strings and interpolations was
    /// then fooled by regular expression literals and raw identifiers (`` `ignores /* in
    /// globs` ``); each cut off the tests declared after, and prune deleted their snapshots
    /// (all found by hostile testers). A name in a block comment or after code on a line
    /// keeps its snapshots: the safe side.
    static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.drop { $0 == " " || $0 == "\t" }.hasPrefix("//") ? "" : line
        }.joined(separator: "\n")
    }

    /// The most Swift files looked at in a package.
    private static let maximumFiles = 20_000
    /// The largest Swift file read.
    private static let maximumFileBytes = 4 << 20
}

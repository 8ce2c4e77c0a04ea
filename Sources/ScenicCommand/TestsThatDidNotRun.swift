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

    /// `text` with its comments (`//` to the end of a line, `/* … */`, nested) made spaces,
    /// and its string literals kept: a test named only in a comment is gone.
    ///
    /// One pass over the bytes, knowing strings (`"…"`, `"""…"""`, raw `#"…"#`) and the code
    /// interpolated in them, and the extended regular expressions (`#/…/#`): a regular
    /// expression took a `/*` inside a multi-line string for a comment, up to a `*/` in a
    /// later string, and cut off the test declared between (its snapshots were deleted); and
    /// a first form of this pass took the `"/*"` of `"\(dir + "/*")"` for one. Where it is
    /// unsure it keeps: a `/*` with no end, or after a `\` (`/a\/*/`), is no comment.
    static func withoutComments(_ text: String) -> String {
        var scanner = CommentScanner(bytes: Array(text.utf8))
        scanner.scanCode(inInterpolation: false)
        return String(decoding: scanner.kept, as: UTF8.self)
    }

    /// The most Swift files looked at in a package.
    private static let maximumFiles = 20_000
    /// The largest Swift file read.
    private static let maximumFileBytes = 4 << 20
}

/// Finds the comments of Swift source, one byte at a time, for
/// ``TestsThatDidNotRun/withoutComments(_:)``.
private struct CommentScanner {
    let bytes: [UInt8]
    /// The bytes, with the comments found so far made spaces.
    var kept: [UInt8]
    private var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        kept = bytes
    }

    private static let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*"), hash = UInt8(ascii: "#")
    private static let backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")

    private func at(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Code, up to the end, or to the `)` that ends an interpolation.
    mutating func scanCode(inInterpolation: Bool) {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") {
                depth += 1
                index += 1
            } else if byte == UInt8(ascii: ")") {
                index += 1
                if inInterpolation, depth == 0 { return }
                depth -= 1
            } else if byte == Self.slash, at(1) == Self.slash {
                let end = bytes[index...].firstIndex(of: Self.newline) ?? bytes.count
                blank(index..<end)
                index = end
            } else if byte == Self.slash, at(1) == Self.star,
                index == 0 || bytes[index - 1] != Self.backslash
            {
                scanBlockComment()
            } else if byte == Self.hash, at(1) == Self.slash {
                // An extended regular expression: nothing in it is a comment.
                index += 2
                while index < bytes.count, !(bytes[index] == Self.slash && at(1) == Self.hash) {
                    index += 1
                }
                index += 2
            } else if byte == Self.quote || byte == Self.hash {
                scanString()
            } else {
                index += 1
            }
        }
    }

    /// A block comment, nested ones in it, made spaces; one with no end is left as it is.
    private mutating func scanBlockComment() {
        let start = index
        var depth = 0
        var position = index
        while position < bytes.count {
            if bytes[position] == Self.slash, position + 1 < bytes.count,
                bytes[position + 1] == Self.star
            {
                depth += 1
                position += 2
            } else if bytes[position] == Self.star, position + 1 < bytes.count,
                bytes[position + 1] == Self.slash
            {
                depth -= 1
                position += 2
                if depth == 0 {
                    blank(start..<position)
                    index = position
                    return
                }
            } else {
                position += 1
            }
        }
        index = start + 2
    }

    /// A string literal at `index` (`#`s, then one or three quotes), to its end, the code of
    /// its interpolations scanned as code; `#`s followed by no quote are passed over.
    private mutating func scanString() {
        var hashes = 0
        while at(0) == Self.hash {
            hashes += 1
            index += 1
        }
        guard at(0) == Self.quote else { return }
        let isMultiline = at(1) == Self.quote && at(2) == Self.quote
        index += isMultiline ? 3 : 1
        let closing =
            [UInt8](repeating: Self.quote, count: isMultiline ? 3 : 1)
            + [UInt8](repeating: Self.hash, count: hashes)
        while index < bytes.count {
            if bytes[index] == Self.backslash,
                (0..<hashes).allSatisfy({ at(1 + $0) == Self.hash })
            {
                // An escape: `\n`, or `\(` and code; in a raw string `\#n`, `\#(`.
                index += 1 + hashes
                if at(0) == UInt8(ascii: "(") {
                    index += 1
                    scanCode(inInterpolation: true)
                } else {
                    index += 1
                }
            } else if bytes[index...].starts(with: closing) {
                index += closing.count
                return
            } else if !isMultiline, bytes[index] == Self.newline {
                return
            } else {
                index += 1
            }
        }
    }

    private mutating func blank(_ range: Range<Int>) {
        for position in range where kept[position] != Self.newline {
            kept[position] = UInt8(ascii: " ")
        }
    }
}

import Scenic

/// Everything that can go wrong in a snapshot assertion; ``message`` is the one place that
/// turns it into text for people.
package enum SnapshotError: Error, Equatable, Sendable {
    /// What the assertion wrote after finding a missing or different snapshot.
    package enum Written: Equatable, Sendable {
        /// Nothing, because the mode is verify-only.
        case nothing(SnapshotMode.VerifyReason)
        /// Nothing in `Snapshots/`, because the mode is verify-only; the actual text went into
        /// the artifacts bundle in this folder (`SCENIC_ARTIFACTS`).
        case bundled(SnapshotMode.VerifyReason, folder: String)
        /// The actual text, as the pending file at this root-relative path.
        case pending(String)
        /// The actual text, over the stored file.
        case overwritten
        /// Nothing, because the pending file would be reached through the symbolic link at
        /// this root-relative folder, which the `scenic` tools do not follow: it could be
        /// neither listed nor reviewed.
        case nothingThroughLink(folder: String)
        /// Nothing, because writing the pending file (or the marker beside it) failed, as
        /// this message says.
        case failed(String)
    }

    /// Why a folder on the way to a file, or a folder to list, cannot be used.
    package enum FolderProblem: Equatable, Sendable {
        /// It is a symbolic link, which the tools never follow.
        case symbolicLink
        /// Something other than a folder is there.
        case notAFolder(FileKind)
        /// It cannot be opened; the system's reason, such as "Permission denied".
        case cannotEnter(String)
        /// It was missing and could not be made; the system's reason.
        case cannotMake(String)
    }

    /// `SCENIC_SNAPSHOTS` holds an unknown value.
    case invalidMode(String)
    /// A suite, test or snapshot name cannot be used in a file name.
    case unsafeName(String, SnapshotName.Problem)
    /// No `Package.swift` was found above this path.
    case packageRootNotFound(String)
    /// The stored file at this root-relative path is not UTF-8.
    case notUTF8(String)
    /// A file could not be read: root-relative path and the system's reason.
    case unreadable(String, String)
    /// A file could not be written: root-relative path and the system's reason.
    case unwritable(String, String)
    /// A file could not be deleted: root-relative path and the system's reason.
    case undeletable(String, String)
    /// The file at this path is reached through the folder `folder`, which cannot be used:
    /// a symbolic link, something other than a folder, or one the system will not open.
    case unreachable(String, folder: String, FolderProblem)
    /// The folder at this path cannot be listed, so what is in it is left out.
    case unlistable(String, FolderProblem)
    /// The file or folder at this path (its name's bytes that are not UTF-8 shown as `\xNN`)
    /// has a name that is not UTF-8, so it is left out of listings.
    case nameNotUTF8(String)
    /// The hidden file at this path holds the text of the file `original`: an accept or
    /// reject was stopped between its two renames (a kill), or could not give it back.
    case claimLeftOver(String, original: String)
    /// The hidden file at this path is what a write left when its process was stopped midway.
    case writeLeftOver(String)
    /// The file at this path is a symbolic link, a folder, a FIFO or a device (which kind),
    /// which the tools do not move, delete or read.
    case notARegularFile(String, FileKind)
    /// The pending file at this path has a name no snapshot test writes (a space, `..`, a
    /// control character), which the tools do not accept, reject or review.
    case notASnapshotName(String)
    /// The file at this path holds more bytes than the tools read from one file (its size,
    /// the limit).
    case tooLarge(String, bytes: Int, limit: Int)
    /// The text asserted for the snapshot at this root-relative path is larger than a
    /// snapshot file may be (its size, the limit): it was neither compared nor written.
    case textTooLarge(stored: String, bytes: Int, limit: Int)
    /// An unnamed snapshot was asserted in a parameterized test, whose cases run in any order.
    case unnamedInParameterizedTest(test: String)
    /// Two tests (`empty() at TwinTests.swift:4`) assert the same snapshots (this
    /// root-relative path; `*` for the numbers of unnamed ones).
    case sharedByTwoTests(storedPath: String, tests: [String])
    /// One test (`param(_:) at TotalTests.swift:4`) asserts snapshots at these root-relative
    /// paths, which differ in case only: one file on a Mac's or Windows' disk.
    case namesDifferInCaseOnly(paths: [String], test: String)
    /// The snapshot at this root-relative path was asserted again in one run with another text
    /// than an earlier assertion, which did not match and wrote its text at `earlier` (a
    /// pending file, the stored one in overwrite mode, or a CI bundle's file): one file
    /// asserted twice with two texts (a loop that keeps one name), or a text that changes from
    /// run to run of a repeated test. `matches` says whether this text matched the stored one;
    /// then it is a warning (``isWarning``), since a repeated test's run that matches passes.
    case assertedTwice(stored: String, earlier: String, matches: Bool)
    /// No snapshot is stored at this root-relative path.
    case missing(stored: String, written: Written)
    /// The stored snapshot differs from the actual text; `diff` is a unified diff.
    case mismatch(stored: String, diff: String, written: Written)

    /// Whether this is said as a warning, failing no test: a match after an earlier
    /// assertion's mismatch in the same run, which a repeated test's passing run makes too.
    package var isWarning: Bool {
        if case .assertedTwice(_, _, matches: true) = self { return true }
        return false
    }

    /// The full text of the failure, ending with what to do next.
    ///
    /// For a difference found while writing pending files:
    /// ```text
    /// Snapshot Snapshots/CartTests/total.1.txt does not match the actual text.
    /// Wrote the actual text to Snapshots/CartTests/total.1.txt.new.
    /// --- Snapshots/CartTests/total.1.txt (stored)
    /// +++ actual text
    /// @@ -1,1 +1,1 @@
    /// -Total: $3.00
    /// +Total: $4.00
    /// Next: review it with `swift run scenic review`, or accept it with `swift run scenic accept Snapshots/CartTests/total.1.txt`.
    /// ```
    package var message: String {
        // Paths and names come from file names and the environment: shown, never obeyed.
        let shown = VisibleName.escaping
        switch self {
        case .invalidMode(let value):
            return "\(SnapshotMode.variable)=\(VisibleName.quoted(value)) is not a mode; "
                + "use verify, pending or overwrite."
        case .unsafeName(let name, .tooLong(let bytes)):
            return "Snapshot name \(VisibleName.quoted(name)) is too long: it makes a file or "
                + "folder name of \(bytes) bytes, more than the \(SnapshotName.longestFileName) "
                + "a snapshot's may take. Use a shorter name."
        case .unsafeName(let name, let problem):
            return "Snapshot name \(VisibleName.quoted(name)) is not safe in a file name: "
                + SnapshotError.describe(problem)
                + ". Use letters, digits, \"-\", \"_\" and single dots inside the name."
        case .packageRootNotFound(let path):
            return "Cannot find the package root: no Package.swift in the folder of "
                + "\(shown(path)) or any folder above it."
        case .notUTF8(let path):
            return "Snapshot \(shown(path)) is not valid UTF-8 text. "
                + "Fix or delete the file, then run the tests again."
        case .unreadable(let path, let reason):
            return "Cannot read snapshot \(shown(path)): \(reason)."
        case .unwritable(let path, let reason):
            return "Cannot write \(shown(path)): \(reason)."
        case .undeletable(let path, let reason):
            return "Cannot delete \(shown(path)): \(reason)."
        case .unreachable(let path, let folder, .symbolicLink):
            return "\(shown(path)) is reached through the symbolic link \(shown(folder)), so "
                + "scenic leaves it alone. Replace the link with a real folder."
        case .unreachable(let path, let folder, let problem):
            return "Cannot reach \(shown(path)): "
                + SnapshotError.describe(problem, folder: shown(folder)) + "."
        case .unlistable(let folder, .symbolicLink):
            return "\(shown(folder)) is a symbolic link, so scenic does not look inside it and "
                + "leaves out what it holds. Replace the link with a real folder."
        case .unlistable(let folder, .notAFolder(let kind)):
            return "\(shown(folder)) is \(kind.described), not a folder, so scenic lists nothing "
                + "in it."
        case .unlistable(let folder, .cannotEnter(let reason)),
            .unlistable(let folder, .cannotMake(let reason)):
            return "Cannot open the folder \(shown(folder)) to list it: \(reason); what it holds "
                + "is left out."
        case .claimLeftOver(let path, let original):
            return "\(shown(path)) holds the text of \(shown(original)), left there when an "
                + "accept or reject was stopped midway. Move it back to decide it again: mv -n "
                + "\(ShellWord.quoted(shown(path))) \(ShellWord.quoted(shown(original))) (-n: "
                + "not over a newer one there); or delete it."
        case .writeLeftOver(let path):
            return "\(shown(path)) is what is left of a write that was stopped midway (its "
                + "process is gone, as when a test run is killed); no snapshot is in it. Delete "
                + "it: rm \(ShellWord.quoted(shown(path)))"
        case .nameNotUTF8(let path):
            return "\(shown(path)) has a name that is not UTF-8, so scenic leaves it out of what "
                + "it lists, reviews and prunes. Rename it, or delete it if no test writes it."
        case .notARegularFile(let path, let kind):
            return "\(shown(path)) is \(kind.described), not a regular file, so scenic leaves it "
                + "alone. Remove it, or replace it with a regular file."
        case .notASnapshotName(let path):
            return "\(shown(path)) is not named as a snapshot test names its files "
                + "(Snapshots/SUITE/TEST.NAME.txt, of ASCII letters, digits, \"-\", \"_\" and "
                + "single dots inside, at most 200 bytes): \(Self.misnaming(path)), so scenic leaves "
                + "it alone. Rename or remove it."
        case .tooLarge(let path, let bytes, let limit):
            return "\(shown(path)) holds \(bytes) bytes, more than the \(limit) scenic reads from "
                + "one file, so it was not read. Remove it, or replace it with a smaller file."
        case .textTooLarge(let stored, let bytes, let limit):
            return "The text asserted for \(shown(stored)) holds \(bytes) bytes, more than the "
                + "\(limit) a snapshot file may, so it was neither diffed nor written. Assert a "
                + "smaller part of it, or split it into several snapshots."
        case .unnamedInParameterizedTest(let test):
            return "Test \(VisibleName.quoted(test)) is parameterized, so its cases run in any "
                + "order and unnamed snapshots would get unstable numbers. Pass a name built "
                + "from the arguments, for example `assertSnapshot(of: text, named: "
                + "\"\\(argument)\")`."
        case .sharedByTwoTests(let stored, let tests):
            return "Two tests store the same snapshots (\(shown(stored))): "
                + tests.map(VisibleName.escaping).joined(separator: " and ") + ". A snapshot is "
                + "named by the file and function that assert it (or by the names given), not by "
                + "the test or its suite, so one would compare with the other's. Give one's "
                + "snapshots names of their own (named:), which also serves a helper or a test "
                + "that calls another; or rename one of the functions, or move it to a file of "
                + "its own."
        case .namesDifferInCaseOnly(let paths, let test):
            return "\(VisibleName.escaping(test)) stores snapshots whose names differ in case "
                + "only (\(paths.map(shown).joined(separator: " and "))): on a Mac's or Windows' "
                + "disk they are one file, and one would compare with the other's. Give them names "
                + "that differ in more than case (named: \"upper-A\" and \"lower-a\", say)."
        case .assertedTwice(let stored, let earlier, true):
            return "Snapshot \(shown(stored)) matched, but an earlier assertion of it in this run "
                + "did not (its text is in \(shown(earlier)), kept for review). Either one file "
                + "is asserted with two texts (in a loop, give each its own name, as in named: "
                + "\"row-\\(index)\"), or the text changes from run to run of a repeated test."
        case .assertedTwice(let stored, let earlier, false):
            return "Snapshot \(shown(stored)) was asserted twice in this run, with two texts "
                + "(the earlier one's is in \(shown(earlier)), kept for review; this one was not "
                + "written). A snapshot file holds one text: give each assertion a name of its "
                + "own (in a loop, named: \"row-\\(index)\"), or assert the texts together as one."
        case .missing(let stored, let written):
            return "No snapshot is stored at \(shown(stored)).\n"
                + SnapshotError.describe(written, stored: stored)
        case .mismatch(let stored, let diff, let written):
            return "Snapshot \(shown(stored)) does not match the actual text.\n"
                + SnapshotError.describe(written, stored: stored, diff: diff)
        }
    }

    /// What is wrong with `folder` (already made visible), as a clause.
    private static func describe(_ problem: FolderProblem, folder: String) -> String {
        switch problem {
        case .symbolicLink: return "\(folder) is a symbolic link"
        case .notAFolder(let kind): return "\(folder) is \(kind.described), not a folder"
        case .cannotEnter(let reason): return "cannot open the folder \(folder): \(reason)"
        case .cannotMake(let reason): return "cannot make the folder \(folder): \(reason)"
        }
    }

    /// What is wrong with the name of the pending file at `path`: which of its parts, and how
    /// (a warning said only the rule, for a name too long or a folder too deep; a hostile
    /// tester).
    private static func misnaming(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            return parts.count > 3
                ? "it is in a folder inside a suite's folder" : "it is in no suite's folder"
        }
        var file = String(parts[2])
        if file.hasSuffix(SnapshotLocation.pendingSuffix) {
            file.removeLast(SnapshotLocation.pendingSuffix.count)
        }
        if file.hasSuffix(SnapshotLocation.storedExtension) {
            file.removeLast(SnapshotLocation.storedExtension.count)
        }
        if let problem = SnapshotName.problem(with: String(parts[1])) {
            return "its suite's folder: " + describe(problem)
        }
        if let problem = SnapshotName.problem(with: file) {
            return describe(problem)
        }
        return "it is not a snapshot's file name"
    }

    private static func describe(_ problem: SnapshotName.Problem) -> String {
        switch problem {
        case .empty: return "it is empty"
        case .leadingDot: return "it starts with \".\""
        case .doubleDot: return "it contains \"..\""
        case .trailingDot: return "it ends with \".\""
        case .separator(let character):
            return "it contains \(VisibleName.quoted(String(character)))"
        case .notAllowed(let character):
            return "it contains \(VisibleName.quoted(String(character)))"
        case .controlCharacter(let scalar):
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "it contains the control character U+"
                + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        case .tooLong(let bytes): return "its name takes \(bytes) bytes"
        }
    }

    /// What to do about the pending file at `path` that an earlier run wrote, when this run
    /// could not write its own.
    static func earlierPending(_ path: String) -> String {
        "The pending file \(VisibleName.escaping(path)) is an earlier run's, not this text: "
            + "reject it (`swift run scenic reject \(VisibleName.escaping(ShellWord.quoted(path)))`) "
            + "rather than accept it."
    }

    private static func because(_ reason: SnapshotMode.VerifyReason) -> String {
        reason == .continuousIntegration ? "CI is set" : "\(SnapshotMode.variable)=verify"
    }

    private static func describe(_ written: Written, stored: String, diff: String? = nil) -> String
    {
        let diffLines = diff.map { $0 + "\n" } ?? ""
        switch written {
        case .pending(let pending):
            return "Wrote the actual text to \(VisibleName.escaping(pending)).\n" + diffLines
                + "Next: review it with `swift run scenic review`, or accept it with "
                + "`swift run scenic accept \(VisibleName.escaping(ShellWord.quoted(stored)))`."
        case .nothing(let reason):
            return "Nothing was written because \(because(reason)) (verify-only).\n" + diffLines
                + "Next: run the tests locally without it, then `swift run scenic review`, "
                + "and commit the accepted snapshot."
        case .bundled(let reason, let folder):
            return "Nothing was written to \(SnapshotLocation.folder)/ because \(because(reason)) "
                + "(verify-only); the actual text is in the artifacts bundle "
                + "\(VisibleName.escaping(folder)).\n"
                + diffLines
                + "Next: download the bundle, run `swift run scenic apply BUNDLE` in your "
                + "checkout, then `swift run scenic review`, and commit the accepted snapshot."
        case .nothingThroughLink(let folder):
            return "Nothing was written: the pending file would be reached through the symbolic "
                + "link \(VisibleName.escaping(folder)), which scenic does not follow, so it "
                + "could not be reviewed.\n" + diffLines
                + "Next: replace the link with a real folder (move what it leads to into its "
                + "place), then run the tests again."
        case .failed(let message):
            return "Nothing was written: \(message)\n" + diffLines
                + "Next: fix that, then run the tests again."
        case .overwritten:
            return "Overwrote it with the actual text because \(SnapshotMode.variable)=overwrite; "
                + "the test fails so an update run never passes as a check.\n" + diffLines
                + "Next: check the change with `git diff \(SnapshotLocation.folder)`, then run "
                + "the tests again without \(SnapshotMode.variable)."
        }
    }
}

import Foundation

/// Compares text with its stored snapshot and writes what the mode allows.
///
/// This is the whole assertion without the test framework: it returns normally on a match
/// and throws a ``SnapshotError`` that says what happened otherwise.
package struct SnapshotVerifier: Sendable {
    /// The path of the package root that holds `Snapshots/`.
    package var rootPath: String
    /// What the verifier may write.
    package var mode: SnapshotMode
    /// Names what led to each hunk of a mismatch's diff; see ``UnifiedDiff/format``.
    package var hunkHeading: (@Sendable (_ newLines: [String], _ firstChangedLine: Int) -> String?)?
    /// Where a verify-only run records its failures, if anywhere.
    package var artifacts: ArtifactBundle?

    /// Makes a verifier for the package at `rootPath`.
    package init(
        rootPath: String, mode: SnapshotMode,
        hunkHeading: (@Sendable (_ newLines: [String], _ firstChangedLine: Int) -> String?)? = nil
    ) {
        self.rootPath = rootPath
        self.mode = mode
        self.hunkHeading = hunkHeading
    }

    /// Makes a verifier for the package at `root`.
    package init(
        root: URL, mode: SnapshotMode,
        hunkHeading: (@Sendable (_ newLines: [String], _ firstChangedLine: Int) -> String?)? = nil
    ) {
        self.init(rootPath: root.path, mode: mode, hunkHeading: hunkHeading)
    }

    /// Checks `text` against the snapshot at `location`.
    ///
    /// A match passes and removes a stale pending file (unless verify-only). A missing or
    /// different snapshot throws ``SnapshotError/missing(stored:written:)`` or
    /// ``SnapshotError/mismatch(stored:diff:written:)`` after writing the pending file
    /// (pending mode) or the stored file (overwrite mode).
    package func verify(_ text: String, at location: SnapshotLocation) throws(SnapshotError) {
        let folder = SnapshotFolder(path: folderPath(of: location.suite), keepsListing: false)
        try verify(text, at: location, in: folder)
    }

    /// The absolute path of `suite`'s folder of snapshots.
    package func folderPath(of suite: String) -> String {
        rootPath + "/" + SnapshotLocation.folder + "/" + suite
    }

    /// Checks `text` against the snapshot at `location`, in its suite's `folder` (which an
    /// assertion keeps for its test, with the listing of its pending files).
    ///
    /// - Parameter storedPath: The stored file's absolute path, when the caller made it
    ///   already; otherwise it is made from `folder` and `location`.
    package func verify(
        _ text: String, at location: SnapshotLocation, in folder: SnapshotFolder,
        storedPath: String? = nil
    ) throws(SnapshotError) {
        // Paths as strings: URL building costs more than the rest of a matching assertion.
        let storedPath = storedPath ?? folder.path + "/" + location.fileName
        // Bytes, not String ==: a snapshot is exact text, and canonically equivalent but
        // differently encoded text is a change worth seeing.
        let comparison = try SnapshotFile.compare(
            storedAt: storedPath, shownAs: location.storedPath, with: text)
        // Only made when needed: most matches have no pending file to remove.
        var pendingName: String { location.fileName + SnapshotLocation.pendingSuffix }
        if comparison == .same {
            if mode == .pending || mode == .overwrite, folder.mayHoldPending(pendingName) {
                // Kept: removed, it left the earlier failure's message naming a file that is
                // gone, and nothing for `scenic status` to show (found by a hostile tester).
                // Unless it is gone already: accepted or rejected meanwhile.
                if folder.wroteInThisRun(pendingName),
                    FileManager.default.fileExists(atPath: folder.path + "/" + pendingName)
                {
                    // Said once a run: Swift Testing repeats a test `--repeat-until pass` as
                    // long as its runs warn.
                    guard folder.noteWarned(pendingName) else { return }
                    throw .assertedTwice(
                        stored: location.storedPath, earlier: location.pendingPath, matches: true)
                }
                try SnapshotFile.remove(
                    atPath: folder.path + "/" + pendingName, shownAs: location.pendingPath)
                folder.noteRemoved(pendingName)
            }
            return
        }
        let pendingPath = folder.path + "/" + pendingName
        // A text no tool would read back (a test that wrote 70 MB) is not diffed either: its
        // diff filled the test's output.
        let actual = SnapshotFile.storableText(text)
        // As the file would hold it, with its final newline: a text of exactly the limit made
        // a file one byte over it.
        guard actual.utf8.count + 1 <= SnapshotFile.sizeLimit else {
            throw .textTooLarge(
                stored: location.storedPath, bytes: actual.utf8.count + 1,
                limit: SnapshotFile.sizeLimit)
        }
        let storedBytes: [UInt8]? =
            switch comparison {
            case .different(let bytes): bytes
            case .missing, .same: nil
            }
        let pendingURL = URL(filePath: pendingPath)
        let stored = try storedBytes.map { bytes throws(SnapshotError) in
            try SnapshotFile.text(of: bytes, shownAs: location.storedPath)
        }

        let diff = stored.map { stored in
            Self.cuttingLongLines(
                UnifiedDiff.format(
                    old: stored, new: actual,
                    oldLabel: "\(location.storedPath) (stored)", newLabel: "actual text",
                    heading: hunkHeading) ?? "")
        }
        let written: SnapshotError.Written
        switch mode {
        case .verify(let reason):
            if let artifacts {
                let bundled = artifacts.folder.appendingPathComponent(
                    location.storedPath + SnapshotLocation.pendingSuffix)
                try Self.ensureWrittenOnce(
                    Self.bundleKey + pendingName, at: bundled.path,
                    shownAs: ArtifactBundle.variable + "/" + location.pendingPath, by: actual,
                    in: folder, of: location)
                folder.noteWrittenInThisRun(Self.bundleKey + pendingName)
                try artifacts.record(
                    actual: actual, stored: stored, diff: diff, storedPath: location.storedPath)
                written = .bundled(reason, folder: artifacts.folder.path)
            } else {
                written = .nothing(reason)
            }
        case .pending:
            if let link = Self.linkedFolder(on: location.pendingPath, atRoot: rootPath) {
                // `scenic` follows no link: a pending file behind one would tell the user to
                // review what `scenic review` never finds.
                written = .nothingThroughLink(folder: link)
                break
            }
            try Self.ensureWrittenOnce(
                pendingName, at: pendingPath, shownAs: location.pendingPath, by: actual,
                in: folder, of: location)
            // Every pending file this run writes is dated no earlier than its start, so none
            // is later called left over by a list its test asserted in the same run.
            LastRunNames.noteRunStarted()
            do throws(SnapshotError) {
                // The marker first: a pending file without it would escape later clean-ups.
                try PendingMarker.set(atRoot: rootPath)
                try SnapshotFile.write(actual, to: pendingURL, shownAs: location.pendingPath)
                // Again after: a command that found nothing pending may have removed it
                // meanwhile.
                try PendingMarker.set(atRoot: rootPath)
            } catch {
                // Said with the diff: the failure showed only the folder's problem, not what
                // changed (a read-only Snapshots folder, found by a hostile tester). A pending
                // file an earlier run wrote holds another text, which `accept` would store.
                var status = stat()
                let earlier =
                    lstat(pendingPath, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
                    ? " " + SnapshotError.earlierPending(location.pendingPath) : ""
                written = .failed(error.message + earlier)
                break
            }
            folder.noteWritten(pendingName)
            written = .pending(location.pendingPath)
        case .overwrite:
            try Self.ensureWrittenOnce(
                location.fileName, at: storedPath, shownAs: location.storedPath, by: actual,
                in: folder, of: location)
            try SnapshotFile.write(
                actual, to: URL(filePath: storedPath), shownAs: location.storedPath)
            folder.noteWrittenInThisRun(location.fileName)
            try SnapshotFile.remove(pendingURL, shownAs: location.pendingPath)
            folder.noteRemoved(pendingName)
            written = .overwritten
        }
        guard let diff else {
            throw .missing(stored: location.storedPath, written: written)
        }
        throw .mismatch(stored: location.storedPath, diff: diff, written: written)
    }

    /// Throws ``SnapshotError/assertedTwice(stored:earlier:matches:)`` when this run wrote the
    /// file `name` of `folder` (at `path`) already, with another text than `actual`.
    ///
    /// One file asserted twice in a run with two texts (a loop that keeps one name) wrote the
    /// first and then replaced it with the second, in a pending file, a stored one
    /// (overwrite mode) or a CI bundle alike: the first text was lost, and both failures named
    /// one file (found by hostile testers).
    private static func ensureWrittenOnce(
        _ name: String, at path: String, shownAs shown: String, by actual: String,
        in folder: SnapshotFolder, of location: SnapshotLocation
    ) throws(SnapshotError) {
        guard folder.wroteInThisRun(name),
            let earlier = try? SnapshotFile.contents(atPath: path, shownAs: shown),
            earlier != Array((actual + "\n").utf8)
        else { return }
        throw .assertedTwice(stored: location.storedPath, earlier: shown, matches: false)
    }

    /// What the names of a run's files in a CI bundle are noted under in a snapshot folder,
    /// apart from its own.
    private static let bundleKey = "\u{0}bundle:"

    /// The root-relative folder on the way to `path` that is a symbolic link, if one is.
    ///
    /// Asked only before writing a pending file, which is rare: a matching assertion never
    /// asks.
    private static func linkedFolder(on path: String, atRoot rootPath: String) -> String? {
        do throws(SnapshotError) {
            _ = try FileTree(root: rootPath, shownPrefix: "").kind(of: path)
            return nil
        } catch {
            guard case .unreachable(_, let folder, .symbolicLink) = error else { return nil }
            return folder
        }
    }

    /// The most characters of one line a failure's diff shows: the files keep every line
    /// whole, but a stored snapshot of one 50 MB line put all of it into the test's log
    /// (found by a hostile tester).
    static let longestShownLine = 2_000

    /// `diff` with each line longer than ``longestShownLine`` characters cut, saying so.
    static func cuttingLongLines(_ diff: String) -> String {
        guard diff.utf8.count > longestShownLine else { return diff }
        return diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.utf8.count > longestShownLine, line.count > longestShownLine else {
                return String(line)
            }
            return line.prefix(longestShownLine)
                + "… (cut: a line of a diff shows \(longestShownLine) characters)"
        }.joined(separator: "\n")
    }
}

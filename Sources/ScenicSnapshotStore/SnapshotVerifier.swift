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
        // Paths as strings: URL building costs more than the rest of a matching assertion.
        let storedPath = rootPath + "/" + location.storedPath
        var actual = TextLines.normalizingLineEndings(text)
        let storedBytes = try SnapshotFile.storedBytes(
            atPath: storedPath, shownAs: location.storedPath)

        // Bytes, not String ==: a snapshot is exact text, and canonically equivalent but
        // differently encoded text is a change worth seeing.
        let matches =
            storedBytes.map { stored in
                actual.withUTF8 { actualBytes in
                    stored.withUnsafeBytes { sameBytes($0, UnsafeRawBufferPointer(actualBytes)) }
                }
            } ?? false
        let pendingPath = rootPath + "/" + location.pendingPath
        if matches {
            if mode == .pending || mode == .overwrite {
                try SnapshotFile.remove(atPath: pendingPath, shownAs: location.pendingPath)
            }
            return
        }
        let pendingURL = URL(filePath: pendingPath)
        let stored = try storedBytes.map { bytes throws(SnapshotError) in
            try SnapshotFile.text(of: bytes, shownAs: location.storedPath)
        }

        let written: SnapshotError.Written
        switch mode {
        case .verify(let reason):
            written = .nothing(reason)
        case .pending:
            try SnapshotFile.write(actual, to: pendingURL, shownAs: location.pendingPath)
            written = .pending(location.pendingPath)
        case .overwrite:
            try SnapshotFile.write(
                actual, to: URL(filePath: storedPath), shownAs: location.storedPath)
            try SnapshotFile.remove(pendingURL, shownAs: location.pendingPath)
            written = .overwritten
        }
        guard let stored else {
            throw .missing(stored: location.storedPath, written: written)
        }
        let diff =
            UnifiedDiff.format(
                old: stored, new: actual,
                oldLabel: "\(location.storedPath) (stored)", newLabel: "actual text",
                heading: hunkHeading) ?? ""
        throw .mismatch(stored: location.storedPath, diff: diff, written: written)
    }
}

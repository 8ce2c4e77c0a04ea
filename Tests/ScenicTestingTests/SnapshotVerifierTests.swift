import Foundation
import ScenicSnapshotStore
import Testing

@Suite struct SnapshotVerifierTests {
    private let package: TemporaryPackage
    private let location: SnapshotLocation

    init() throws {
        package = try TemporaryPackage()
        location = try SnapshotLocation(suite: "CartTests", test: "total", name: "1")
    }

    private func verifier(_ mode: SnapshotMode) -> SnapshotVerifier {
        SnapshotVerifier(root: package.root, mode: mode)
    }

    /// A stored snapshot of one 50 MB line put all of it into the failure's diff (a hostile
    /// tester): a line is cut there, and the pending file keeps the text whole.
    @Test func aFailuresDiffCutsALongLineAndThePendingFileKeepsIt() throws {
        let long = String(repeating: "a", count: 100_000)
        try package.write(long + "\n", to: "Snapshots/CartTests/total.1.txt")
        do {
            try verifier(.pending).verify(long + "b", at: location)
            Issue.record("no mismatch")
        } catch {
            guard case .mismatch(_, let diff, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(diff.utf8.count < 5_000)
            #expect(
                diff.contains(
                    "-" + String(repeating: "a", count: 1_999)
                        + "… (cut: a line of a diff shows 2000 characters)"))
        }
        #expect(package.read("Snapshots/CartTests/total.1.txt.new") == long + "b\n")
    }

    @Test func missingSnapshotWritesPendingFileWithFinalNewline() throws {
        #expect(
            throws: SnapshotError.missing(
                stored: "Snapshots/CartTests/total.1.txt",
                written: .pending("Snapshots/CartTests/total.1.txt.new"))
        ) {
            try verifier(.pending).verify("Total: 3  ", at: location)
        }
        #expect(package.read("Snapshots/CartTests/total.1.txt.new") == "Total: 3  \n")
        #expect(package.snapshotFiles() == ["Snapshots/CartTests/total.1.txt.new"])
    }

    @Test func nothingIsWrittenThroughALinkedFolderWhichTheToolsWouldNotReview() throws {
        // The snapshots kept elsewhere and linked in: the tests read through the link, but a
        // pending file behind it would be one `scenic review` never finds.
        let elsewhere = try TemporaryPackage()
        try elsewhere.write("a\n", to: "Snapshots/CartTests/total.1.txt")
        let snapshots = package.root.appendingPathComponent("Snapshots")
        try FileManager.default.removeItem(at: snapshots)
        try FileManager.default.createSymbolicLink(
            at: snapshots, withDestinationURL: elsewhere.root.appendingPathComponent("Snapshots"))
        try verifier(.pending).verify("a", at: location)
        #expect {
            try verifier(.pending).verify("b", at: location)
        } throws: { error in
            guard
                case .mismatch(_, _, .nothingThroughLink(folder: "Snapshots")) = error
                    as? SnapshotError
            else { return false }
            return true
        }
        let missing = try SnapshotLocation(suite: "NewTests", test: "first", name: "1")
        #expect(
            throws: SnapshotError.missing(
                stored: "Snapshots/NewTests/first.1.txt",
                written: .nothingThroughLink(folder: "Snapshots"))
        ) {
            try verifier(.pending).verify("new", at: missing)
        }
        #expect(elsewhere.snapshotFiles() == ["Snapshots/CartTests/total.1.txt"])
        #expect(!elsewhere.exists("Snapshots/.pending"))
        #expect(
            SnapshotError.missing(
                stored: "Snapshots/NewTests/first.1.txt",
                written: .nothingThroughLink(folder: "Snapshots")
            ).message == """
                No snapshot is stored at Snapshots/NewTests/first.1.txt.
                Nothing was written: the pending file would be reached through the symbolic link \
                Snapshots, which scenic does not follow, so it could not be reviewed.
                Next: replace the link with a real folder (move what it leads to into its place), \
                then run the tests again.
                """)
    }

    /// A pending file that cannot be written is said with the diff, not instead of it: a
    /// read-only `Snapshots` folder showed only the folder's problem, not what changed.
    @Test func aPendingFileThatCannotBeWrittenIsSaidWithTheDiff() throws {
        try package.write("Total: 3\n", to: location.storedPath)
        // Something other than a file where the pending file goes.
        try FileManager.default.createDirectory(
            at: package.root.appendingPathComponent(location.pendingPath),
            withIntermediateDirectories: true)
        #expect {
            try verifier(.pending).verify("Total: 4", at: location)
        } throws: { error in
            guard let error = error as? SnapshotError,
                case .mismatch(_, let diff, .failed(let why)) = error
            else { return false }
            return diff.contains("-Total: 3\n+Total: 4")
                && why.contains("Snapshots/CartTests/total.1.txt.new")
                && error.message.contains("Nothing was written: ")
                && error.message.hasSuffix("Next: fix that, then run the tests again.")
        }
    }

    /// A pending file an earlier run wrote is named when this run cannot write its own: it
    /// holds another text, which `accept` would have stored unsaid.
    @Test func anEarlierPendingFileIsNamedWhenThisRunCannotWriteItsOwn() throws {
        try package.write("Total: 3\n", to: location.storedPath)
        try package.write("Total: 9\n", to: location.pendingPath)
        try? FileManager.default.removeItem(
            at: package.root.appendingPathComponent("Snapshots/.pending"))
        try FileManager.default.createDirectory(
            at: package.root.appendingPathComponent("Snapshots/.pending"),
            withIntermediateDirectories: true)
        #expect {
            try verifier(.pending).verify("Total: 4", at: location)
        } throws: { error in
            guard case .mismatch(_, _, .failed(let why)) = error as? SnapshotError else {
                return false
            }
            return why.hasSuffix(
                "The pending file Snapshots/CartTests/total.1.txt.new is an earlier run's, not "
                    + "this text: reject it (`swift run scenic reject "
                    + "Snapshots/CartTests/total.1.txt.new`) rather than accept it.")
        }
    }

    /// A text larger than a snapshot file may be is neither diffed nor written: a test that
    /// asserted 70 MB printed its whole diff, and wrote a pending file no tool then read.
    @Test func aTextLargerThanASnapshotMayBeIsRefused() throws {
        try package.write("small\n", to: location.storedPath)
        let huge = String(repeating: "0123456789abcde\n", count: (64 << 20) / 16 + 1)
        #expect(
            throws: SnapshotError.textTooLarge(
                stored: location.storedPath, bytes: huge.utf8.count + 1, limit: 64 << 20)
        ) {
            try verifier(.pending).verify(huge, at: location)
        }
        #expect(!package.exists(location.pendingPath))
        #expect(
            SnapshotError.textTooLarge(stored: location.storedPath, bytes: 70_000_000, limit: 64)
                .message == "The text asserted for Snapshots/CartTests/total.1.txt holds 70000000 "
                + "bytes, more than the 64 a snapshot file may, so it was neither diffed nor "
                + "written. Assert a smaller part of it, or split it into several snapshots.")
    }

    @Test func matchPassesWritesNothingAndRemovesStalePending() throws {
        try package.write("Total: 3\n", to: location.storedPath)
        try package.write("old attempt\n", to: location.pendingPath)
        try verifier(.pending).verify("Total: 3", at: location)
        #expect(package.snapshotFiles() == ["Snapshots/CartTests/total.1.txt"])
        #expect(package.read(location.storedPath) == "Total: 3\n")
    }

    @Test func mismatchThrowsDiffAndWritesPending() throws {
        try package.write("a\nb\nc\n", to: location.storedPath)
        do {
            try verifier(.pending).verify("a\nB\nc", at: location)
            Issue.record("expected a mismatch")
        } catch {
            guard case .mismatch(let stored, let diff, let written) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(stored == "Snapshots/CartTests/total.1.txt")
            #expect(written == .pending("Snapshots/CartTests/total.1.txt.new"))
            #expect(
                diff == """
                    --- Snapshots/CartTests/total.1.txt (stored)
                    +++ actual text
                    @@ -1,3 +1,3 @@
                     a
                    -b
                    +B
                     c
                    """)
        }
        #expect(package.read(location.pendingPath) == "a\nB\nc\n")
        #expect(package.read(location.storedPath) == "a\nb\nc\n")
    }

    @Test func trailingSpacesAreSignificant() throws {
        try package.write("a\n", to: location.storedPath)
        #expect(throws: SnapshotError.self) { try verifier(.pending).verify("a ", at: location) }
    }

    @Test func storedCRLFReadsAsLF() throws {
        try package.write("a\r\nb\r\n", to: location.storedPath)
        try verifier(.verify(.requested)).verify("a\nb", at: location)
    }

    @Test func actualCRLFMatchesStoredLF() throws {
        try package.write("a\nb\n", to: location.storedPath)
        try verifier(.verify(.requested)).verify("a\r\nb", at: location)
    }

    /// A text that ends in a carriage return is stored as the tools read it back.
    ///
    /// The file's final newline would make it `"\r\n"`, which they read as a line ending.
    /// Before, the test failed on the `"\r"` while `scenic diff` said the files matched (found
    /// by a hostile tester).
    @Test func aCarriageReturnThatEndsTheTextIsStoredAsTheToolsReadIt() throws {
        try package.write("a\nworld v1\n", to: location.storedPath)
        try verifier(.pending).verify("a\nworld v1\r", at: location)
        try verifier(.pending).verify("a\nworld v1\r\r", at: location)
        #expect(!package.exists(location.pendingPath))
        #expect(throws: SnapshotError.self) {
            try verifier(.pending).verify("a\nworld v2\r", at: location)
        }
        #expect(package.read(location.pendingPath) == "a\nworld v2\n")
        // A return inside a line is the text's, kept and compared.
        #expect(throws: SnapshotError.self) {
            try verifier(.pending).verify("a\rb\nworld v1", at: location)
        }
        #expect(package.read(location.pendingPath) == "a\rb\nworld v1\n")
    }

    /// Matching snapshots are compared in a 16 KiB buffer; larger ones, and files whose start
    /// fills that buffer exactly, must still be compared whole.
    @Test func snapshotsLargerThanTheReadBufferAreComparedWhole() throws {
        let line = String(repeating: "x", count: 99)
        let large = Array(repeating: line, count: 400).joined(separator: "\n")
        try package.write(large + "\n", to: location.storedPath)
        try verifier(.verify(.requested)).verify(large, at: location)
        #expect(throws: SnapshotError.self) {
            try verifier(.verify(.requested)).verify(large + "y", at: location)
        }
        // The stored file's first 16,384 bytes are the actual text and a newline; more follows.
        let start = String(repeating: "s", count: 16_383)
        try package.write(start + "\nmore\n", to: location.storedPath)
        #expect(throws: SnapshotError.self) {
            try verifier(.verify(.requested)).verify(start, at: location)
        }
    }

    @Test func aStoredFileWithoutItsFinalNewlineStillDiffersFromTextWithOne() throws {
        try package.write("a\n", to: location.storedPath)
        #expect(throws: SnapshotError.self) {
            try verifier(.verify(.requested)).verify("a\n", at: location)
        }
    }

    @Test func verifyModeWritesNothing() throws {
        #expect(
            throws: SnapshotError.missing(
                stored: location.storedPath, written: .nothing(.continuousIntegration))
        ) {
            try verifier(.verify(.continuousIntegration)).verify("x", at: location)
        }
        try package.write("y\n", to: location.storedPath)
        try package.write("stale\n", to: location.pendingPath)
        #expect(throws: SnapshotError.self) {
            try verifier(.verify(.requested)).verify("x", at: location)
        }
        try verifier(.verify(.requested)).verify("y", at: location)
        #expect(package.read(location.pendingPath) == "stale\n")
        #expect(package.read(location.storedPath) == "y\n")
    }

    @Test func overwriteModeWritesStoredFileAndStillFails() throws {
        try package.write("old\n", to: location.storedPath)
        try package.write("stale\n", to: location.pendingPath)
        #expect(throws: SnapshotError.self) {
            try verifier(.overwrite).verify("new", at: location)
        }
        #expect(package.snapshotFiles() == [location.storedPath])
        #expect(package.read(location.storedPath) == "new\n")
        try verifier(.overwrite).verify("new", at: location)
    }

    /// A stored snapshot made read-only (or shared with a group) stays so when overwritten, as
    /// `accept` keeps its permissions.
    @Test func overwriteModeKeepsTheStoredFilesPermissions() throws {
        try package.write("old\n", to: location.storedPath)
        let stored = package.root.appendingPathComponent(location.storedPath).path
        #expect(chmod(stored, 0o444) == 0)
        #expect(throws: SnapshotError.self) {
            try verifier(.overwrite).verify("new", at: location)
        }
        #expect(package.read(location.storedPath) == "new\n")
        let mode = try FileManager.default.attributesOfItem(atPath: stored)[.posixPermissions]
        #expect(mode as? Int == 0o444)
    }

    @Test func storedFileThatIsNotUTF8Fails() throws {
        try package.write(Data([0x61, 0xFF, 0xFE, 0x0A]), to: location.storedPath)
        #expect(throws: SnapshotError.notUTF8("Snapshots/CartTests/total.1.txt")) {
            try verifier(.pending).verify("a", at: location)
        }
        #expect(!package.exists(location.pendingPath))
    }

    @Test func concurrentWritersNeverLeaveHalfAFile() async throws {
        let texts = (0..<8).map { String(repeating: "\($0)", count: 200_000) }
        let root = package.root
        let location = location
        await withTaskGroup(of: Void.self) { group in
            for text in texts {
                group.addTask {
                    try? SnapshotVerifier(root: root, mode: .pending).verify(text, at: location)
                }
            }
        }
        let written = try #require(package.read(location.pendingPath))
        #expect(texts.map { $0 + "\n" }.contains(written))
        #expect(package.snapshotFiles() == [location.pendingPath])
    }

    @Test func packageRootIsFoundFromTheTestFile() throws {
        #expect(try PackageRoot.find(from: package.testFile()).path == package.root.path)
        #expect(throws: SnapshotError.packageRootNotFound("/")) {
            try PackageRoot.find(from: "/")
        }
    }
}

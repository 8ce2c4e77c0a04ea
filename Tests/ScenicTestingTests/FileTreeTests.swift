import Foundation
import ScenicSnapshotStore
import Testing

@testable import ScenicTesting

/// The file access under the snapshot tools: nothing below a root is reached through a link,
/// only regular files are read, and no read is without a limit.
@Suite struct FileTreeTests {
    private let package: TemporaryPackage
    private let tree: FileTree

    init() throws {
        package = try TemporaryPackage()
        tree = FileTree(root: package.root.path)
        try package.write("a\n", to: "Snapshots/CartTests/total.1.txt")
    }

    private func url(_ path: String) -> URL {
        package.root.appendingPathComponent(path)
    }

    @Test func aDeviceIsRefusedBeforeAnyRead() throws {
        let devices = FileTree(root: "/dev", shownPrefix: "/dev/")
        #expect(throws: SnapshotError.notARegularFile("/dev/zero", .device)) {
            try devices.read("zero")
        }
        #expect(throws: SnapshotError.notARegularFile("/dev/zero", .device)) {
            try SnapshotFile.contents(atPath: "/dev/zero", shownAs: "/dev/zero")
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        #expect(mkfifo(url("Snapshots/CartTests/pipe.1.txt").path, 0o644) == 0)
        let expected = SnapshotError.notARegularFile(
            "Snapshots/CartTests/pipe.1.txt", .namedPipe)
        #expect(throws: expected) { try tree.read("Snapshots/CartTests/pipe.1.txt") }
        let full = url("Snapshots/CartTests/pipe.1.txt").path
        #expect(throws: SnapshotError.notARegularFile(full, .namedPipe)) {
            try SnapshotFile.append("line\n", toPath: full)
        }
        #expect(throws: expected) {
            try tree.write(Array("b\n".utf8), to: "Snapshots/CartTests/pipe.1.txt")
        }
    }

    @Test func aFileOverTheLimitIsNotRead() throws {
        let handle = try FileHandle(forWritingTo: url("Snapshots/CartTests/total.1.txt"))
        try handle.truncate(atOffset: 11)
        try handle.close()
        #expect(
            throws: SnapshotError.tooLarge("Snapshots/CartTests/total.1.txt", bytes: 11, limit: 10)
        ) {
            try tree.read("Snapshots/CartTests/total.1.txt", limit: 10)
        }
        #expect(try tree.read("Snapshots/CartTests/total.1.txt", limit: 11)?.count == 11)
    }

    @Test func noLinkBelowTheRootIsFollowed() throws {
        let outside = try TemporaryPackage()
        try outside.write("secret\n", to: "secret")
        try FileManager.default.createSymbolicLink(
            at: url("Snapshots/Linked"), withDestinationURL: outside.root)
        try FileManager.default.createSymbolicLink(
            at: url("Snapshots/CartTests/secret.1.txt"),
            withDestinationURL: outside.root.appendingPathComponent("secret"))
        #expect(
            throws: SnapshotError.unreachable(
                "Snapshots/Linked/secret", folder: "Snapshots/Linked", .symbolicLink)
        ) { try tree.read("Snapshots/Linked/secret") }
        #expect(
            throws: SnapshotError.notARegularFile("Snapshots/CartTests/secret.1.txt", .symbolicLink)
        ) {
            try tree.read("Snapshots/CartTests/secret.1.txt")
        }
        // Writing through the linked folder makes nothing in it, not even a folder.
        #expect(throws: SnapshotError.self) {
            try tree.write(Array("x\n".utf8), to: "Snapshots/Linked/Deep/x.1.txt.new")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: outside.root.path).sorted()
                == ["Package.swift", "Snapshots", "secret"])
        // A link is neither moved, replaced nor removed.
        #expect(
            throws: SnapshotError.notARegularFile("Snapshots/CartTests/secret.1.txt", .symbolicLink)
        ) {
            try tree.remove("Snapshots/CartTests/secret.1.txt")
        }
        #expect(
            throws: SnapshotError.notARegularFile("Snapshots/CartTests/secret.1.txt", .symbolicLink)
        ) {
            try tree.move(
                "Snapshots/CartTests/total.1.txt", over: "Snapshots/CartTests/secret.1.txt")
        }
        #expect(outside.read("secret") == "secret\n")
        // And the listing leaves both out.
        #expect(tree.files(under: "Snapshots").files == ["Snapshots/CartTests/total.1.txt"])
    }

    @Test func aWriteMakesMissingFoldersAndReplacesWhole() throws {
        try tree.write(Array("b\n".utf8), to: "Snapshots/New/Deeper/x.1.txt.new")
        #expect(package.read("Snapshots/New/Deeper/x.1.txt.new") == "b\n")
        try tree.write(Array("c\n".utf8), to: "Snapshots/New/Deeper/x.1.txt.new")
        #expect(package.read("Snapshots/New/Deeper/x.1.txt.new") == "c\n")
        // No temporary file is left behind.
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: url("Snapshots/New/Deeper").path) == ["x.1.txt.new"])
    }

    @Test func aFolderThatIsAFileIsNamedNotMissing() throws {
        try package.write("file\n", to: "Snapshots/Flat")
        let expected = SnapshotError.unreachable(
            "Snapshots/Flat/x.1.txt", folder: "Snapshots/Flat", .notAFolder(.regularFile))
        #expect(throws: expected) { try tree.read("Snapshots/Flat/x.1.txt") }
        #expect(throws: expected) { try tree.kind(of: "Snapshots/Flat/x.1.txt") }
        #expect(throws: SnapshotError.self) {
            try tree.write(Array("x\n".utf8), to: "Snapshots/Flat/x.1.txt")
        }
        // Missing is still missing.
        #expect(try tree.read("Snapshots/Gone/x.1.txt") == nil)
        #expect(try tree.kind(of: "Snapshots/Gone/x.1.txt") == nil)
    }

    @Test func aListingSaysWhichFoldersItCouldNotOpen() throws {
        try FileManager.default.removeItem(at: url("Snapshots"))
        try FileManager.default.createSymbolicLink(
            at: url("Snapshots"), withDestinationURL: url("Elsewhere"))
        let listing = tree.files(under: "Snapshots")
        #expect(listing.files == [])
        #expect(listing.problems == [.unlistable("Snapshots", .symbolicLink)])
        // A root that is not there is named too.
        #expect(
            FileTree(root: url("nothing").path).files(under: "Snapshots").problems == [
                .unlistable(".", .cannotEnter("No such file or directory"))
            ])
    }

    @Test func theAssertionNamesALinkedStoredSnapshotAndShowsNothingOfItsTarget() throws {
        let outside = try TemporaryPackage()
        try outside.write("secret\n", to: "secret")
        try FileManager.default.createDirectory(
            at: url("Snapshots/ReceiptTests"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: url("Snapshots/ReceiptTests/receipt.paid.txt"),
            withDestinationURL: outside.root.appendingPathComponent("secret"))
        let failure = SnapshotAssertion(
            suite: .fromFile, test: .fromFunction("receipt()"), name: "paid",
            filePath: package.testFile("ReceiptTests"), environment: ["CI": "true"]
        ).run("Paid")
        #expect(
            failure
                == .notARegularFile("Snapshots/ReceiptTests/receipt.paid.txt", .symbolicLink))
    }

    @Test func thePendingMarkerIsNeverMadeThroughALink() throws {
        let outside = try TemporaryPackage()
        let marker = outside.root.appendingPathComponent("marker")
        try FileManager.default.createSymbolicLink(
            at: url("Snapshots/.pending"), withDestinationURL: marker)
        #expect(throws: SnapshotError.notARegularFile("Snapshots/.pending", .symbolicLink)) {
            try PendingMarker.set(atRoot: package.root.path)
        }
        #expect(!FileManager.default.fileExists(atPath: marker.path))
        // Cleared only when it is the package's own empty file.
        PendingMarker.clear(atRoot: package.root.path)
        #expect(PendingMarker.kind(atRoot: package.root.path) == .symbolicLink)
    }
}

import Foundation
import ScenicTestSupport
import Testing

/// The `scenic` tools leave alone what they must not touch: files reached through symbolic
/// links, links themselves, and files they cannot read, which they report and skip.
@Suite(.blocking) struct ScenicCommandSafetyTests {
    private let package: TemporaryPackage
    /// A folder outside the package, with a snapshot and a pending update in it.
    private let outside: URL

    init() throws {
        package = try TemporaryPackage()
        outside =
            TestFolder.path("scenic-outside").standardizedFileURL
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("kept\n".utf8).write(to: outside.appendingPathComponent("x.1.txt"))
        try Data("taken\n".utf8).write(to: outside.appendingPathComponent("x.1.txt.new"))
        try Data("secret\n".utf8).write(to: outside.appendingPathComponent("secret"))
        try package.write("a\n", to: "Snapshots/CartTests/total.1.txt")
        try package.write("b\n", to: "Snapshots/CartTests/total.1.txt.new")
    }

    private func scenic(_ arguments: String...) throws -> ScenicProcess.Output {
        try ScenicProcess.run(arguments, in: package.root)
    }

    private func outsideText(_ name: String) throws -> String {
        try String(contentsOf: outside.appendingPathComponent(name), encoding: .utf8)
    }

    private func link(_ path: String, to destination: URL) throws {
        try FileManager.default.createSymbolicLink(
            at: package.root.appendingPathComponent(path), withDestinationURL: destination)
    }

    @Test func aFolderLinkedOutOfThePackageIsNeitherListedNorTouched() throws {
        try link("Snapshots/Elsewhere", to: outside)
        let accept = try scenic("accept", "Snapshots/Elsewhere/x.1.txt")
        #expect(accept.status == 1)
        #expect(
            accept.standardError
                == "error: Snapshots/Elsewhere/x.1.txt is reached through the symbolic link "
                + "Snapshots/Elsewhere, so scenic leaves it alone. Replace the link with a real "
                + "folder.\n")
        #expect(try scenic("reject", "Snapshots/Elsewhere/x.1.txt.new").status == 1)
        #expect(try scenic("diff", "Snapshots/Elsewhere/x.1.txt").status == 1)
        #expect(try outsideText("x.1.txt") == "kept\n")
        #expect(try outsideText("x.1.txt.new") == "taken\n")

        // Everything at once: only the real pending file is listed and accepted, and the link
        // is said, with status 1: what it leads to may hold pending files.
        let status = try scenic("status")
        #expect(!status.standardOutput.contains("Elsewhere"))
        #expect(status.standardError.contains("Snapshots/Elsewhere is a symbolic link"))
        let acceptAll = try scenic("accept", "--all")
        #expect(acceptAll.status == 1)
        #expect(acceptAll.standardError.contains("Snapshots/Elsewhere is a symbolic link"))
        #expect(package.read("Snapshots/CartTests/total.1.txt") == "b\n")
        #expect(try outsideText("x.1.txt") == "kept\n")
        #expect(try outsideText("x.1.txt.new") == "taken\n")
    }

    @Test func aPendingFileThatIsALinkIsNeitherAcceptedNorRead() throws {
        try package.write("c\n", to: "Snapshots/CartTests/empty.1.txt")
        try link(
            "Snapshots/CartTests/empty.1.txt.new", to: outside.appendingPathComponent("secret"))
        let accept = try scenic("accept", "Snapshots/CartTests/empty.1.txt")
        #expect(accept.status == 1)
        #expect(
            accept.standardError
                == "error: Snapshots/CartTests/empty.1.txt.new is a symbolic link, not a regular "
                + "file, so scenic leaves it alone. Remove it, or replace it with a regular file.\n"
        )
        #expect(package.read("Snapshots/CartTests/empty.1.txt") == "c\n")
        let diff = try scenic("diff", "Snapshots/CartTests/empty.1.txt.new")
        #expect(diff.status == 1)
        #expect(!diff.standardOutput.contains("secret"))
        // Not listed with the others either, so --all leaves it, and says so.
        let rejectAll = try scenic("reject", "--all")
        #expect(rejectAll.status == 1)
        #expect(rejectAll.standardError.contains("empty.1.txt.new is a symbolic link"))
        #expect(try outsideText("secret") == "secret\n")
        #expect(package.exists("Snapshots/CartTests/empty.1.txt.new"))
    }

    /// A stored file that is a link is never written through; rejecting its pending file does
    /// not touch it, and works by path as with `--all`.
    ///
    /// Before, `reject PATH` refused where `reject --all` rejected (found by a hostile tester).
    @Test func aStoredLinkIsNotAcceptedThroughButItsPendingFileIsRejectedByPath() throws {
        try package.write("d\n", to: "Snapshots/CartTests/linked.1.txt.new")
        try link("Snapshots/CartTests/linked.1.txt", to: outside.appendingPathComponent("secret"))
        let accept = try scenic("accept", "Snapshots/CartTests/linked.1.txt")
        #expect(accept.status == 1)
        #expect(
            accept.standardError.contains("Snapshots/CartTests/linked.1.txt is a symbolic link"))
        #expect(try outsideText("secret") == "secret\n")
        let reject = try scenic("reject", "Snapshots/CartTests/linked.1.txt.new")
        #expect(reject.status == 0)
        #expect(
            reject.standardOutput
                == "Rejected Snapshots/CartTests/linked.1.txt (no stored snapshot)\n")
        #expect(!package.exists("Snapshots/CartTests/linked.1.txt.new"))
        #expect(try outsideText("secret") == "secret\n")
    }

    @Test func anUnreadablePendingFileIsReportedAndSkippedByDiff() throws {
        try package.write(Data([0x61, 0xFF, 0x0A]), to: "Snapshots/CartTests/bad.1.txt.new")
        let diff = try scenic("diff")
        #expect(diff.status == 1)
        #expect(
            diff.standardError
                == "warning: Skipped Snapshots/CartTests/bad.1.txt.new: Snapshot "
                + "Snapshots/CartTests/bad.1.txt.new is not valid UTF-8 text. Fix or delete the "
                + "file, then run the tests again.\n")
        #expect(diff.standardOutput.contains("-a\n+b"))
    }
}

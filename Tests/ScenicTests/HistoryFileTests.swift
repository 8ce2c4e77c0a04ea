import Foundation
import Testing

@testable import Scenic

/// The prompt's history file: bounded, private, and never trusted.
@Suite struct HistoryFileTests {
    let folder = FileManager.default.temporaryDirectory
        .appending(path: "history-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func keepsLinesAcrossSessionsReadableByTheOwnerOnly() throws {
        let file = HistoryFile(path: folder + "/history")
        #expect(file.load(limit: 10) == [])
        file.append("open 1")
        file.append("抹茶 search")
        #expect(HistoryFile(path: file.path).load(limit: 10) == ["open 1", "抹茶 search"])
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }

    @Test func readsOnlyTheNewestAndRewritesAFileTwiceTooLong() throws {
        let file = HistoryFile(path: folder + "/history")
        for number in 1...25 { file.append("open \(number)") }
        #expect(file.load(limit: 10) == (16...25).map { "open \($0)" })
        // More than twice the limit: the file itself now holds only the newest.
        let kept = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(kept == (16...25).map { "open \($0)\n" }.joined())
    }

    @Test func aSymbolicLinkOrAFIFOIsNeitherReadNorWritten() throws {
        let target = folder + "/elsewhere"
        try Data("secret\n".utf8).write(to: URL(filePath: target))
        let link = folder + "/history"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let linked = HistoryFile(path: link)
        #expect(linked.load(limit: 10) == [])
        linked.append("open 1")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "secret\n")

        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(HistoryFile(path: fifo).load(limit: 10) == [])
        // Returns at once rather than waiting for a reader.
        HistoryFile(path: fifo).append("open 1")
    }
}

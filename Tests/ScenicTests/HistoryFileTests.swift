import Foundation
import ScenicTestSupport
import Testing

@testable import Scenic

/// The prompt's history file: bounded, private, and never trusted.
@Suite struct HistoryFileTests {
    let folder = TestFolder.path("history").path

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

    /// A few long pasted lines once took the file past the size read: history then stopped
    /// for good, and every session appended to a file that only grew.
    @Test func aFileGrownPastAMebibyteIsReadFromItsEndAndShrunk() throws {
        let file = HistoryFile(path: folder + "/history")
        let long = String(repeating: "x", count: 60_000)
        for number in 1...40 { file.append("\(number) \(long)") }
        file.append("open 1")
        #expect(
            try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
                > HistoryFile.maximumBytes)
        // The newest lines, whole: the one the last MiB cut in two is left out.
        let loaded = file.load(limit: 500)
        #expect(loaded.last == "open 1")
        #expect(loaded.dropLast().map { $0.prefix(3) } == (24...40).map { "\($0) " })
        // The file keeps the newest half MiB of them, and reads the same afterwards.
        let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int
        #expect(size == 8 * ("33 ".utf8.count + long.utf8.count + 1) + "open 1\n".utf8.count)
        file.append("open 2")
        #expect(file.load(limit: 500).suffix(2) == ["open 1", "open 2"])
        #expect(file.load(limit: 500).first?.hasPrefix("33 ") == true)
    }

    /// A history file damaged by hand or by a crash, as a hostile tester left them: each
    /// line typed stays a line, and one line no prompt takes costs only itself.
    @Test func aDamagedFileKeepsEveryLineTypedApart() throws {
        let file = HistoryFile(path: folder + "/history")
        // Its last line cut short (no line feed): the next line typed is a line of its own.
        try Data("search one\nsearch tw".utf8).write(to: URL(fileURLWithPath: file.path))
        file.append("search three")
        #expect(file.load(limit: 10) == ["search one", "search tw", "search three"])
        // Carriage returns before line feeds (a file from Windows) end lines as line feeds do.
        try Data("search one\r\nsearch two\r\ncart\r\n".utf8).write(
            to: URL(fileURLWithPath: file.path))
        #expect(file.load(limit: 10) == ["search one", "search two", "cart"])
    }

    /// A line longer than any typed line, newest in the file (more than the MiB kept),
    /// emptied the whole file: it is skipped, and the lines before it kept.
    @Test func aLineNoPromptTakesCostsOnlyItself() throws {
        let file = HistoryFile(path: folder + "/history")
        let older = (1...100).map { "search keep\($0)\n" }.joined()
        let huge = String(repeating: "x", count: 1_100_000) + "\n"
        try Data((older + huge).utf8).write(to: URL(fileURLWithPath: file.path))
        let expected = (1...100).map { "search keep\($0)" }
        #expect(file.load(limit: 500) == expected)
        // Rewritten without it, since the file was past a MiB.
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == older)
        // In the middle of the file as well.
        try Data((older + huge + "cart\n").utf8).write(to: URL(fileURLWithPath: file.path))
        #expect(file.load(limit: 500) == expected + ["cart"])
    }

    /// One session trims the file (read, keep the newest, replace) while another appends: no
    /// appended line may be lost, so the file always ends in an unbroken run up to the last.
    @Test func aTrimNeverDropsAnAppendMadeMeanwhile() async throws {
        let file = HistoryFile(path: folder + "/history")
        let count = 3_000
        let trimming = Task.detached {
            // Keeps trimming until the appender is done: a file over 10 lines is rewritten.
            while !Task.isCancelled { _ = file.load(limit: 5) }
        }
        let appending = Task.detached {
            for number in 1...count { file.append(String(number)) }
        }
        await appending.value
        trimming.cancel()
        await trimming.value
        let numbers = try String(contentsOfFile: file.path, encoding: .utf8)
            .split(separator: "\n").compactMap { Int($0) }
        #expect(numbers.last == count)
        let gaps = zip(numbers, numbers.dropFirst()).filter { $1 != $0 + 1 }
        #expect(gaps.isEmpty, "lines lost between \(gaps.prefix(5).map { "\($0.0) and \($0.1)" })")
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

    /// A file in the way of the history is said, so that the lines typed are not lost without
    /// a word (found by a hostile tester: a FIFO, a link or a read-only file, and nothing
    /// said).
    @Test func whatKeepsTheLinesFromBeingKeptIsSaid() throws {
        let missing = HistoryFile(path: folder + "/history")
        #expect(missing.problem() == nil, "the first line typed creates it")
        missing.append("open 1")
        #expect(missing.problem() == nil)
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = folder + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: missing.path)
        #expect(
            HistoryFile(path: fifo).problem()?.message
                == "The lines typed here will not be kept for the up arrow of the next session: "
                + "\(fifo) is a named pipe (FIFO), not a file of typed lines. Remove or fix it to "
                + "keep them.")
        #expect(
            HistoryFile(path: link).problem()
                == .historyNotKept(
                    path: link, reason: "is a symbolic link, not a file of typed lines"))
        #expect(
            HistoryFile(path: folder).problem()
                == .historyNotKept(
                    path: folder, reason: "is a folder, not a file of typed lines"))
    }
}

import Foundation
import ScenicTestSupport
import Testing

/// Launches that touch no real data (previews, a found story replayed) make Trivia's scratch
/// facts in the temporary folder, and leave nothing there, however the app ends.
@Suite(.blocking) struct TriviaScratchDataTests {
    /// A fresh folder to give the app as `TMPDIR`.
    private func temporaryFolder() throws -> URL {
        let folder = TestFolder.path("trivia-tmpdir")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
    }

    @Test func previewsAndAFoundStoryLeaveNothingInTheTemporaryFolder() throws {
        let story = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "Stories/explored-number-past-the-limit.story")
        for (arguments, input) in [
            (["--previews"], Data("quit\n".utf8)), (["--replay", story.path], nil),
        ] {
            let temporary = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: temporary) }
            let run = try BuiltProduct("trivia").run(
                arguments, input: input, environment: ["TMPDIR": temporary.path], timeLimit: 60)
            #expect(!run.timedOut, "\(arguments)")
            #expect(try names(in: temporary) == [], "\(arguments): \(run.standardError)")
        }
    }

    /// A temporary folder the previews' facts cannot be kept in is named as such: a `TMPDIR`
    /// that was not UTF-8 was said as a data folder to choose another of (a hostile tester's).
    @Test func previewsSayWhenTheTemporaryFolderFails() throws {
        let temporary = try temporaryFolder().appending(path: "bad\u{FFFD}")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary.deletingLastPathComponent()) }
        let run = try BuiltProduct("trivia").run(
            ["--previews"], input: Data("quit\n".utf8),
            environment: ["TMPDIR": temporary.path], timeLimit: 60)
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix(
                "trivia: The previews keep their facts in a folder of their own in the temporary "
                    + "folder (TMPDIR), which failed: Cannot use \(temporary.path)/"),
            "\(run.standardError)")
    }

    /// Killed with `SIGKILL`, the app cannot clean up: the folder goes all the same.
    @Test func previewsKilledLeaveNothingInTheTemporaryFolder() async throws {
        let temporary = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let process = Process()
        process.executableURL = try BuiltProduct("trivia").url
        process.arguments = ["--previews"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["TMPDIR": temporary.path]) { $1 }
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { try? input.fileHandleForWriting.close() }
        // Piped input is read up to its first line before the app starts.
        input.fileHandleForWriting.write(Data("help\n".utf8))
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(30)
        // The previews' folder, inside the process's own.
        func made() throws -> Bool {
            try names(in: temporary).contains { name in
                (try? names(in: temporary.appending(path: name)))?.isEmpty == false
            }
        }
        while try !made(), clock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(try made(), "the previews' folder was made")
        kill(process.processIdentifier, SIGKILL)
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        let gone = clock.now + .seconds(10)
        while try !names(in: temporary).isEmpty, clock.now < gone {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(try names(in: temporary) == [])
    }
}

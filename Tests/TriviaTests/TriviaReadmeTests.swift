import Foundation
import ScenicTestSupport
import Testing

/// The Trivia session README.md prints is what the built app prints for the same lines.
@Suite struct TriviaReadmeTests {
    @Test func theReadmeTranscriptIsWhatTheAppPrints() throws {
        let readme = URL(filePath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appending(path: "README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "## Trivia\n"))
        let block = try #require(text[section.upperBound...].range(of: "```text\n"))
        let end = try #require(text[block.upperBound...].range(of: "\n```\n"))
        let transcript = String(text[block.upperBound..<end.lowerBound]) + "\n"
        let typed = transcript.split(separator: "\n").filter { $0.hasPrefix("> ") }
            .map { $0.dropFirst(2) + "\n" }.joined()
        let output = try BuiltProduct("trivia").run(
            [
                "--remote", "embedded", "--data-dir", try TriviaTestServer.folder().path,
                "--width", "64",
            ],
            input: Data(typed.utf8),
            environment: ["TRIVIA_NOW": "2026-11-23T20:30:00Z", "COLUMNS": nil, "NO_COLOR": nil])
        #expect(output.status == 0)
        #expect(output.standardOutput == transcript)
    }
}

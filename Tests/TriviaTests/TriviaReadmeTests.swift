import Foundation
import ScenicTestSupport
import Testing

/// The Trivia session README.md prints is what the built app prints for the same lines.
@Suite(.blocking) struct TriviaReadmeTests {
    @Test func theReadmeTranscriptIsWhatTheAppPrints() throws {
        let section = try Readme().section("## Trivia")
        let transcript = try section.block(0)
        let typed = transcript.split(separator: "\n").filter { $0.hasPrefix("> ") }
            .map { $0.dropFirst(2) + "\n" }.joined()
        let output = try BuiltProduct("trivia").run(
            [
                "--remote", "embedded", "--data-dir", try TriviaTestServer.folder().path,
                "--width", "64",
            ],
            input: Data(typed.utf8),
            environment: ["SCENIC_NOW": "2026-11-23T20:30:00Z", "COLUMNS": nil, "NO_COLOR": nil])
        #expect(output.status == 0)
        Readme.expect(output.standardOutput, toBe: transcript, in: section)
    }
}

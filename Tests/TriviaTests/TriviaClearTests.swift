import Foundation
import Scenic
import ScenicData
import Testing

@testable import TriviaKit

/// `clear` against another copy of the app sharing the data folder: it forgets the facts it
/// listed when it asked, and only those.
@Suite struct TriviaClearTests {
    /// Lines typed one at a time; `before` runs just before the line it names is read, as if
    /// another copy of the app did something while this one waited for that line.
    private struct Typing: LineInput {
        var lines: [String]
        var before: [String: () -> Void]

        var isTerminal: Bool { false }

        mutating func readLine() -> InputLine? {
            guard !lines.isEmpty else { return nil }
            let line = lines.removeFirst()
            before[line]?()
            return InputLine(line)
        }
    }

    /// A fact another copy of the app saves between the question and the answer is kept, and
    /// the message says what was forgotten and what was kept.
    @Test func clearForgetsOnlyTheFactsItListedAndKeepsOneSavedMeanwhile() async throws {
        let folder = try TriviaTestServer.folder()
        let cache = FactCache(folder: try DataFolder(path: folder.path))
        for number in [1, 2] {
            _ = try cache.record(
                Fact(
                    number: number, text: "\(number) was listed.", source: "x",
                    fetchedAt: TriviaTestServer.now))
        }
        let meanwhile = Fact(
            number: 3, text: "3 was saved meanwhile.", source: "x",
            fetchedAt: TriviaTestServer.now)
        var input = Typing(
            lines: ["history", "clear", "yes", "quit"],
            before: [
                "yes": {
                    // Another process: a folder of its own, on the same files.
                    let other = try? DataFolder(path: folder.path)
                    #expect(throws: Never.self) {
                        _ = try other.map { try FactCache(folder: $0).record(meanwhile) }
                    }
                }
            ])
        var output = TextBuffer()
        var console = Console(
            navigator: Navigator(
                builder: TriviaScenes(
                    workers: .embedded(
                        folder: try DataFolder(path: folder.path),
                        now: { TriviaTestServer.now })),
                root: .trivia))

        _ = await console.run(input: &input, output: &output)

        #expect(try cache.load().facts == [meanwhile])
        // The status line wraps at the console's width.
        let said = output.text.replacingOccurrences(of: "\n  ", with: " ")
        #expect(
            said.contains(
                "» Forgot 2 facts; kept 1 that another copy of the app saved meanwhile."),
            "\(output.text)")
    }
}

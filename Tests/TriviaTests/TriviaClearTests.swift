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

    /// A file holding a fact this version cannot read is moved aside when `clear` replaces it,
    /// and the screen names where: it said only "Forgot 2 facts." while the fact about 2 went
    /// to `facts.json.corrupt` (a hostile tester's).
    @Test func clearNamesWhereAFactItCouldNotReadWent() throws {
        let folder = try TriviaTestServer.folder()
        let cache = FactCache(folder: try DataFolder(path: folder.path))
        for number in [1, 2, 3] {
            _ = try cache.record(
                Fact(
                    number: number, text: "\(number) was saved.", source: "x",
                    fetchedAt: TriviaTestServer.now))
        }
        // Another version's record: its number is text.
        let file = folder.appendingPathComponent("facts.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: #""number" : 2,"#, with: #""number" : "2","#)
            .write(to: file, atomically: true, encoding: .utf8)
        let listed = try cache.load().facts
        #expect(listed.map(\.number) == [3, 1])

        let cleared = try cache.clear(listed)

        let keptAt = folder.appendingPathComponent("facts.json.corrupt").path
        #expect(cleared.forgotten == 2)
        #expect(
            cleared.movedAside
                == "The facts in \(file.path) that this version of the app could not read were "
                + "not forgotten: the file as it was is now at \(keptAt). Open it with the "
                + "version of the app that wrote them, or fix it by hand, to get them back.")
        #expect(try String(contentsOfFile: keptAt, encoding: .utf8).contains(#""2""#))
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

import Foundation
import Scenic
import Testing

@Suite struct ReadmeExampleTests {
    /// The transcript README.md shows for the lines `add 2`, `add x`, `reset` at 40 columns.
    static let readmeTranscript = """
        Counter
        ────────────────────────────────────────

        Count: 0

        ────────────────────────────────────────
        Commands: add [N] · reset · help ·
        back · home · quit
        > add 2

        Counter
        ────────────────────────────────────────

        Count: 2

        ────────────────────────────────────────
        Commands: add [N] · reset · help ·
        back · home · quit
        > add x

        Counter
        ────────────────────────────────────────

        Count: 2

        ────────────────────────────────────────
        Commands: add [N] · reset · help ·
        back · home · quit
        » add: N must be a whole number, got "x"
        > reset

        Counter
        ────────────────────────────────────────

        Count: 0

        ────────────────────────────────────────
        Commands: add [N] · reset · help ·
        back · home · quit
        (end of input)

        """

    @Test func counterTranscriptIsExactlyWhatTheReadmeShows() async {
        var console = Console(
            navigator: Navigator(builder: CounterScenes(), root: .counter),
            configuration: ConsoleConfiguration(width: .fixed(40)))
        var input = ScriptInput("add 2\nadd x\nreset\n")
        var output = TextBuffer()
        let status = await console.run(input: &input, output: &output)
        #expect(status == 0)
        #expect(output.text == Self.readmeTranscript)
    }

    @Test func readmeShowsTheSameTranscript() throws {
        let readme = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../README.md").standardized
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains(Self.readmeTranscript))
    }
}

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

    /// The example in `Logic`'s documentation.
    @Test func counterLogicIsTestedByCallingReduce() {
        var state = CounterLogic.State(count: 1)
        let effects = CounterLogic().reduce(&state, .add(2))
        #expect(state.count == 3)
        #expect(effects.isEmpty)
    }

    /// The example in `View`'s documentation: the Counter's View with `add` alone.
    @Test func viewRendersAsItsDocumentationShows() {
        struct CounterView: View {
            enum Region: CaseIterable { case count }
            enum Name: String, CommandName { case add }
            static let amount = Argument.integer("N", in: 1...1_000).optional(default: 1)
            let title = "Counter"
            let commands = [Command(Name.add, amount, help: "Add N, or 1")]
        }
        #expect(
            CounterView().render(ViewContent([.count: [.paragraph("Count: 2")]]), width: 40) == """
                Counter
                ────────────────────────────────────────

                Count: 2

                ────────────────────────────────────────
                Commands: add [N] · help · back · home ·
                quit
                """)
    }

    @Test func readmeShowsTheSameTranscript() throws {
        #expect(try Self.readme().contains(Self.readmeTranscript))
    }

    /// The README's complete scene is this test target's `CounterScene.swift`, which compiles.
    @Test func readmeShowsTheCompiledCounterCode() throws {
        let source = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "ReadmeExample/CounterScene.swift")
        let code = try String(contentsOf: source, encoding: .utf8)
        let body = try #require(code.range(of: "enum CounterRoute"))
        #expect(try Self.readme().contains(String(code[body.lowerBound...])))
    }

    private static func readme() throws -> String {
        let readme = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../README.md").standardized
        return try String(contentsOf: readme, encoding: .utf8)
    }
}

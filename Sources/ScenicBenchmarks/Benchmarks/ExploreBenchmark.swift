import Scenic
import StorefrontKit

/// Explores Storefront from its Catalog for 2,000 lines, against typing the same lines into a
/// plain console; and shrinks failing sequences of 100 and of 400 lines.
struct ExploreBenchmark {
    static let steps = 2_000

    /// A rule the shrinking sequences break: one `next` on the Catalog shows its second page.
    private static let firstPageOnly = ExplorationInvariant.state(
        CatalogLogic.State.self, "the catalog shows its first page only"
    ) { $0.page == 0 }

    func run(_ stopwatch: inout Stopwatch) async -> [Metric] {
        let scenes = StorefrontScenes(workers: .inMemory())
        var recorder = Self.explorer(scenes, steps: Self.steps)
        var lines: [String] = []
        recorder.journal = { lines.append($0) }
        _ = await recorder.run()
        let input = ScriptInput(lines.joined(separator: "\n"))
        let exploring = await stopwatch.compare(
            { await Self.explorer(scenes, steps: Self.steps).run().typedLines },
            against: {
                var input = input
                var output = TextBuffer()
                var console = Console(navigator: Navigator(builder: scenes, root: .catalog))
                _ = await console.run(input: &input, output: &output)
                return output.text.utf8.count
            })
        let replayer = Self.explorer(scenes, steps: 0, invariants: [Self.firstPageOnly])
        let short = Self.failing(lineCount: 100)
        let long = Self.failing(lineCount: 400)
        let shrinking = await stopwatch.compare(
            {
                await LineShrinker().shrink(long) { await replayer.finding(typing: $0) != nil }
                    .count
            },
            against: {
                await LineShrinker().shrink(short) { await replayer.finding(typing: $0) != nil }
                    .count
            })
        return [
            Metric(
                "explore.steps_per_s", Double(Self.steps) / exploring.subjectSeconds, decimals: 0,
                unit: "lines/s", summary: "2,000 explored lines through Storefront in memory"),
            Metric(
                "explore.step.ratio", exploring.ratio, unit: "×", target: .atMost(8),
                summary: "exploring ÷ typing the same lines into a plain console"),
            Metric(
                "explore.shrink.100.ms", shrinking.floorSeconds * 1e3, decimals: 1, unit: "ms",
                summary: "shrinking a failing sequence of 100 lines to its one line"),
            Metric(
                "explore.shrink.400.ms", shrinking.subjectSeconds * 1e3, decimals: 1, unit: "ms",
                summary: "the same for 400 lines"),
            Metric(
                "explore.shrink.growth", shrinking.ratio, unit: "×", target: .atMost(16),
                summary: "400 ÷ 100 lines (4 linear, 16 quadratic)"),
        ]
    }

    /// An explorer of Storefront from its Catalog, logged in as a shopper would be.
    private static func explorer(
        _ scenes: StorefrontScenes, steps: Int, invariants: [ExplorationInvariant] = []
    ) -> Explorer<StorefrontRoute> {
        Explorer(steps: steps, seed: 1, width: 80, invariants: invariants) {
            Console(navigator: Navigator(builder: scenes, root: .catalog))
        }
    }

    /// `lineCount` lines that change nothing (help, a typo, `prev` on the first page) with one
    /// `next` a third of the way in, which breaks ``firstPageOnly``.
    private static func failing(lineCount: Int) -> [String] {
        var lines = (0..<lineCount).map { ["help", "nxt", "prev"][$0 % 3] }
        lines[lineCount / 3] = "next"
        return lines
    }
}

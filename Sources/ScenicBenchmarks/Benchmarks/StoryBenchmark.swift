import Scenic
import StorefrontKit

/// Replays a 10,000-line story (the Storefront catalog script with a typo, a usage error and a
/// help request every ten lines) through the console in memory.
struct StoryBenchmark {
    static let lineCount = 10_000

    func run(_ stopwatch: inout Stopwatch) async -> [Metric] {
        let input = ScriptInput(
            StorefrontCatalogScript.story(lineCount: Self.lineCount).joined(separator: "\n"))
        let scenes = StorefrontScenes(workers: .inMemory())
        let seconds = await stopwatch.median {
            var input = input
            var output = TextBuffer()
            var console = Console(navigator: Navigator(builder: scenes, root: .catalog))
            _ = await console.run(input: &input, output: &output)
            return output.text.utf8.count
        }
        // The same story as `assertStory` replays it, with a coverage collector observing,
        // timed pair by pair against the plain replay.
        let replay = { (observers: [SessionObserver]) async -> Int in
            var input = input
            var output = TextBuffer()
            var console = Console(navigator: Navigator(builder: scenes, root: .catalog))
            console.observers = observers
            _ = await console.run(input: &input, output: &output)
            return output.text.utf8.count
        }
        let coverage = await stopwatch.compare(
            { await replay([CoverageCollector().observer(.story)]) }, against: { await replay([]) })
        // What any observer costs, a log's or an analytics one's: the events the console makes.
        let observed = await stopwatch.compare(
            { await replay([SessionObserver { _ in }]) }, against: { await replay([]) })
        return [
            Metric(
                "story.replay.ms", seconds * 1e3, decimals: 1, unit: "ms",
                summary: "10,000-line story through the Storefront catalog in memory"),
            Metric(
                "story.replay.lines_per_s", Double(Self.lineCount) / seconds, decimals: 0,
                unit: "lines/s", summary: "the same, as lines per second"),
            Metric(
                "story.coverage.ratio", coverage.ratio, decimals: 2, unit: "×",
                summary: "the same story recording coverage, as a story test does, over without"),
            Metric(
                "story.observer.ratio", observed.ratio, decimals: 2, unit: "×",
                summary: "the same story with an observer that does nothing, over without"),
        ]
    }
}

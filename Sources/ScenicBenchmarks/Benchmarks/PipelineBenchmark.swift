import Scenic
import Storefront

/// Sends typed lines through Storefront's Catalog in a real ``Console`` (tokenize, match,
/// interactor, reduce, present, render at 80 columns, echo into a ``TextBuffer``) and compares
/// that with writing the same transcript with ``StorefrontCatalogFloor``.
struct PipelineBenchmark {
    /// Lines per timed run; the per-line figures divide by it.
    static let lineCount = 2_000

    func run(_ stopwatch: inout Stopwatch) async -> [Metric] {
        let steps = StorefrontCatalogScript.steps(count: Self.lineCount)
        let input = ScriptInput(steps.map(\.typed).joined(separator: "\n") + "\n")
        // In memory: the embedded catalog, an empty cart and a clock stopped at 2026-05-04
        // 10:30 UTC, when the automatic discounts are live.
        let workers = StorefrontWorkers.inMemory()
        let scenes = StorefrontScenes(workers: workers)

        // The states after each line are computed once, outside the timing: the floor only
        // writes screens, as a hand-written program that already knows what to show would.
        // The first is the scene's own: its appear action asks for a load, whose result the
        // Logic reduces in turn.
        let logic = CatalogLogic()
        var state = CatalogLogic.State.notLoaded
        let appearEffects = logic.reduce(&state, .appear)
        precondition(appearEffects == [.perform(.load)], "The Catalog no longer loads on appear")
        let loadEffects = logic.reduce(&state, .loaded(scenes.catalogScene.load()))
        var screens = [(state, Self.notices(loadEffects))]
        for step in steps {
            let effects = logic.reduce(&state, step.action)
            screens.append((state, Self.notices(effects)))
        }

        // Once, untimed: the floor must produce exactly what the console writes.
        let consoleText = await Self.consoleTranscript(input, scenes)
        let floorText = Self.floorTranscript(steps, screens)
        guard consoleText == floorText else {
            let diff = UnifiedDiffPreview.first(old: floorText, new: consoleText)
            preconditionFailure("The floor does not write the console's transcript:\n\(diff)")
        }

        let comparison = await stopwatch.compare(
            { await Self.consoleTranscript(input, scenes).utf8.count },
            against: { Self.floorTranscript(steps, screens).utf8.count })
        let perLine = 1e6 / Double(Self.lineCount)
        return [
            Metric(
                "pipeline.step.us", comparison.subjectSeconds * perLine, unit: "µs",
                summary: "one typed line through the console, Storefront catalog, 80 columns"),
            Metric(
                "pipeline.floor.us", comparison.floorSeconds * perLine, unit: "µs",
                summary: "the same screen and echo written by hand (floor)"),
            Metric(
                "pipeline.step.ratio", comparison.ratio, unit: "×", target: .atMost(2.0),
                summary: "console ÷ floor"),
        ]
    }

    private static func consoleTranscript(
        _ input: ScriptInput, _ scenes: StorefrontScenes
    ) async -> String {
        var input = input
        var output = TextBuffer()
        var console = Console(navigator: Navigator(builder: scenes, root: .catalog))
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    /// The notices among `effects`: what the status line shows after them.
    private static func notices(_ effects: [Effect<CatalogLogic>]) -> [CatalogLogic.Notice] {
        effects.compactMap { effect in
            if case .notify(let notice) = effect { return notice }
            return nil
        }
    }

    /// The console's transcript format: each screen, then the echoed line that follows it.
    private static func floorTranscript(
        _ steps: [StorefrontCatalogScript.Step],
        _ screens: [(CatalogLogic.State, [CatalogLogic.Notice])]
    ) -> String {
        let widths = StorefrontCatalogFloor.widths(for: screens[0].0.catalog)
        var text =
            StorefrontCatalogFloor.screen(for: screens[0].0, notices: screens[0].1, widths: widths)
            + "\n"
        for (step, (state, notices)) in zip(steps, screens.dropFirst()) {
            text += "> " + step.typed + "\n\n"
            text += StorefrontCatalogFloor.screen(for: state, notices: notices, widths: widths)
            text += "\n"
        }
        text += "(end of input)\n"
        return text
    }
}

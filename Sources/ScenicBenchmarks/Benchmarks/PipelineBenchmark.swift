import Scenic

/// Sends typed lines through the sample catalog in a real ``Console`` (tokenize, match,
/// interactor, reduce, present, render at 80 columns, echo into a ``TextBuffer``) and compares
/// that with writing the same transcript with ``CatalogScreenFloor``.
struct PipelineBenchmark {
    /// Lines per timed run; the per-line figures divide by it.
    static let lineCount = 2_000

    func run(_ stopwatch: inout Stopwatch) async -> [Metric] {
        let steps = CatalogScript.steps(count: Self.lineCount)
        let input = ScriptInput(steps.map(\.typed).joined(separator: "\n") + "\n")
        // The states after each line are computed once, outside the timing: the floor only
        // writes screens, as a hand-written program that already knows what to show would.
        var state = CatalogLogic.State(catalog: Product.samples)
        var states = [state]
        for step in steps {
            _ = CatalogLogic().reduce(&state, step.action)
            states.append(state)
        }

        // Once, untimed: the floor must produce exactly what the console writes.
        let consoleText = await Self.consoleTranscript(input)
        let floorText = Self.floorTranscript(steps, states)
        guard consoleText == floorText else {
            let diff = UnifiedDiffPreview.first(old: floorText, new: consoleText)
            preconditionFailure("The floor does not write the console's transcript:\n\(diff)")
        }

        let comparison = await stopwatch.compare(
            { await Self.consoleTranscript(input).utf8.count },
            against: { Self.floorTranscript(steps, states).utf8.count })
        let perLine = 1e6 / Double(Self.lineCount)
        return [
            Metric(
                "pipeline.step.us", comparison.subjectSeconds * perLine, unit: "µs",
                summary: "one typed line through the console, sample catalog, 80 columns"),
            Metric(
                "pipeline.floor.us", comparison.floorSeconds * perLine, unit: "µs",
                summary: "the same screen and echo written by hand (floor)"),
            Metric(
                "pipeline.step.ratio", comparison.ratio, unit: "×", target: .atMost(2.0),
                summary: "console ÷ floor"),
        ]
    }

    private static func consoleTranscript(_ input: ScriptInput) async -> String {
        var input = input
        var output = TextBuffer()
        var console = Console(navigator: Navigator(builder: CatalogSceneBuilder(), root: .catalog))
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    /// The console's transcript format: each screen, then the echoed line that follows it.
    private static func floorTranscript(
        _ steps: [CatalogScript.Step], _ states: [CatalogLogic.State]
    ) -> String {
        var text = CatalogScreenFloor.screen(for: states[0]) + "\n"
        for (step, state) in zip(steps, states.dropFirst()) {
            text += "> " + step.typed + "\n\n"
            text += CatalogScreenFloor.screen(for: state)
            text += "\n"
        }
        text += "(end of input)\n"
        return text
    }
}

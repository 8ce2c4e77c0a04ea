import Scenic
import StorefrontKit

/// Sends typed lines through Storefront's Catalog in a real ``Console`` (tokenize, match,
/// interactor, reduce, present, render at 80 columns, echo into a ``TextBuffer``), opening
/// products and going back, and compares that with writing the same transcript with
/// ``StorefrontCatalogFloor``.
struct PipelineBenchmark {
    /// What the console shows after a line.
    private enum Shown {
        /// The Catalog in this state, with the notices of the action that led to it.
        case catalog(CatalogLogic.State, [CatalogLogic.Notice])
        /// The product with this id, after its screen loaded.
        case product(id: String)
    }

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
        // The Catalog loads each time it appears: first, and after `back` from a product.
        func appear() -> Shown {
            let appearEffects = logic.reduce(&state, .appear)
            precondition(
                appearEffects == [.perform(.load)], "The Catalog no longer loads on appear")
            let loadEffects = logic.reduce(&state, .loaded(scenes.catalogScene.load()))
            return .catalog(state, Self.notices(loadEffects))
        }
        var screens = [appear()]
        for step in steps {
            switch step.action {
            case .catalog(let action):
                let effects = logic.reduce(&state, action)
                if case .push(.product(let id)) = effects.first {
                    screens.append(.product(id: id))
                } else {
                    screens.append(.catalog(state, Self.notices(effects)))
                }
            case .back:
                screens.append(appear())
            }
        }

        // Once, untimed: the floor must produce exactly what the console writes.
        let consoleText = await Self.consoleTranscript(input, scenes)
        let floorText = String(decoding: Self.floorTranscript(steps, screens), as: UTF8.self)
        guard consoleText == floorText else {
            let diff = UnifiedDiffPreview.first(old: floorText, new: consoleText)
            preconditionFailure("The floor does not write the console's transcript:\n\(diff)")
        }

        // The console's transcript is taken as the bytes it wrote, as standard output takes them.
        let comparison = await stopwatch.compare(
            { await Self.consoleBytes(input, scenes).count },
            against: { Self.floorTranscript(steps, screens).count })
        let perLine = 1e6 / Double(Self.lineCount)
        return [
            Metric(
                "pipeline.step.us", comparison.subjectSeconds * perLine, unit: "µs",
                summary: "one typed line through the console: Storefront catalog, products, back"),
            Metric(
                "pipeline.floor.us", comparison.floorSeconds * perLine, unit: "µs",
                summary: "the same screen and echo written by hand into one buffer (floor)"),
            Metric(
                "pipeline.step.ratio", comparison.ratio, unit: "×", target: .atMost(1.5),
                summary: "console ÷ floor"),
        ]
    }

    private static func consoleTranscript(
        _ input: ScriptInput, _ scenes: StorefrontScenes
    ) async -> String {
        String(decoding: await consoleBytes(input, scenes), as: UTF8.self)
    }

    private static func consoleBytes(_ input: ScriptInput, _ scenes: StorefrontScenes) async
        -> [UInt8]
    {
        var input = input
        var output = TextBuffer()
        var console = Console(navigator: Navigator(builder: scenes, root: .catalog))
        _ = await console.run(input: &input, output: &output)
        return output.bytes
    }

    /// The notices among `effects`: what the status line shows after them.
    private static func notices(_ effects: [Effect<CatalogLogic>]) -> [CatalogLogic.Notice] {
        effects.compactMap { effect in
            if case .notify(let notice) = effect { return notice }
            return nil
        }
    }

    /// The console's transcript format, as bytes: each screen, then the echoed line that
    /// follows it.
    ///
    /// The floor prepares the catalog once, as it loads: every load in the script brings the
    /// same catalog at the same time, which a hand-written program may notice as the console
    /// keeps the measured Catalog scene while a product is on top.
    private static func floorTranscript(
        _ steps: [StorefrontCatalogScript.Step], _ screens: [Shown]
    ) -> [UInt8] {
        guard case .catalog(let first, _) = screens[0], let catalog = first.catalog else {
            preconditionFailure("The script must start on the loaded Catalog")
        }
        let prepared = StorefrontCatalogFloor.prepare(catalog, now: first.now)
        func write(_ shown: Shown, to text: inout FloorBytes) {
            switch shown {
            case .catalog(let state, let notices):
                StorefrontCatalogFloor.write(
                    state, notices: notices, prepared: prepared, to: &text)
            case .product(let id):
                StorefrontCatalogFloor.writeProduct(id: id, prepared: prepared, to: &text)
            }
        }
        var text = FloorBytes(capacity: 0)
        write(screens[0], to: &text)
        text += "\n"
        for (step, shown) in zip(steps, screens.dropFirst()) {
            text += "> "
            text += step.typed
            text += "\n\n"
            write(shown, to: &text)
            text += "\n"
        }
        text += "(end of input)\n"
        return text.bytes
    }
}

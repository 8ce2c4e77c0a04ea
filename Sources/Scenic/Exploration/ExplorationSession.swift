/// One session of an app driven by an explorer: the real navigator and console, typing the
/// lines `choose` gives, with the rules checked after every line.
struct ExplorationSession<Route: Hashable & Sendable> {
    /// The rules checked after every line.
    var rules: ScreenRules

    /// What a session typed, reached and broke.
    struct Outcome {
        /// Every line typed, in order.
        var lines: [String]
        /// What broke, if anything did.
        var finding: ExplorationFinding?
    }

    /// Runs `console` on the lines `choose` gives (`nil` ends the input); `observe` sees each
    /// screen, with the lines printed for the line typed before it.
    func run(
        _ console: Console<Route>,
        choose: @escaping (ExploredScreen?) -> String?,
        observe: @escaping (ExploredScreen, [Substring]) -> Void = { _, _ in }
    ) async -> Outcome {
        let trace = ExplorationTrace(choose: choose)
        var console = console
        console.configuration = ConsoleConfiguration(width: .fixed(rules.width))
        var before: ExploredScreen?
        var quitTyped = false
        var names: [ObjectIdentifier: ExploredScreen.Names] = [:]
        let rules = rules
        console.beforeEachLine = { navigator, refusals, timers in
            guard trace.finding == nil else { return }
            var screen = ExploredScreen(
                navigator, keepsStates: !rules.invariants.isEmpty, names: &names)
            screen.timers = timers
            let typed = trace.lines.last
            let printed = ScreenRules.lines(of: trace.printed)
            if quitTyped {
                trace.finding = ExplorationFinding(
                    rule: "quit ends",
                    message: "\"\(typed ?? "quit")\" on \(before?.title ?? screen.title) did not "
                        + "end the session.")
            } else {
                trace.finding = rules.check(
                    lines: printed, typed: typed, before: before, after: screen,
                    refusals: refusals)
            }
            observe(screen, printed)
            trace.printed = ""
            trace.screen = screen
            before = screen
        }
        trace.choose = { screen in
            guard let line = choose(screen) else { return nil }
            if screen != nil, GlobalCommand.named(line) == .quit { quitTyped = true }
            return line
        }
        var input = ExplorationInput(trace: trace)
        var output = ExplorationOutput(trace: trace)
        _ = await console.run(input: &input, output: &output)
        // The last line's screen was printed but never looked at: the input ended first.
        if trace.finding == nil, !trace.printed.isEmpty, let before {
            trace.finding = rules.check(
                printed: trace.printed, typed: nil, before: nil, after: before)
        }
        return Outcome(lines: trace.lines, finding: trace.finding)
    }
}

/// Explores an app from its own declarations: types lines a person could, prefers those that
/// reach something new, checks every rule after every line, and shrinks what breaks to a
/// minimal story.
///
/// The same seed gives the same run: the explorer draws from its own seeded generator, and
/// every session starts from a fresh console the caller makes with deterministic workers.
package struct Explorer<Route: Hashable & Sendable> {
    /// How many lines to type, the budget (never a time).
    package var steps: Int
    /// The seed of the run.
    package var seed: UInt64
    /// The screen's width.
    package var width: Int
    /// Words to type where text is asked for (a user name, a password).
    package var vocabulary: [String]
    /// The app's rules about its Logic states.
    package var invariants: [ExplorationInvariant]
    /// Makes a fresh console, with fresh workers and data, for each session; `nil` when the
    /// app cannot start.
    private let makeConsole: () async -> Console<Route>?

    /// An explorer of the consoles `makeConsole` makes.
    package init(
        steps: Int, seed: UInt64, width: Int = StoryScript.defaultWidth,
        vocabulary: [String] = [], invariants: [ExplorationInvariant] = [],
        console makeConsole: @escaping () async -> Console<Route>?
    ) {
        self.steps = steps
        self.seed = seed
        self.width = width
        self.vocabulary = vocabulary
        self.invariants = invariants
        self.makeConsole = makeConsole
    }

    /// Explores, then shrinks what broke.
    package func run() async -> ExplorationReport {
        var report = ExplorationReport(seed: seed, steps: steps, width: width)
        guard let console = await makeConsole() else { return report }
        var random = ExplorationRandom(seed: seed)
        let maker = LineMaker(vocabulary: vocabulary)
        var reach = ExplorationReach()
        var typed = 0
        var lastKey: String?
        let session = ExplorationSession<Route>(
            rules: ScreenRules(width: width, invariants: invariants))
        let outcome = await session.run(
            console,
            choose: { screen in
                guard let screen else { return maker.secret(random: &random) }
                guard typed < steps else {
                    // The budget is spent: `quit` must end the session wherever it is.
                    typed += 1
                    return typed == steps + 1 ? "quit" : nil
                }
                typed += 1
                let candidates = maker.candidates(on: screen, random: &random)
                let chosen = reach.choose(among: candidates, random: &random)
                lastKey = chosen.key
                return chosen.text
            },
            observe: { screen, printed in
                reach.saw(screen, printed: printed, after: lastKey)
            })
        report.reach = reach
        report.typedLines = outcome.lines.count
        guard let finding = outcome.finding else { return report }
        report.finding = finding
        report.foundAfter = outcome.lines
        report.lines = await shrink(outcome.lines, keeping: finding.rule, with: session)
        return report
    }

    /// Whether typing `lines` in a fresh session breaks `rule`.
    private func breaks(
        _ rule: String, typing lines: [String], with session: ExplorationSession<Route>
    ) async -> Bool {
        guard let console = await makeConsole() else { return false }
        var remaining = lines[...]
        let outcome = await session.run(console) { _ in remaining.popFirst() }
        return outcome.finding?.rule == rule
    }

    /// The shortest simplest lines found that still break `rule`: chunks of lines dropped,
    /// then single lines, then each line lowercased and its words trimmed from the end.
    private func shrink(
        _ lines: [String], keeping rule: String, with session: ExplorationSession<Route>
    ) async -> [String] {
        var lines = lines
        var chunk = max(lines.count / 2, 1)
        while chunk >= 1 {
            var start = 0
            while start < lines.count {
                var candidate = lines
                candidate.removeSubrange(start..<min(start + chunk, lines.count))
                if await breaks(rule, typing: candidate, with: session) {
                    lines = candidate
                } else {
                    start += chunk
                }
            }
            chunk /= 2
        }
        for index in lines.indices {
            // Simpler spellings first: the line in lowercase, then with words dropped from its
            // end, one at a time.
            let lowercased = lines[index].lowercased()
            if lowercased != lines[index] {
                var candidate = lines
                candidate[index] = lowercased
                if await breaks(rule, typing: candidate, with: session) { lines = candidate }
            }
            var words = lines[index].split(separator: " ", omittingEmptySubsequences: false)
            while words.count > 1 {
                var candidate = lines
                candidate[index] = words.dropLast().joined(separator: " ")
                guard await breaks(rule, typing: candidate, with: session) else { break }
                lines = candidate
                words.removeLast()
            }
        }
        return lines
    }
}

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
    /// Hears each line just before it is typed, so a process that traps leaves them behind.
    package var journal: (String) -> Void = { _ in }
    /// Hears that a fresh session starts, the app having ended the one before: the lines
    /// journaled before belong to sessions that are over.
    package var sessionStarted: () -> Void = {}
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
    ///
    /// When the app ends a session itself before the steps are spent (a game over, a command
    /// that quits), the run goes on in a fresh session, made as the first was, while each
    /// typed a step: a game that ends after a few hundred lines is explored for all of them
    /// (a stranger's text adventure was explored for its first game only). Sessions are fresh,
    /// so what breaks is shrunk within the session that broke it.
    package func run() async -> ExplorationReport {
        var report = ExplorationReport(seed: seed, steps: steps, width: width)
        guard var console = await makeConsole() else { return report }
        // What the run reached, as coverage of the app's words; shrinking adds nothing.
        let coverage = CoverageCollector()
        var declared: Set<String> = []
        var random = ExplorationRandom(seed: seed)
        let maker = LineMaker(vocabulary: vocabulary)
        var reach = ExplorationReach()
        var typed = 0
        var lastKey: LineKey?
        // A rule about a type no screen's state has is never checked: said, not taken as kept.
        var unchecked = Array(invariants.indices)
        let invariants = invariants
        let session = self.session
        let journal = journal
        var outcome: ExplorationSession<Route>.Outcome
        while true {
            console.observers.append(coverage.observer(.exploration))
            let typedBefore = typed
            outcome = await session.run(
                console,
                choose: { screen in
                    guard let screen else {
                        let secret = maker.secret(random: &random)
                        journal(secret)
                        return secret
                    }
                    guard typed < steps else {
                        // The budget is spent: `quit` must end the session wherever it is.
                        typed += 1
                        guard typed == steps + 1 else { return nil }
                        journal("quit")
                        return "quit"
                    }
                    typed += 1
                    let candidates = maker.candidates(on: screen, random: &random)
                    let chosen = reach.choose(among: candidates, random: &random)
                    lastKey = chosen.key
                    let text = maker.text(of: chosen, random: &random)
                    journal(text)
                    return text
                },
                observe: { screen, printed in
                    reach.saw(screen, printed: printed, after: lastKey)
                    unchecked.removeAll { index in
                        screen.states.contains { invariants[index].holds($0) != nil }
                    }
                    for scene in screen.vocabulary where declared.insert(scene.logic).inserted {
                        coverage.declareCommands(scene.commands, logic: scene.logic)
                    }
                })
            report.typedLines += outcome.lines.count
            report.sessions += 1
            guard outcome.finding == nil else { break }
            // The app ended the session, not the `quit` typed when the budget was spent (on
            // the budget's last step too): said, or a report of one line read as a run of
            // hundreds (a hostile tester's app quit on its own).
            if typed <= steps {
                report.sessionsEnded += 1
                if report.sessionsEnded == 1 { report.firstEnding = outcome.lines.last ?? "" }
            }
            guard typed < steps else { break }
            // A session that ended before a step of it was typed would end every next one so.
            guard typed > typedBefore, let next = await makeConsole() else {
                report.unusedSteps = steps - typed
                break
            }
            console = next
            lastKey = nil
            sessionStarted()
        }
        report.reach = reach
        report.coverage = coverage.coverage
        report.uncheckedRules = unchecked.map { invariants[$0].name }
        guard let finding = outcome.finding else { return report }
        report.finding = finding
        report.foundAfter = outcome.lines
        // The shrinker ends on the last lines it kept: what they broke is the story's finding.
        var kept = finding
        report.lines = await LineShrinker().shrink(outcome.lines) { lines in
            guard let found = await self.finding(typing: lines), found.rule == finding.rule
            else { return false }
            kept = found
            return true
        }
        report.shrunkFinding = kept
        // A rule or an app that does not repeat itself shrinks to lines that broke it by
        // chance: typed again, they say so rather than a story that "fails" now and then.
        for _ in 0..<Self.replaysOfAFinding {
            report.replays += 1
            if await self.finding(typing: report.lines)?.rule == finding.rule {
                report.replaysThatBroke += 1
            }
        }
        return report
    }

    /// How many times the shrunk lines of a finding are typed again, to see they repeat it.
    static var replaysOfAFinding: Int { 3 }

    /// The session every run and replay uses, with the rules checked.
    private var session: ExplorationSession<Route> {
        ExplorationSession(rules: ScreenRules(width: width, invariants: invariants))
    }

    /// What typing `lines` in a fresh session breaks, if anything.
    package func finding(typing lines: [String]) async -> ExplorationFinding? {
        guard let console = await makeConsole() else { return nil }
        return await finding(typing: lines, into: console)
    }

    /// What typing `lines` into `console`, a fresh one, breaks, if anything.
    package func finding(
        typing lines: [String], into console: Console<Route>
    ) async -> ExplorationFinding? {
        var remaining = lines[...]
        return await session.run(console) { _ in remaining.popFirst() }.finding
    }
}

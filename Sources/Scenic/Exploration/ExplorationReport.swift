/// What an exploration did and found: its seed, what it reached and, when a rule broke, the
/// shrunk lines as a story that reproduces it.
package struct ExplorationReport: Equatable, Sendable {
    /// The seed of the run.
    package var seed: UInt64
    /// The budget, in lines.
    package var steps: Int
    /// The screen's width.
    package var width: Int
    /// How many lines were typed, in every session.
    package var typedLines = 0
    /// How many sessions were explored: a fresh one after each the app ended.
    package var sessions = 0
    /// How many of them the app ended itself (a game over, a command that quits); after each
    /// but one on the last step, the run went on in a fresh one.
    package var sessionsEnded = 0
    /// The last line typed in the first session the app ended, if it ended one.
    package var firstEnding: String?
    /// The steps left when the app ended a session before a step of it was typed, which ends
    /// the run.
    package var unusedSteps = 0
    /// What the run reached.
    package var reach = ExplorationReach()
    /// What the run reached of the app's words, scene by scene.
    package var coverage = Coverage()
    /// The names of the app's rules that no state on any screen was of the type of, so that
    /// they were never checked (a rule about a type no scene keeps, or a scene not reached).
    package var uncheckedRules: [String] = []
    /// What broke, if anything did.
    package var finding: ExplorationFinding?
    /// The lines typed up to the finding, as explored.
    package var foundAfter: [String] = []
    /// The lines typed up to the finding, shrunk.
    package var lines: [String] = []
    /// What the shrunk lines break, in their own words, when they differ from the run's: the
    /// same rule, but shrinking may have moved where (`open 1` opens another product than the
    /// run had opened by then).
    package var shrunkFinding: ExplorationFinding?
    /// How many times the shrunk lines were typed again in fresh sessions, and how many of
    /// those times they broke the rule again: fewer when what broke it depends on something the
    /// lines do not repeat (a random number, the clock).
    package var replays = 0
    package var replaysThatBroke = 0

    /// Whether every replay of the shrunk lines broke the rule again.
    package var reproducesEveryTime: Bool { replaysThatBroke == replays }

    package init(seed: UInt64, steps: Int, width: Int) {
        self.seed = seed
        self.steps = steps
        self.width = width
    }

    /// The first line of a run's output, so every run can be repeated.
    package var heading: String {
        "Exploring \(Self.counted(steps, "step")) with seed \(seed) at \(width) columns."
    }

    /// What was reached, the commands that never ran, and what was found, in a few lines.
    package var summary: String {
        reachSummary + neverRanSummary + uncheckedSummary + findingSummary
    }

    /// The app's rules that were never checked, if any.
    package var uncheckedSummary: String {
        guard !uncheckedRules.isEmpty else { return "" }
        let rules = uncheckedRules.map { "\"\(VisibleText.escaping($0))\"" }
        return "Never checked (no state on any screen was of its type): "
            + rules.joined(separator: ", ") + ".\n"
    }

    /// What was reached: the screens, the commands that ran, the messages.
    ///
    /// A command counts once it ran, that is once it sent its Logic an action, as in
    /// ``coverage``: a command typed and refused each time for its arguments does not. So
    /// these figures are the commands column of the coverage table, added up.
    package var reachSummary: String {
        let commands = coverage.totals(of: [.command])
        guard !reach.screens.isEmpty else {
            return "Reached no screen; ran none of the commands; saw no message.\n"
        }
        let screens = reach.screens.sorted().joined(separator: ", ")
        let declare = reach.screens.count == 1 ? "it declares" : "they declare"
        return "Reached \(Self.counted(reach.screens.count, "screen")) (\(screens)); ran "
            + "\(commands.reached) of the \(Self.counted(commands.declared, "command")) \(declare); "
            + "saw \(Self.counted(reach.messages.count, "different message")).\n"
    }

    /// The declared commands that never ran, scene by scene, if any; the scenes named as
    /// ``reachSummary`` names them (`Slot pick`).
    package var neverRanSummary: String {
        let never = coverage.sceneNames.flatMap { scene in
            let name = ExploredScreen.shortName(ofLogic: scene)
            return (coverage.neverReached(.command, in: scene) ?? []).map { "\(name) \($0)" }
        }
        return never.isEmpty ? "" : "Never ran: \(never.joined(separator: ", ")).\n"
    }

    /// What broke, and the shrunk lines that break it; or that nothing did.
    package var findingSummary: String {
        guard let finding else {
            return "No rule broke in \(Self.counted(typedLines, "line"))\(sessionsSummary).\n"
        }
        // Nothing typed, nothing to shrink: the session broke it as it started.
        guard !foundAfter.isEmpty || !lines.isEmpty else {
            return "Found as it started\(sessionSaid): \(finding.message)\n" + unrepeatedSummary
        }
        let own = shrunkMessage.map { ", which break it on their own: " + $0 } ?? ":"
        return "Found after \(Self.counted(foundAfter.count, "line"))\(sessionSaid): "
            + "\(finding.message)\n"
            + "Shrunk to \(Self.counted(lines.count, "line"))\(own)\n"
            // Shown on the terminal: a control character typed (an escape sequence) is made
            // visible there, as everywhere else; the story file keeps the line as typed.
            + lines.map { "  " + VisibleText.escaping(storyLine($0)) + "\n" }.joined()
            + unrepeatedSummary
    }

    /// The sessions the app ended itself, for the end of "No rule broke in 9 lines"; nothing
    /// when it ended none.
    private var sessionsSummary: String {
        guard sessionsEnded > 0 else { return "" }
        let first = firstEnding.flatMap { $0.isEmpty ? nil : "\"\(VisibleText.escaping($0))\"" }
        let ended: String
        switch (sessions, sessionsEnded) {
        case (1, _): ended = "the session itself" + (first.map { " after " + $0 } ?? "")
        case (2, 2): ended = "both itself" + (first.map { ", the first after " + $0 } ?? "")
        case (let all, _) where all == sessionsEnded:
            ended = "all \(all) itself" + (first.map { ", the first after " + $0 } ?? "")
        case (_, 1): ended = "the first itself" + (first.map { " after " + $0 } ?? "")
        default:
            ended =
                "\(sessionsEnded) of them itself" + (first.map { ", the first after " + $0 } ?? "")
        }
        let sessionsSaid = sessions == 1 ? "" : ", in \(sessions) sessions"
        guard unusedSteps == 0 else {
            return "\(sessionsSaid): the app ended \(ended), with \(unusedSteps) of the \(steps) "
                + "steps unused (a session it ends before a step of it is typed ends the run). "
                + "Start on a screen past the line that ends it"
        }
        return sessionsSaid + ": the app ended \(ended)"
            + (sessions == 1 ? "" : ", and the exploration went on in a fresh one")
    }

    /// The session that broke the rule, when the app had ended sessions before it.
    private var sessionSaid: String {
        guard sessionsEnded > 0 else { return "" }
        let before = sessionsEnded == 1 ? "the one" : "the \(sessionsEnded)"
        return " of session \(sessionsEnded + 1) (the app ended \(before) before it)"
    }

    /// That the shrunk lines did not break the rule every time they were typed again, if so.
    private var unrepeatedSummary: String {
        guard !reproducesEveryTime else { return "" }
        let broke = replaysThatBroke == 1 ? "once" : "\(replaysThatBroke) times"
        return "Typed again \(Self.counted(replays, "time")) in fresh sessions, they broke it "
            + "\(replaysThatBroke == 0 ? "never" : broke): what breaks it depends on something "
            + "the lines do not repeat (a random number, the clock, a file), so its story may "
            + "pass when replayed.\n"
    }

    /// What the shrunk lines break, in their own words, when that reads otherwise than the
    /// run's finding.
    private var shrunkMessage: String? {
        guard let shrunk = shrunkFinding, shrunk.message != finding?.message else { return nil }
        return shrunk.message
    }

    /// The shrunk lines as a `.story` file: `--replay` of it, or a story test, shows what broke.
    package var story: String {
        var text = StoryScript.explorationHeading + " (seed \(seed), \(steps) steps): "
        // What replaying the story shows, which is what the shrunk lines break.
        text += (shrunkMessage ?? finding?.message ?? "nothing broke").replacingNewlines + "\n"
        text += "# width: \(width)\n"
        return text + lines.map { storyLine($0) + "\n" }.joined()
    }

    /// A typed line as a story types it: a `\` first where the line would otherwise read as a
    /// comment, a blank line or a secret's placeholder; a clock step (`# after 30s`) as it is.
    private func storyLine(_ line: String) -> String {
        if StoryScript.clockStep(line[...]) != nil { return line }
        return StoryRecording.storyLine(typing: line)
    }
}

extension String {
    /// The text on one line, for a comment.
    fileprivate var replacingNewlines: String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
    }
}

extension ExplorationReport {
    /// `count` and `noun`, plural unless one: a run that reaches one screen or shrinks to one
    /// line says so.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

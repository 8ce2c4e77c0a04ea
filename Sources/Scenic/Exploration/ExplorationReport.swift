/// What an exploration did and found: its seed, what it reached and, when a rule broke, the
/// shrunk lines as a story that reproduces it.
package struct ExplorationReport: Equatable, Sendable {
    /// The seed of the run.
    package var seed: UInt64
    /// The budget, in lines.
    package var steps: Int
    /// The screen's width.
    package var width: Int
    /// How many lines were typed.
    package var typedLines = 0
    /// What the run reached.
    package var reach = ExplorationReach()
    /// What the run reached of the app's words, scene by scene.
    package var coverage = Coverage()
    /// What broke, if anything did.
    package var finding: ExplorationFinding?
    /// The lines typed up to the finding, as explored.
    package var foundAfter: [String] = []
    /// The lines typed up to the finding, shrunk.
    package var lines: [String] = []

    package init(seed: UInt64, steps: Int, width: Int) {
        self.seed = seed
        self.steps = steps
        self.width = width
    }

    /// The first line of a run's output, so every run can be repeated.
    package var heading: String {
        "Exploring \(steps) \(steps == 1 ? "step" : "steps") with seed \(seed) at \(width) columns."
    }

    /// What was reached, and what was found, in a few lines.
    package var summary: String {
        reachSummary + findingSummary
    }

    /// What was reached: the screens, the commands typed and never typed, the messages.
    package var reachSummary: String {
        let typedCommands = reach.offered.count - reach.neverTyped.count
        let screens = reach.screens.sorted().joined(separator: ", ")
        var text =
            "Reached \(reach.screens.count) screens (\(screens)); typed \(typedCommands) of the "
            + "\(reach.offered.count) commands they offer; saw \(reach.messages.count) different "
            + "messages.\n"
        if !reach.neverTyped.isEmpty {
            text += "Never typed: \(reach.neverTyped.map(\.description).joined(separator: ", ")).\n"
        }
        return text
    }

    /// What broke, and the shrunk lines that break it; or that nothing did.
    package var findingSummary: String {
        guard let finding else { return "No rule broke in \(typedLines) lines.\n" }
        return "Found after \(foundAfter.count) lines: \(finding.message)\n"
            + "Shrunk to \(lines.count) lines:\n"
            + lines.map { "  " + storyLine($0) + "\n" }.joined()
    }

    /// The shrunk lines as a `.story` file: `--replay` of it, or a story test, shows what broke.
    package var story: String {
        var text = "# Found by exploration (seed \(seed), \(steps) steps): "
        text += (finding?.message ?? "nothing broke").replacingNewlines + "\n"
        text += "# width: \(width)\n"
        return text + lines.map { storyLine($0) + "\n" }.joined()
    }

    /// A typed line as a story types it: a `\` first where the line would otherwise read as a
    /// comment, a blank line or a secret's placeholder.
    private func storyLine(_ line: String) -> String {
        let plain =
            !line.isEmpty && !line.allSatisfy(\.isWhitespace) && !line.hasPrefix("#")
            && !line.hasPrefix("\\") && !line.contains("${")
        return plain ? line : "\\" + line
    }
}

extension String {
    /// The text on one line, for a comment.
    fileprivate var replacingNewlines: String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
    }
}

import ScenicSnapshotStore

/// Why a story or an exploration failed besides its transcript: the test's closure that makes
/// the app's console threw, as one making a data folder can, or a story broke a rule.
enum ConsoleProblem: Equatable {
    case storyConsoleThrew(story: String, error: String)
    case explorationConsoleThrew(error: String)
    /// No state on any screen an exploration of `lines` typed lines showed was of the type
    /// these rules are about, so none of them was checked.
    case explorationRulesNeverChecked([String], lines: Int)
    /// The app ended the exploration's first session before a line was typed.
    case explorationTypedNothing
    /// The session ended (a `quit`) before the story's last `untyped` lines, from `first`,
    /// were typed.
    case storyEndedEarly(story: String, untyped: Int, first: String)
    /// Typed again with the test's rules checked, the story broke one (`finding` says which).
    case storyBrokeARule(story: String, finding: String)
    /// Stories whose names give one snapshot file name (`x y` and `x-y`): neither is replayed.
    case storiesShareASnapshot(stories: [String], file: String)
    /// The story's transcript grew past `limit` bytes, the most a snapshot file may hold,
    /// after `typed` of its `lines` typed lines: the rest were not typed.
    case storyTooLong(story: String, typed: Int, lines: Int, limit: Int)
    /// The console the story was replayed on was given a clock of its own, not the story's,
    /// so the story's `# now:` and `# after` steps could not set the app's date.
    case storyOnAnotherClock(story: String)
    /// The story starts its clock at `# now: start`, but the app never read the story's
    /// clock: its workers read another.
    case storyClockNeverRead(story: String, start: String)
    /// The story draws its random numbers from `# seed: seed`, but the app drew none from the
    /// story's generator: its workers drew from another, or the story draws nothing.
    case storySeedNeverDrawn(story: String, seed: String)

    /// The failure text: what happened, where, and what to do.
    var message: String {
        switch self {
        case .storyConsoleThrew(let story, let error):
            return """
                Story \(VisibleName.escaping(story)) did not run: making its console threw (\(error)). Fix what the \
                console is made with, such as its data folder.
                """
        case .storyBrokeARule(let story, let finding):
            return """
                Story \(VisibleName.escaping(story)) breaks a rule: \(finding) Replay it with the app's --replay to \
                see the screens, and fix the app, not the story.
                """
        case .storyEndedEarly(let story, let untyped, let first):
            let lines = untyped == 1 ? "line" : "\(untyped) lines"
            return "Story \(VisibleName.escaping(story)) ended before its last \(lines) (from "
                + "\(VisibleName.quoted(first))) could be typed: the app quit. Lines after a quit "
                + "are never typed, so nothing checks them. Remove them, or move them to a story "
                + "of their own."
        case .storyOnAnotherClock(let story):
            return
                "Story \(VisibleName.escaping(story)) ran on a console given a clock of its own (console.clock), so "
                + "its \"# now:\" and \"# after\" steps could not set the app's date. Hand "
                + "story.clock to the app's workers and leave console.clock unset: the story's "
                + "replay sets it."
        case .storyClockNeverRead(let story, let start):
            // Both causes, as for the seed: a story that never reaches a screen that reads the
            // time was sent looking for wiring that was right (found by a stranger).
            return
                "Story \(VisibleName.escaping(story)) starts its clock at \"# now: \(start)\", but the app never read "
                + "story.clock as it ran. If its workers read the date, hand them story.clock "
                + "(launch.clock in the app) rather than a clock of their own; if this story "
                + "reaches no screen that reads it, remove the \"# now:\" line."
        case .storySeedNeverDrawn(let story, let seed):
            // Both causes: a shuffle of one card takes no number (found by a stranger).
            return
                "Story \(VisibleName.escaping(story)) draws its random numbers from \"# seed: \(seed)\", but the app "
                + "drew none from story.random as it ran. If its workers draw, hand them "
                + "story.random (launch.random in the app) rather than a generator of their own; "
                + "if this story draws nothing (a shuffle of fewer than two items takes no "
                + "number), remove the \"# seed:\" line."
        case .storyTooLong(let story, let typed, let lines, let limit):
            return "Story \(VisibleName.escaping(story)): its transcript grew past the "
                + "\(limit >> 20) MiB a snapshot file may hold after \(typed) of its \(lines) typed "
                + "lines, so the rest were not typed and nothing was compared or written. Split it "
                + "into several stories."
        case .storiesShareASnapshot(let stories, let file):
            let named = stories.map { VisibleName.quoted($0 + ".story") }
            let none = stories.count == 2 ? "neither" : "none"
            return "The stories " + named.dropLast().joined(separator: ", ") + " and "
                + named[named.count - 1] + " would share one snapshot, \(file) (names that differ "
                + "only in spaces, accents, punctuation or case name the same file), so \(none) "
                + "could pass. Rename \(stories.count == 2 ? "one" : "all but one"); \(none) was "
                + "replayed."
        case .explorationConsoleThrew(let error):
            return """
                The exploration stopped: making a console threw (\(error)), so no line was typed \
                in that session. Fix what the console is made with, such as its data folder.
                """
        case .explorationTypedNothing:
            return """
                The exploration typed no line: the app ended its first session before a step \
                was typed (its first screen quits as it appears), so nothing was explored. \
                Start it on a screen past what ends it.
                """
        case .explorationRulesNeverChecked(let rules, let lines):
            let named = rules.map { "\"\($0)\"" }.joined(separator: ", ")
            let them = rules.count == 1 ? "it" : "them"
            return """
                \(rules.count == 1 ? "The rule" : "The rules") \(named) \
                \(rules.count == 1 ? "was" : "were") never checked: in \(lines) \
                \(lines == 1 ? "line" : "lines"), no screen \
                (nor a child scene in one) had a state of the type \(them) \
                \(rules.count == 1 ? "is" : "are") about. Check the type each rule names (a \
                Logic's State), or give the exploration the steps or vocabulary that reach \
                its screen.
                """
        }
    }
}

import ScenicSnapshotStore

/// `scenic review [PATH…]`: walks the pending snapshots on a terminal, one key per decision.
///
/// Snapshots that make the same change (the same lines removed and added, wherever they sit)
/// are shown once and decided together: rewording one command on every screen is one decision,
/// not one per screen.
struct ReviewCommand {
    /// A reviewer's key.
    enum Answer: Equatable, CaseIterable {
        case accept
        case reject
        case skip
        case acceptRest
        case rejectRest
        case quit
        /// Show the next view: the diff, the stored text, the new text.
        case view
        /// Decide the snapshots of a group one by one.
        case each
        /// List the keys.
        case help
        /// Show the next page of a long diff (or skip, when it has one page).
        case nextPage
        /// Show the page before.
        case previousPage

        /// The answer for a key, or `nil` for a key that means nothing here.
        init?(key: UInt8) {
            switch key {
            case UInt8(ascii: "a"): self = .accept
            case UInt8(ascii: "r"): self = .reject
            case UInt8(ascii: "s"): self = .skip
            case UInt8(ascii: " "), UInt8(ascii: "f"): self = .nextPage
            case UInt8(ascii: "b"): self = .previousPage
            case UInt8(ascii: "A"): self = .acceptRest
            case UInt8(ascii: "R"): self = .rejectRest
            case UInt8(ascii: "v"): self = .view
            case UInt8(ascii: "e"): self = .each
            case UInt8(ascii: "?"), UInt8(ascii: "h"): self = .help
            // q, Ctrl-C and Ctrl-D all leave the rest pending.
            case UInt8(ascii: "q"), 3, 4: self = .quit
            default: return nil
            }
        }
    }

    /// What is shown of the snapshot being decided.
    enum View: CaseIterable {
        case diff
        case stored
        case new
    }

    var context: CommandContext
    /// The pending snapshots their test's last run did not make, shown apart and so named.
    var leftOver: Set<PendingSnapshot> = []

    /// The prompt before each key: in full where it fits on one line with the longest word a
    /// key echoes after it, else short (a terminal breaks a long line inside a word: a narrow
    /// one broke the prompt in two, and one of 56 to 61 columns the `accept` after it).
    private static var prompt: String {
        let full = "[a]ccept [r]eject [s]kip [v]iew [q]uit, ? for all keys: "
        guard let columns = Terminal.outputSize?.columns,
            columns <= full.count + longestEcho
        else {
            return full
        }
        return "a r s v q, ? keys: "
    }

    /// The longest word a key echoes after the prompt.
    private static let longestEcho = Answer.allCases.map { word(for: $0).count }.max() ?? 0

    /// Echoes the word for `answer` after the prompt, or on a line of its own where it would
    /// not fit beside it (`keys: m` above `ore` at 20 columns).
    private static func echo(_ answer: Answer) {
        let word = word(for: answer)
        if let columns = Terminal.outputSize?.columns, prompt.count + word.count >= columns {
            Terminal.print("\n" + word)
        } else {
            Terminal.print(word)
        }
    }

    private static let keys = """
        a  accept: make the new text the stored snapshot
        r  reject: delete the new text, keep the stored snapshot
        s  skip: leave it pending
        v  view: cycle the diff, the stored text and the new text
        f  the next page of what is shown, when it is long (space too)
        b  the page before
        e  each: decide the snapshots of this change one by one
        A  accept all the rest
        R  reject all the rest
        q  quit, leaving the rest pending (Ctrl-C and Ctrl-D too)
        ?  this list
        """

    /// Reviews the pending snapshots (all, or those the paths name); returns 1 when some are
    /// still pending afterwards, a decision could not be applied, or a warning named something
    /// that could not be listed.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        let paths = try ArgumentList(arguments, of: .review).words
        let pending =
            paths.isEmpty
            ? context.pending().snapshots : try context.pendingSnapshots(at: paths)
        guard !pending.isEmpty else {
            Terminal.print("No pending snapshots.")
            return 0
        }
        guard Terminal.inputIsTerminal else {
            throw .reviewNeedsTerminal(pending: pending.count)
        }
        let (changes, unreadable) = context.store.groupedByChange(pending)
        for (snapshot, error) in unreadable { context.reportSkipped(snapshot, error) }
        var review = self
        // Past a record that cannot be read, each is shown as it is, the warning above them.
        review.leftOver = context.leftOver(among: pending) ?? []
        // A left-over snapshot never shares a key with wanted ones: one `a` must not store the
        // transcript of a story that is gone along with the changes it resembles.
        let groups = changes.flatMap { group in
            [
                group.readings.filter { !review.leftOver.contains($0.snapshot) },
                group.readings.filter { review.leftOver.contains($0.snapshot) },
            ].filter { !$0.isEmpty }.map { Shown(readings: $0, summary: group.change.summary) }
        }
        let outcome = Terminal.withSingleKeyInput(reprinting: Self.prompt) {
            Result { () throws(CommandError) in try review.review(groups, readAnswer: readKey) }
        }
        // Without single-key input, fall back to reading a line per answer.
        return try
            (outcome
            ?? Result { () throws(CommandError) in
                try review.review(groups, readAnswer: readLine)
            })
            .get()
    }

    /// Snapshots decided together, and the words their change is headed by, if any.
    private struct Shown {
        var readings: [SnapshotReading]
        var summary: String?
    }

    /// Counts of what the reviewer decided.
    private struct Tally {
        var accepted = 0
        var rejected = 0
        var rest: Answer?
        var quit = false
        /// Decisions that could not be applied (said why at the time).
        var failed = 0
    }

    private func review(
        _ groups: [Shown], readAnswer: () -> Answer
    ) throws(CommandError) -> Int32 {
        var tally = Tally()
        for (index, group) in groups.enumerated() where !tally.quit {
            try decide(
                group, position: "[\(index + 1)/\(groups.count)]",
                later: Array(groups[(index + 1)...]), readAnswer, &tally)
        }
        let listing = context.store.listing()
        let left = listing.pending.count
        Terminal.print("")
        let failures =
            tally.failed == 0
            ? "" : "; \(tally.failed) could not be decided (said above)"
        Terminal.say(
            "Accepted \(tally.accepted), rejected \(tally.rejected); \(left) still pending"
                + failures + ".")
        // A file a warning named (one that could not be listed) may be pending still.
        return left == 0 && tally.failed == 0 && listing.problems.isEmpty ? 0 : 1
    }

    /// Shows one group and applies the reviewer's answer to every snapshot in it; `later` are
    /// the groups after it, which `A` and `R` decide too.
    private func decide(
        _ shown: Shown, position: String, later: [Shown], _ readAnswer: () -> Answer,
        _ tally: inout Tally
    ) throws(CommandError) {
        let group = shown.readings
        // `A` accepts the rest of the wanted changes only: a left-over snapshot (its story gone)
        // is still shown and asked about, or `A` would store it unseen.
        var answer =
            tally.rest == .acceptRest && leftOver.contains(group[0].snapshot) ? nil : tally.rest
        var view = View.diff
        if answer == nil {
            var screen = show(shown, position: position, view: view)
            var diffPages = screen.pages.count
            var page = 0
            // The last page of the diff seen, and whether an accept was asked once before
            // the rest was: accepting what was never shown takes a second `a`, whichever
            // view is up when it is pressed.
            var seenThrough = 0
            var warnedUnseen = false
            // Whether `A` or `R` said which changes after this one it decides unseen: a second
            // press decides them (a first press accepted changes never shown; found by a
            // newcomer and a stranger).
            var warnedRest = false
            while true {
                Terminal.prompt(Self.prompt)
                let key = readAnswer()
                if view == .diff { seenThrough = max(seenThrough, page) }
                switch key {
                case .accept, .acceptRest:
                    let partly = seenThrough < diffPages - 1 && !warnedUnseen
                    let rest = key == .acceptRest && !warnedRest ? unseen(later, by: key) : nil
                    if partly || rest != nil {
                        warnedUnseen = true
                        warnedRest = true
                        let more =
                            view == .diff
                            ? "Space shows the rest" : "v shows the diff again and Space the rest"
                        let part =
                            partly
                            ? "Only part of this change was shown (page \(seenThrough + 1) of "
                                + "\(diffPages))" : nil
                        switch (part, rest) {
                        case (let part?, let rest?):
                            Terminal.say(
                                "\(part), and A accepts \(rest) too, unseen; \(more), or press "
                                    + "A again to accept them all.")
                        case (let part?, nil):
                            Terminal.say(
                                "\(part); \(more), or press the key again to accept it unseen.")
                        case (nil, let rest?):
                            Terminal.say(
                                "A accepts \(rest) too, unseen; press A again to accept them "
                                    + "all, or a to accept this one.")
                        case (nil, nil): break
                        }
                        continue
                    }
                    answer = key
                case .rejectRest where !warnedRest:
                    warnedRest = true
                    guard let rest = unseen(later, by: key) else {
                        answer = key
                        break
                    }
                    Terminal.say(
                        "R rejects \(rest) too, unseen; press R again to reject them all, or r "
                            + "to reject this one.")
                    continue
                case .view:
                    let views = View.allCases
                    view = views[(views.firstIndex(of: view)! + 1) % views.count]
                    screen = show(shown, position: position, view: view)
                    page = 0
                    continue
                case .help:
                    Terminal.list(Self.keys, indent: 3)
                    continue
                case .nextPage where Self.wasResized(screen),
                    .previousPage where Self.wasResized(screen):
                    // Resized since the change was laid out: laid out again for the new size,
                    // from its first page (a page of 14 lines was shown on a terminal of 5 rows,
                    // its heading scrolled away; a hostile tester). What was seen is seen again.
                    screen = show(shown, position: position, view: view)
                    page = 0
                    if view == .diff {
                        diffPages = screen.pages.count
                        seenThrough = 0
                    }
                    continue
                case .nextPage where screen.isPaged, .previousPage where screen.isPaged:
                    let next = key == .nextPage ? page + 1 : page - 1
                    guard screen.pages.indices.contains(next) else {
                        Terminal.say(
                            key == .nextPage
                                ? "That is the end; b goes back a page, or decide."
                                : "That is the first page; Space shows the next.")
                        continue
                    }
                    page = next
                    print(screen, page: page)
                    continue
                case .previousPage:
                    Terminal.say("What is shown fits one page.")
                    continue
                case .each where group.count > 1:
                    let each = group.map { Shown(readings: [$0], summary: shown.summary) }
                    for (index, one) in each.enumerated() where !tally.quit {
                        try decide(
                            one, position: "\(position) \(index + 1)/\(group.count)",
                            later: Array(each[(index + 1)...]) + later, readAnswer, &tally)
                    }
                    return
                case .each:
                    Terminal.say("This change is in one snapshot only.")
                    continue
                case .nextPage:
                    // Space pages and nothing else: a key that skipped some changes and paged
                    // others was taken for paging, and a change went by unread.
                    Terminal.say("What is shown fits one page; s skips it, or decide.")
                    continue
                default:
                    answer = key
                }
                break
            }
        }
        switch answer {
        case .accept, .acceptRest:
            tally.accepted += apply(.accept, to: group, &tally)
        case .reject, .rejectRest:
            tally.rejected += apply(.reject, to: group, &tally)
        case .skip:
            Terminal.say(
                group.count == 1
                    ? "Skipped \(VisibleName.escaping(group[0].snapshot.storedPath))"
                    : "Skipped \(group.count) snapshots with this change")
        case .quit:
            tally.quit = true
        case .view, .each, .help, .nextPage, .previousPage, nil:
            break
        }
        if answer == .acceptRest || answer == .rejectRest { tally.rest = answer }
    }

    /// The changes of `later` that `A` or `R` (`key`) would decide unseen, in words.
    ///
    /// `the 2 changes after this one (5 snapshots)`; `nil` for none. `A` leaves out left-over
    /// snapshots, which are asked about still.
    private func unseen(_ later: [Shown], by key: Answer) -> String? {
        let decided =
            key == .acceptRest
            ? later.filter { !leftOver.contains($0.readings[0].snapshot) } : later
        guard !decided.isEmpty else { return nil }
        let snapshots = decided.reduce(0) { $0 + $1.readings.count }
        let changes = decided.count == 1 ? "the change" : "the \(decided.count) changes"
        let counted = snapshots == 1 ? "1 snapshot" : "\(snapshots) snapshots"
        return "\(changes) after this one (\(counted))"
    }

    /// Applies a decision to a group as it was shown, saying what happened to each snapshot;
    /// returns how many it was applied to.
    ///
    /// A snapshot whose files changed since they were read is left as it is, and the reason
    /// said: the decision was about what was shown. The rest of the group is decided still.
    private func apply(
        _ decision: DecisionCommand.Decision, to group: [SnapshotReading], _ tally: inout Tally
    ) -> Int {
        let command = DecisionCommand(context: context, decision: decision)
        var applied = 0
        for reading in group {
            do throws(CommandError) {
                let outcome = try command.apply(to: reading)
                Terminal.say(outcome.line)
                if outcome.wasApplied { applied += 1 }
            } catch {
                Terminal.printError("error: " + error.message)
                tally.failed += 1
            }
        }
        return applied
    }

    /// Prints the group's heading and the first snapshot as `view` shows it, fitted to the
    /// terminal; returns what was fitted, for paging.
    @discardableResult
    private func show(_ shown: Shown, position: String, view: View) -> ReviewScreen {
        let group = shown.readings
        let reading = group[0]
        let first = reading.snapshot
        let kind =
            leftOver.contains(first)
            ? "left over: its test's last run made no snapshot of this name; r rejects"
            : reading.storedBytes == nil ? "new" : "changed"
        var heading = [""]
        if group.count == 1 {
            heading.append("\(position) \(first.testDescription) (\(kind))")
        } else {
            // Lines changed whole (a table's row wrapped anew, a line added) name no words: said,
            // where a bare colon read as words left out (a newcomer's reading list).
            let summary = shown.summary.map { ": " + $0 } ?? ", whole lines"
            heading.append(
                "\(position) The same change in \(group.count) snapshots (\(kind))\(summary):")
            let listed = group.count <= 6 ? group : Array(group.prefix(5))
            for reading in listed { heading.append("  \(reading.snapshot.testDescription)") }
            if listed.count < group.count {
                heading.append("  … and \(group.count - listed.count) more")
            }
        }
        let colored = Terminal.usesColor(environment: context.environment)
        var body: String
        // A new snapshot's diff is its text with a `+` before each line, which then no longer
        // fits the terminal it was made for: an 80-column screen's every rule was folded at 80
        // columns (a newcomer's first review). Its text is shown as it is.
        let isNewText = view == .diff && reading.storedBytes == nil
        do throws(SnapshotError) {
            switch view {
            case .diff where isNewText:
                let text = try context.store.pendingText(of: reading)
                body = text.isEmpty ? "(a new snapshot with no text)" : Self.visible(text)
                body += try otherHunks(of: group, colored: colored)
            case .diff:
                body = try context.store.diff(
                    of: reading, colored: colored, marksChangedWords: true)
                body += try otherHunks(of: group, colored: colored)
            case .stored:
                heading.append("Stored text of \(VisibleName.escaping(first.storedPath)):")
                body =
                    try context.store.storedText(of: reading).map(Self.visible)
                    ?? "(no stored snapshot)"
            case .new:
                heading.append("New text in \(VisibleName.escaping(first.pendingPath)):")
                body = Self.visible(try context.store.pendingText(of: reading))
            }
        } catch {
            Terminal.printError("error: " + error.message)
            body = ""
        }
        let size = Terminal.outputSize
        let screen = ReviewScreen(
            heading: heading, body: body, columns: size?.columns, rows: size?.rows,
            folding: view == .diff && !isNewText ? .changedLinesOfADiff : .everyLine)
        print(screen, page: 0)
        return screen
    }

    /// The hunks of a group's other snapshots that the first one's diff does not show, each
    /// once, under that diff; nothing when they show nothing more.
    ///
    /// A group is the same change of words wherever it sits (`quit` → `exit` in every
    /// footer), so its lines around the words may differ: `"no" → "yes"` in `Export: no` and
    /// in `Wipe disk on exit: no` are one group, and one key decides both. Every hunk a key
    /// decides is shown, with the snapshot it is from.
    private func otherHunks(of group: [SnapshotReading], colored: Bool) throws(SnapshotError)
        -> String
    {
        let unshown = try context.store.hunksNotShown(
            in: group, colored: colored, marksChangedWords: true)
        guard !unshown.isEmpty else { return "" }
        var text = "\nAlso in other snapshots of this change, what the diff above does not show:"
        for part in unshown {
            text += "\n\n\(part.snapshot.testDescription):\n" + part.hunk
        }
        return text
    }

    /// A snapshot's text as the diff shows its lines: control characters and what hides in a
    /// line made visible, so the text never acts on the terminal.
    static func visible(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { UnifiedDiff.visible($0).text }.joined(separator: "\n")
    }

    /// Whether the terminal is of another size than `screen` was laid out for.
    private static func wasResized(_ screen: ReviewScreen) -> Bool {
        guard let size = Terminal.outputSize else { return false }
        return size.columns != screen.columns || size.rows != screen.rows
    }

    /// Prints page `page` of `screen` under its heading.
    private func print(_ screen: ReviewScreen, page: Int) {
        Terminal.print(screen.lines(ofPage: page).joined(separator: "\n"))
    }

    /// Reads single keys until one means something, saying so for one that does not.
    private func readKey() -> Answer {
        while true {
            guard let press = Terminal.readKeyPress() else {
                Terminal.print("quit")
                return .quit
            }
            if press.count == 1, let answer = Answer(key: press[0]) {
                Self.echo(answer)
                return answer
            }
            Terminal.say(Self.unknownKeyMessage(press), afterPrompt: Self.prompt)
            Terminal.prompt(Self.prompt)
        }
    }

    /// Reads lines until one starts with a key that means something.
    private func readLine() -> Answer {
        while true {
            guard let line = Swift.readLine() else { return .quit }
            if let key = line.utf8.first, let answer = Answer(key: key) { return answer }
            if let key = line.utf8.first { Terminal.say(Self.unknownKeyMessage(key)) }
            Terminal.prompt(Self.prompt)
        }
    }

    /// What a key press that means nothing gets: an arrow key, pasted text or a letter with an
    /// accent decides nothing.
    static func unknownKeyMessage(_ press: [UInt8]) -> String {
        if press.count == 1 { return unknownKeyMessage(press[0]) }
        // Only a visible character is quoted back, never one that steers the terminal.
        let text = String(decoding: press, as: UTF8.self)
        let hidden: Set<Unicode.GeneralCategory> = [
            .control, .format, .unassigned, .privateUse, .surrogate, .lineSeparator,
            .paragraphSeparator, .spaceSeparator,
        ]
        if text.count == 1, let letter = text.first,
            !letter.unicodeScalars.contains(where: {
                hidden.contains($0.properties.generalCategory) || $0 == "\u{FFFD}"
            })
        {
            return "The key \"\(letter)\" does nothing here; ? lists the keys."
        }
        let what =
            press.starts(with: Array("\u{1B}[200~".utf8))
            ? "Pasted text decides nothing"
            : "That key (an arrow, a function key or Alt with a key) does nothing here"
        return what + "; type one of the keys, ? lists them."
    }

    /// What a key that means nothing gets.
    static func unknownKeyMessage(_ key: UInt8) -> String {
        let shown =
            (0x21..<0x7F).contains(key)
            ? "\"\(Character(Unicode.Scalar(key)))\"" : "with code \(key)"
        return "The key \(shown) does nothing here; ? lists the keys."
    }

    private static func word(for answer: Answer) -> String {
        switch answer {
        case .accept: return "accept"
        case .reject: return "reject"
        case .skip: return "skip"
        case .acceptRest: return "accept all the rest"
        case .rejectRest: return "reject all the rest"
        case .quit: return "quit"
        case .view: return "view"
        case .each: return "each"
        case .help: return "help"
        case .nextPage: return "more"
        case .previousPage: return "back"
        }
    }
}

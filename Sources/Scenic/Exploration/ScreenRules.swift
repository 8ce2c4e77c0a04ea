import Foundation

/// The rules every Scenic app keeps after every typed line, and the app's own on its states.
struct ScreenRules {
    /// The screen's width.
    var width: Int
    /// The app's rules about its Logic states.
    var invariants: [ExplorationInvariant]

    /// The first rule `printed` (what the console printed for `typed`, typed on `before`)
    /// and `after` (the screen now) break, if any.
    func check(
        printed: String, typed: String?, before: ExploredScreen?, after: ExploredScreen
    ) -> ExplorationFinding? {
        check(lines: Self.lines(of: printed), typed: typed, before: before, after: after)
    }

    /// The same for what was printed, already split into `lines`; `refusals` are the messages
    /// with which the console refused the line, if it did.
    func check(
        lines: [Substring], typed: String?, before: ExploredScreen?, after: ExploredScreen,
        refusals: [String] = []
    ) -> ExplorationFinding? {
        if let refusal = refusals.first(where: { !Self.saysWhatToDo($0) }) {
            return ExplorationFinding(
                rule: "refusal says what to do",
                message: "\(after.title) refused \"\(VisibleText.escaping(typed ?? ""))\" without "
                    + "saying what to type instead: \"\(VisibleText.escaping(refusal))\".")
        }
        for line in lines {
            if VisibleText.containsControlCharacters(line.utf8) {
                return ExplorationFinding(
                    rule: "control character",
                    message: "\(after.title) printed a raw control character: "
                        + "\"\(VisibleText.escaping(String(line)))\".")
            }
            // Typed lines are echoed as typed, however long; the screens must fit.
            guard !TranscriptFormat.marksInput(line),
                !line.hasSuffix(TranscriptFormat.hiddenSecret)
            else { continue }
            // No character is wider than its UTF-8 bytes are many: most lines need no measure.
            guard line.utf8.count > width else { continue }
            let lineWidth = DisplayWidth.of(line)
            if lineWidth > width {
                return ExplorationFinding(
                    rule: "screen width",
                    message: "\(after.title) printed a line \(lineWidth) columns wide on a "
                        + "screen of \(width): \"\(line)\".")
            }
        }
        if let unknown = Self.footerNames(lines).first(where: { name in
            !after.commands.contains { $0.isNamed(name) } && GlobalCommand.named(name) == nil
        }) {
            return ExplorationFinding(
                rule: "footer command",
                message: "\(after.title)'s footer offers \"\(unknown)\", which \"help "
                    + "\(unknown)\" does not know.")
        }
        if let before, before.question == nil, before.depth > 1,
            let typed, GlobalCommand.named(typed.trimmingCharacters(in: [" "])) == .back,
            after.depth >= before.depth
        {
            return ExplorationFinding(
                rule: "back returns",
                message: "\"back\" on \(before.title) did not close it: \(after.depth) screens "
                    + "are open, as before.")
        }
        for invariant in invariants {
            for state in after.states where invariant.holds(state) == false {
                return ExplorationFinding(
                    rule: invariant.name,
                    // The View's title, the same for every state (a Presenter's may hold the
                    // state's data), and the scene's name as the summary says it when they
                    // differ (a stranger's "Pantry" was "List" there).
                    message: "On screen \"\(after.title)\""
                        + (after.scene == after.title ? "" : " (\(after.scene))")
                        + ", a state broke the rule \"\(invariant.name)\".")
            }
        }
        return nil
    }

    /// Whether a refusal says what to do: it quotes what to type (`Type "help"`, `Did you mean
    /// "open"?`), shows the usage, says what a value must be, or to type or answer again.
    static func saysWhatToDo(_ refusal: String) -> Bool {
        ["\"", "Usage:", "must be", "Answer again", "try again", "type ", "Type "].contains {
            refusal.contains($0)
        }
    }

    /// The lines of `text`, split on its bytes: a screen is split after every line typed, and
    /// splitting by characters would walk every grapheme.
    static func lines(of text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { Substring($0) }
    }

    /// The command names a footer lists (`Commands: qty N Q · remove N · …`, over one or
    /// more lines).
    static func footerNames(_ lines: [Substring]) -> [String] {
        guard let start = lines.lastIndex(where: { $0.hasPrefix("Commands: ") }) else {
            return []
        }
        let footer = lines[start...].prefix { !$0.isEmpty && !$0.hasPrefix("» ") }
            .joined(separator: " ").dropFirst("Commands: ".count)
        return footer.components(separatedBy: " · ").compactMap { entry in
            entry.split(separator: " ").first.map(String.init)
        }
    }
}

import Foundation

/// A ``Coverage`` worded: a short table for people, JSON for tools, and the verdict of a
/// threshold.
package struct CoverageReport {
    /// The coverage reported.
    package var coverage: Coverage

    private static let headings = ["Commands", "Actions", "Notices", "Routes", "Questions"]
    /// Each count's column: its heading and two spaces before it.
    private static let cellWidths = headings.map { $0.count + 2 }
    /// The scene's column takes what the counts leave of 80 columns: room for a module and a
    /// Logic's name such as `StorefrontKit.CartSummaryLogic`.
    private static let sceneColumn = 80 - cellWidths.reduce(0, +)

    package init(_ coverage: Coverage) {
        self.coverage = coverage
    }

    /// The table: a row a scene, a cell a kind (`5/6` reached of those declared, or `5`
    /// reached where no list is known), a total, and the declared words never reached.
    package var table: String {
        guard !coverage.scenes.isEmpty else {
            return "No scene was reached: no Logic test, story, preview or exploration "
                + "recorded coverage.\n"
        }
        var text = pad("Scene", to: Self.sceneColumn)
        for (heading, width) in zip(Self.headings, Self.cellWidths) {
            text += leftPad(heading, to: width)
        }
        text += "\n"
        for scene in coverage.sceneNames {
            text += pad(shortened(scene), to: Self.sceneColumn)
            for (kind, width) in zip(Coverage.Kind.allCases, Self.cellWidths) {
                text += leftPad(cell(kind, in: scene), to: width)
            }
            text += "\n"
        }
        text += "\n" + totalLine + "\n"
        text += "N/M: N reached of the M declared (a View's commands, a CaseIterable's cases);\n"
        text += "N alone: reached, where nothing declares how many there are.\n"
        let never = neverReachedLines
        if !never.isEmpty {
            text += "\nNever reached:\n" + never.joined()
        }
        return text
    }

    /// The total in one sentence.
    package var totalLine: String {
        let totals = coverage.totals
        // Not "100%" of nothing: no scene was shown.
        guard totals.declared > 0 else {
            return "No declared words: no scene was shown in this run, and \(totals.uncounted) "
                + "words were reached that no list counts."
        }
        return "Reached \(totals.reached) of the \(totals.declared) declared words "
            + "(\(coverage.percent)%), and \(totals.uncounted) more that no list counts."
    }

    /// The declared words never reached, a line a scene and kind, wrapped at 80 columns.
    package var neverReachedLines: [String] {
        var lines: [String] = []
        for scene in coverage.sceneNames {
            for kind in Coverage.Kind.allCases {
                let never = coverage.neverReached(kind, in: scene) ?? []
                guard !never.isEmpty else { continue }
                // A bundle's coverage file is downloaded input: shown, never obeyed.
                lines += wrapped(
                    "  \(VisibleText.escaping(scene)) \(kind.rawValue)s: ",
                    never.map(VisibleText.escaping).joined(separator: ", "))
            }
        }
        return lines
    }

    /// The verdict of `--check PERCENT`: whether the coverage is at least `percent`, and
    /// what to say; never passed when `linesLeftOut` of a damaged file.
    ///
    /// A failing verdict lists the words never reached, unless `afterTable`: below ``table``,
    /// which ends with that list, it says so instead of listing them twice (a stranger's list
    /// of 30 words came twice).
    package func check(atLeast percent: Int, linesLeftOut: Bool = false, afterTable: Bool = false)
        -> (passed: Bool, message: String)
    {
        let totals = coverage.totals
        // A run that showed no scene (a Logic test alone, a filter) would pass at "100%".
        guard totals.declared > 0 else {
            return (
                false,
                "Coverage holds no declared words: no scene was shown in this run (stories, "
                    + "previews and explorations show them), so --check \(percent) has nothing to "
                    + "judge and fails. Run the whole suite, or give the bundles of all its shards.\n"
            )
        }
        let share =
            "Coverage is \(coverage.percent)% (\(totals.reached) of the \(totals.declared) "
            + "declared words)"
        guard coverage.percent < percent else {
            // A line left out may have declared a word never reached, so the run's own share
            // may be lower: a damaged file never passes.
            guard !linesLeftOut else {
                return (
                    false,
                    share + " in what could be read, but damaged lines were left out, so "
                        + "--check \(percent) fails: run the tests again to judge it.\n"
                )
            }
            return (true, share + "; --check \(percent) passes.\n")
        }
        return (
            false,
            share + ", under the \(percent)% that --check asks for. "
                + (afterTable
                    ? "The words never reached are listed above.\n"
                    : "Never reached:\n" + neverReachedLines.joined()) + "Next: " + nextStep + "\n"
        )
    }

    /// What reaches the words never reached: commands are typed (a story, an exploration),
    /// the rest a Logic test reaches too.
    private var nextStep: String {
        let missing = Set(
            Coverage.Kind.allCases.filter { kind in
                coverage.sceneNames.contains { scene in
                    coverage.neverReached(kind, in: scene).map { !$0.isEmpty } ?? false
                }
            })
        let typed = "type the commands in a story, or let assertExplores reach them"
        guard missing.contains(.command) else {
            return "write a Logic test, a story or a preview that reaches them, or lower the "
                + "threshold."
        }
        guard missing.count > 1 else {
            return typed + " (a Logic test sends actions, not commands), or lower the threshold."
        }
        return typed + "; a Logic test, a story or a preview reaches the rest; or lower the "
            + "threshold."
    }

    /// The coverage as JSON: per scene and kind, the declared words (left out where no list
    /// is known), each reached word with what reached it, and the declared ones never
    /// reached; a kind with none of these is left out.
    package var json: String {
        struct KindEntry: Encodable {
            var declared: [String]?
            var reached: [String: [String]]?
            var neverReached: [String]?
        }
        struct Document: Encodable {
            var scenes: [String: [String: KindEntry]]
            var declared, reachedOfDeclared, reachedUncounted, percent: Int
        }
        var scenes: [String: [String: KindEntry]] = [:]
        for scene in coverage.sceneNames {
            var kinds: [String: KindEntry] = [:]
            for kind in Coverage.Kind.allCases {
                let reached = coverage.scenes[scene]?.reached[kind] ?? [:]
                let declared = coverage.declared(kind, in: scene)
                guard declared != nil || !reached.isEmpty else { continue }
                let never = coverage.neverReached(kind, in: scene) ?? []
                kinds[kind.rawValue] = KindEntry(
                    declared: declared,
                    reached: reached.isEmpty
                        ? nil : reached.mapValues { $0.sorted().map(\.rawValue) },
                    neverReached: never.isEmpty ? nil : never)
            }
            scenes[scene] = kinds
        }
        let totals = coverage.totals
        let document = Document(
            scenes: scenes, declared: totals.declared, reachedOfDeclared: totals.reached,
            reachedUncounted: totals.uncounted, percent: coverage.percent)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// One cell: `N/M`, `N`, or `-` when there is nothing to count.
    private func cell(_ kind: Coverage.Kind, in scene: String) -> String {
        let reached = coverage.reached(kind, in: scene)
        guard let declared = coverage.declared(kind, in: scene) else {
            return reached.isEmpty ? "-" : "\(reached.count)"
        }
        if declared.isEmpty, reached.isEmpty { return "-" }
        let counted = reached.filter { declared.contains($0) }.count
        return "\(counted)/\(declared.count)"
    }

    /// A scene's name cut to fit its column, keeping its end (the Logic's name).
    private func shortened(_ scene: String) -> String {
        // A bundle's coverage file is downloaded input: its names are shown, never obeyed.
        let scene = VisibleText.escaping(scene)
        let room = Self.sceneColumn - 1
        guard scene.count > room else { return scene }
        return "…" + scene.suffix(room - 1)
    }

    private func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private func leftPad(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(1, width - text.count)) + text
    }

    /// `words` after `lead`, wrapped at 80 columns under an indent of 4.
    private func wrapped(_ lead: String, _ words: String) -> [String] {
        var lines: [String] = []
        var line = lead
        for word in words.split(separator: " ") {
            if line.count + word.count > 80, line.count > 4 {
                lines.append(line.trimmingSuffixSpaces + "\n")
                line = "    "
            }
            line += word + " "
        }
        lines.append(line.trimmingSuffixSpaces + "\n")
        return lines
    }
}

extension String {
    /// The text without the spaces at its end.
    fileprivate var trimmingSuffixSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

extension Coverage {
    /// A short table for people: a row a scene, a cell a kind, then the declared words never
    /// reached.
    ///
    /// ```text
    /// Scene                              Commands  Actions  Notices  Routes  Questions
    /// Storefront.CartLogic                    5/6        9        4       2          1
    ///
    /// Reached 5 of the 6 declared words (83%), and 16 more that no list counts.
    /// N/M: N reached of the M declared (a View's commands, a CaseIterable's cases);
    /// N alone: reached, where nothing declares how many there are.
    ///
    /// Never reached:
    ///   Storefront.CartLogic commands: code
    /// ```
    public var table: String { CoverageReport(self).table }

    /// The coverage as JSON for tools: `scenes`, each with its `command`, `action`, `notice`,
    /// `route` and `question` words (`declared` where the whole list is known, `reached` with
    /// what reached each, `neverReached`), and the totals.
    public var json: String { CoverageReport(self).json }
}

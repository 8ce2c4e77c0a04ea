/// Coverage as the lines of a coverage file: one word a line, appended by every test process of
/// a run, read back by `scenic coverage`.
///
/// ```text
/// list	Storefront.CartLogic	command
/// declared	Storefront.CartLogic	command	remove
/// reached	Storefront.CartLogic	command	remove	story
/// ```
///
/// Fields are separated by tabs. A name is written with its tabs, line breaks and other control
/// characters made visible and at most ``fieldLimit`` characters long, so every line reads back.
package enum CoverageLines {
    /// The most characters a field keeps.
    package static let fieldLimit = 200
    /// The most bytes a line may have when read: longer ones were not written by Scenic.
    package static let lineLimit = 1_024
    /// The most bytes a coverage file may have: a word a line, far below this.
    package static let sizeLimit = 16 << 20

    /// The lines of `coverage`, each ending with a newline, in a stable order.
    package static func lines(of coverage: Coverage) -> [String] {
        var lines: [String] = []
        for scene in coverage.sceneNames {
            guard let words = coverage.scenes[scene] else { continue }
            let shownScene = field(scene)
            for kind in Coverage.Kind.allCases {
                if let declared = words.declared[kind] {
                    lines.append("list\t\(shownScene)\t\(kind.rawValue)\n")
                    for name in declared.sorted() {
                        lines.append("declared\t\(shownScene)\t\(kind.rawValue)\t\(field(name))\n")
                    }
                }
                for (name, sources) in (words.reached[kind] ?? [:]).sorted(by: { $0.key < $1.key })
                {
                    for source in sources.sorted() {
                        lines.append(
                            "reached\t\(shownScene)\t\(kind.rawValue)\t\(field(name))\t"
                                + "\(source.rawValue)\n")
                    }
                }
            }
        }
        return lines
    }

    /// Reads the text of a coverage file, shown as `shownAs` in problems.
    ///
    /// - Throws: ``CoverageProblem/damagedLine(_:line:)`` for a line Scenic did not write.
    package static func read(_ text: Substring, shownAs: String) throws(CoverageProblem)
        -> Coverage
    {
        var coverage = Coverage()
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty { continue }
            guard line.utf8.count <= lineLimit else {
                throw .damagedLine(shownAs, line: number)
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                .map(String.init)
            guard fields.count >= 3, !fields[1].isEmpty,
                let kind = Coverage.Kind(rawValue: fields[2])
            else { throw .damagedLine(shownAs, line: number) }
            switch (fields[0], fields.count) {
            case ("list", 3):
                coverage.declareList(kind, in: fields[1])
            case ("declared", 4) where !fields[3].isEmpty:
                coverage.declare(fields[3], kind, in: fields[1])
            case ("reached", 5) where !fields[3].isEmpty:
                guard let source = Coverage.Source(rawValue: fields[4]) else {
                    throw .damagedLine(shownAs, line: number)
                }
                coverage.reach(fields[3], kind, in: fields[1], by: source)
            default:
                throw .damagedLine(shownAs, line: number)
            }
        }
        return coverage
    }

    /// `text` as one field: control characters (a tab, a line break) made visible, and cut.
    private static func field(_ text: String) -> String {
        let visible = VisibleText.escaping(text)
        guard visible.count > fieldLimit else { return visible }
        return String(visible.prefix(fieldLimit - 1)) + "…"
    }
}

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

    /// Reads the bytes of a coverage file, shown as `shownAs` in problems.
    ///
    /// One damaged line (cut short, edited, not UTF-8) costs only itself: the others are read,
    /// and ``CoverageProblem/damagedLinesSkipped(_:lines:)`` names it. A file in which no line
    /// is one Scenic writes is refused.
    ///
    /// - Throws: ``CoverageProblem/damagedLine(_:line:)`` or ``CoverageProblem/notText(_:)``
    ///   when no line could be read.
    package static func read(_ bytes: [UInt8], shownAs: String) throws(CoverageProblem)
        -> (coverage: Coverage, skipped: CoverageProblem?)
    {
        var coverage = Coverage()
        var damaged: [Int] = []
        var notText = false
        var read = 0
        var number = 0
        for lineBytes in bytes.split(
            separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        {
            number += 1
            // A file that went through a tool writing CRLF reads as Scenic wrote it: a name
            // never ends in a carriage return.
            let lineBytes =
                lineBytes.last == UInt8(ascii: "\r") ? lineBytes.dropLast() : lineBytes
            if lineBytes.isEmpty { continue }
            guard let line = String(validating: lineBytes, as: UTF8.self) else {
                notText = true
                damaged.append(number)
                continue
            }
            if add(line[...], to: &coverage) {
                read += 1
            } else {
                damaged.append(number)
            }
        }
        guard let first = damaged.first else { return (coverage, nil) }
        guard read > 0 else {
            throw notText ? .notText(shownAs) : .damagedLine(shownAs, line: first)
        }
        return (coverage, .damagedLinesSkipped(shownAs, lines: damaged))
    }

    /// Adds what `line` says to `coverage`; `false`, adding nothing, when Scenic did not write
    /// it.
    private static func add(_ line: Substring, to coverage: inout Coverage) -> Bool {
        guard line.utf8.count <= lineLimit else { return false }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 3, !fields[1].isEmpty, let kind = Coverage.Kind(rawValue: fields[2])
        else { return false }
        switch (fields[0], fields.count) {
        case ("list", 3):
            coverage.declareList(kind, in: fields[1])
        case ("declared", 4) where !fields[3].isEmpty:
            coverage.declare(fields[3], kind, in: fields[1])
        case ("reached", 5) where !fields[3].isEmpty:
            guard let source = Coverage.Source(rawValue: fields[4]) else { return false }
            coverage.reach(fields[3], kind, in: fields[1], by: source)
        default:
            return false
        }
        return true
    }

    /// `text` as one field: control characters (a tab, a line break) made visible, and cut.
    private static func field(_ text: String) -> String {
        let visible = VisibleText.escaping(text)
        guard visible.count > fieldLimit else { return visible }
        return String(visible.prefix(fieldLimit - 1)) + "…"
    }
}

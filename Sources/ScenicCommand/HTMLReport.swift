import ScenicSnapshotStore

/// A merged bundle's report as one static HTML page, `report.html`, to open from a downloaded
/// CI artifact: no script, nothing fetched from elsewhere, so it works offline.
///
/// It shows ``BundleReport``'s summary and groups (alike changes once, as `scenic review`
/// shows them), each with the old and the new text side by side: changed lines tinted, the
/// words that changed within them marked, trailing spaces shown as `␠` and control characters
/// as pictures (`␉`, `␛`), unchanged runs folded to three lines of context, and a story's hunks
/// headed by the typed line that led to them.
struct HTMLReport {
    /// The page's file name in the bundle.
    static let fileName = "report.html"
    /// Unchanged lines kept around each change.
    static let context = 3

    /// The groups to show.
    var report: BundleReport

    /// The whole page.
    var page: String {
        var body = "<h1>\(Self.escaped(report.summary))</h1>\n"
        if let next = report.next {
            // The Markdown's code spans, as the page shows code.
            let parts = next.split(separator: "`", omittingEmptySubsequences: false)
            let marked = parts.enumerated().map { index, part in
                index % 2 == 1
                    ? "<code>\(Self.escaped(String(part)))</code>" : Self.escaped(String(part))
            }
            body += "<p>\(marked.joined())</p>\n"
        }
        for group in report.groups {
            body += "<section>\n<h2>\(Self.escaped(group.title))</h2>\n"
            if group.snapshots.count > 1 {
                body +=
                    "<ul>\n"
                    + group.snapshots.map {
                        "<li><code>\(Self.escaped($0.storedPath))</code></li>\n"
                    }
                    .joined() + "</ul>\n<p>The first of them:</p>\n"
            }
            body += sideBySide(group.snapshots[0])
            // What one decision on the group decides besides, as `scenic review` shows it.
            for part in group.unshown {
                body +=
                    "<p>Also in <code>\(Self.escaped(part.snapshot.storedPath))</code>, what the "
                    + "table above does not show:</p>\n<pre>\(Self.escaped(part.hunk))</pre>\n"
            }
            body += "</section>\n"
        }
        for (snapshot, error) in report.unreadable {
            body +=
                "<section>\n<h2>\(Self.escaped(snapshot.storedPath)) (unreadable)</h2>\n"
                + "<p>\(Self.escaped(error.message))</p>\n</section>\n"
        }
        for (heading, paths) in report.lists where !paths.isEmpty {
            body +=
                "<section>\n<h2>\(Self.escaped(heading))</h2>\n<ul>\n"
                + paths.map { "<li><code>\(Self.escaped($0))</code></li>\n" }.joined()
                + "</ul>\n</section>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(Self.escaped(report.summary))</title>
            <style>
            body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5em; color: #1b1b1b; }
            h1 { font-size: 1.3em; }
            h2 { font-size: 1.05em; margin-top: 2em; }
            code, table.diff { font: 13px/1.35 ui-monospace, "DejaVu Sans Mono", monospace; }
            table.diff { border-collapse: collapse; width: 100%; table-layout: fixed; }
            table.diff col.number { width: 3.5em; }
            table.diff th { text-align: left; padding: 0.3em 0.5em; background: #eef1f6;
              color: #334; font-weight: normal; }
            table.diff td { padding: 0 0.5em; white-space: pre-wrap; vertical-align: top;
              overflow-wrap: anywhere; }
            table.diff td.number { color: #888; text-align: right; user-select: none; }
            td.removed { background: #fde8e8; }
            td.added { background: #e6f6e6; }
            td.removed del { background: #f5b3b3; text-decoration: none; }
            td.added ins { background: #a6dfa6; text-decoration: none; }
            tr.folded td { color: #888; background: #f7f7f7; text-align: center; }
            .shown { color: #b05000; }
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    /// One row of the side-by-side view: a line of each side (either may be missing).
    private struct Row {
        var old: (number: Int, text: String)?
        var new: (number: Int, text: String)?
        var changed: Bool
    }

    /// The stored and the new text of `snapshot` side by side, as a table.
    private func sideBySide(_ snapshot: PendingSnapshot) -> String {
        let bundle = report.bundle
        let new: String
        let stored: String?
        do {
            new = try bundle.pendingText(of: snapshot)
            stored = try bundle.storedText(of: snapshot)
        } catch {
            return "<p>\(Self.escaped(error.message))</p>\n"
        }
        let oldLines = TextLines(stored ?? "").lines.map { String($0.text) }
        let newLines = TextLines(new).lines.map { String($0.text) }
        var rows: [Row] = []
        var removed: [Int] = []
        var added: [Int] = []
        func endRun() {
            for index in 0..<max(removed.count, added.count) {
                rows.append(
                    Row(
                        old: index < removed.count
                            ? (removed[index] + 1, oldLines[removed[index]]) : nil,
                        new: index < added.count ? (added[index] + 1, newLines[added[index]]) : nil,
                        changed: true))
            }
            removed = []
            added = []
        }
        for edit in LineDiff.edits(
            from: oldLines.map(ExactText.init), to: newLines.map(ExactText.init))
        {
            switch edit {
            case .keep(let old, let new):
                endRun()
                rows.append(
                    Row(
                        old: (old + 1, oldLines[old]), new: (new + 1, newLines[new]), changed: false
                    ))
            case .delete(let old):
                if !added.isEmpty { endRun() }
                removed.append(old)
            case .insert(let new): added.append(new)
            }
        }
        endRun()

        let heading = TranscriptHeading.heading(forNewText: new)
        let changedRows = rows.indices.filter { rows[$0].changed }
        var table =
            "<table class=\"diff\"><colgroup><col class=\"number\"><col>"
            + "<col class=\"number\"><col></colgroup>\n"
            + "<tr><th></th><th>stored</th><th></th><th>new</th></tr>\n"
        var index = 0
        while index < rows.count {
            let near = changedRows.contains { abs($0 - index) <= Self.context }
            guard near else {
                var end = index
                while end < rows.count,
                    !changedRows.contains(where: { abs($0 - end) <= Self.context })
                {
                    end += 1
                }
                let count = end - index
                table +=
                    "<tr class=\"folded\"><td colspan=\"4\">⋯ \(count) unchanged line"
                    + (count == 1 ? "" : "s") + "</td></tr>\n"
                index = end
                continue
            }
            // A hunk starts here: a story's is headed by the typed line that led to it.
            if let heading,
                index == 0
                    || !changedRows.contains(where: { abs($0 - (index - 1)) <= Self.context }),
                let firstChange = changedRows.first(where: { $0 >= index }),
                let typed = heading(newLines, Self.newIndex(near: firstChange, in: rows))
            {
                table += "<tr><th colspan=\"4\">\(Self.escaped(typed))</th></tr>\n"
            }
            table += Self.row(rows[index])
            index += 1
        }
        return table + "</table>\n"
    }

    /// The new text's line index at or before `row`, for the hunk heading.
    private static func newIndex(near row: Int, in rows: [Row]) -> Int {
        var index = row
        while index >= 0 {
            if let new = rows[index].new { return new.number - 1 }
            index -= 1
        }
        return 0
    }

    /// One table row, with the changed words marked when both sides keep some.
    private static func row(_ row: Row) -> String {
        var oldText = row.old.map { visible($0.text, changed: row.changed) } ?? ""
        var newText = row.new.map { visible($0.text, changed: row.changed) } ?? ""
        if row.changed, let old = row.old, let new = row.new {
            let words = WordDiff(old: old.text, new: new.text)
            if words.keepsAWord {
                oldText = marked(words.oldWords, words.removed, tag: "del")
                newText = marked(words.newWords, words.added, tag: "ins")
            }
        }
        let oldClass = row.changed && row.old != nil ? " class=\"removed\"" : ""
        let newClass = row.changed && row.new != nil ? " class=\"added\"" : ""
        return "<tr><td class=\"number\">\(row.old.map { String($0.number) } ?? "")</td>"
            + "<td\(oldClass)>\(oldText)</td>"
            + "<td class=\"number\">\(row.new.map { String($0.number) } ?? "")</td>"
            + "<td\(newClass)>\(newText)</td></tr>\n"
    }

    /// A line's words, the changed ones wrapped in `tag`, all made visible and escaped.
    private static func marked(_ words: [Substring], _ changed: Set<Int>, tag: String) -> String {
        let lastWord = words.lastIndex { WordDiff.isWord($0) } ?? -1
        return words.indices.map { index in
            let word = words[index]
            // Spaces between words stay spaces; only those at the end are shown.
            let text =
                WordDiff.isWord(word) || index > lastWord
                ? visible(String(word), changed: true) : escaped(String(word))
            guard changed.contains(index), WordDiff.isWord(word) else { return text }
            return "<\(tag)>\(text)</\(tag)>"
        }.joined()
    }

    /// `line` escaped, with trailing white space and control characters shown as
    /// ``UnifiedDiff`` shows them, and marked as shown.
    static func visible(_ line: String, changed: Bool) -> String {
        let scalars = Array(line.unicodeScalars)
        var trailingStart = scalars.count
        while trailingStart > 0, scalars[trailingStart - 1].properties.isWhitespace {
            trailingStart -= 1
        }
        // A character that composing would change is shown by its code points, as in the
        // text diff: the scalars alone, looked at one by one, do not say so.
        let uncomposed = changed ? UnifiedDiff.uncomposedScalars(of: line[...]) : []
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            let character = String(scalar)
            if uncomposed.contains(index) {
                result +=
                    "<span class=\"shown\">" + escaped(UnifiedDiff.unicodeName(scalar)) + "</span>"
                continue
            }
            // Alone, a scalar is shown when it is white space or a control character; inside
            // the line, a space between words stays itself.
            // A cell of its own, so a mark that starts it joins no mark of the diff's.
            let (shown, isShown) = UnifiedDiff.visible(
                Substring(character), inChangedLine: changed, startsALine: false)
            // In a changed line, a space that is not U+0020 is shown wherever it is.
            let isInnerSpace =
                index < trailingStart && scalar.properties.isWhitespace && scalar.value >= 0x20
                && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value)
                && (scalar == " " || !changed)
            result +=
                isShown && !isInnerSpace
                ? "<span class=\"shown\">" + escaped(shown) + "</span>" : escaped(character)
        }
        return result
    }

    /// `text` with HTML's special characters escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}

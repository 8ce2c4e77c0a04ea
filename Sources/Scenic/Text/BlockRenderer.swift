/// Lays out each kind of ``Block`` as lines at a given width.
///
/// Every function appends finished lines (escaped, no trailing spaces, never wider than the width
/// it was given) to an array, so a screen is built in one pass and joined once.
enum BlockRenderer {
    /// A box narrower than this would squeeze its content below the width of a short word, so
    /// its content is drawn without the frame instead.
    static let minimumBoxContentWidth = 10

    static func render(_ blocks: [Block], width: Int, into lines: inout [String]) {
        var isFirst = true
        for block in blocks {
            if !isFirst {
                lines.append("")
            }
            let start = lines.count
            render(block, width: width, into: &lines)
            if lines.count == start {
                // Nothing drawn: take back the separator so blank lines never double up.
                if !isFirst {
                    lines.removeLast()
                }
                continue
            }
            isFirst = false
        }
    }

    static func render(_ block: Block, width: Int, into lines: inout [String]) {
        switch block {
        case .heading(let text):
            let escaped = VisibleText.escaping(text)
            if hasWords(escaped) {
                appendWrapped(escaped, width: width, firstPrefix: "", restPrefix: "", into: &lines)
            }
            lines.append(rule(width))
        case .paragraph(let text):
            renderParagraph(text, width: width, into: &lines)
        case .bulletList(let items):
            for item in items {
                appendWrapped(
                    VisibleText.escaping(item), width: width, firstPrefix: "• ", restPrefix: "  ",
                    into: &lines)
            }
        case .numberedList(let items):
            renderNumberedList(items, width: width, into: &lines)
        case .keyValues(let pairs):
            renderKeyValues(pairs, width: width, into: &lines)
        case .table(let table):
            TableRenderer.render(table, width: width, into: &lines)
        case .rule:
            lines.append(rule(width))
        case .status(let text):
            appendWrapped(
                VisibleText.escaping(text), width: width, firstPrefix: "» ", restPrefix: "  ",
                into: &lines)
        case .box(let title, let blocks):
            renderBox(title: title, blocks: blocks, width: width, into: &lines)
        case .preformatted(let text):
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                appendTrimmed(
                    truncated(VisibleText.escaping(String(line)), toWidth: width), to: &lines)
            }
        }
    }

    // MARK: - Kinds of block

    private static func renderParagraph(_ text: String, width: Int, into lines: inout [String]) {
        let start = lines.count
        // Most paragraphs have no line break: skip splitting them by Character.
        guard text.utf8.contains(UInt8(ascii: "\n")) else {
            appendWrapped(
                VisibleText.escaping(text), width: width, firstPrefix: "", restPrefix: "",
                into: &lines)
            if lines.count == start + 1, lines[start].isEmpty { lines.removeLast() }
            return
        }
        for hardLine in text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak) {
            appendWrapped(
                VisibleText.escaping(String(hardLine)), width: width, firstPrefix: "",
                restPrefix: "", into: &lines)
        }
        // Blank lines at either end would read as extra space between blocks.
        while lines.count > start, lines[lines.count - 1].isEmpty {
            lines.removeLast()
        }
        let firstNonBlank = lines[start...].firstIndex { !$0.isEmpty } ?? lines.count
        lines.removeSubrange(start..<firstNonBlank)
    }

    private static func renderNumberedList(
        _ items: [String], width: Int, into lines: inout [String]
    ) {
        let numberWidth = String(items.count).count
        let indent = spaces(numberWidth + 2)
        for (offset, item) in items.enumerated() {
            let number = String(offset + 1)
            let prefix = spaces(numberWidth - number.count) + number + ". "
            appendWrapped(
                VisibleText.escaping(item), width: width, firstPrefix: prefix, restPrefix: indent,
                into: &lines)
        }
    }

    private static func renderKeyValues(
        _ pairs: [KeyValue], width: Int, into lines: inout [String]
    ) {
        let keys = pairs.map { VisibleText.escaping($0.key) }
        let keyWidths = keys.map { DisplayWidth.of($0) }
        let keyWidth = keyWidths.max() ?? 0
        // The key column, gap included, may take at most half the line; beyond that the values
        // would be squeezed, so each value goes under its key instead.
        let stacked = keyWidth + 2 > width / 2
        let hangingIndent = spaces(keyWidth + 2)
        for (index, pair) in pairs.enumerated() {
            let value = VisibleText.escaping(pair.value)
            if stacked {
                // An empty key would leave a blank line that reads as the end of the block.
                if hasWords(keys[index]) {
                    appendWrapped(
                        keys[index], width: width, firstPrefix: "", restPrefix: "", into: &lines)
                }
                if hasWords(value) {
                    appendWrapped(
                        value, width: width, firstPrefix: "  ", restPrefix: "  ", into: &lines)
                }
            } else {
                let prefix = keys[index] + spaces(keyWidth - keyWidths[index] + 2)
                appendWrapped(
                    value, width: width, firstPrefix: prefix, restPrefix: hangingIndent,
                    into: &lines)
            }
        }
    }

    private static func renderBox(
        title: String?, blocks: [Block], width: Int, into lines: inout [String]
    ) {
        let contentWidth = width - 4
        guard contentWidth >= minimumBoxContentWidth else {
            render(blocks, width: width, into: &lines)
            return
        }
        let escapedTitle = title.map { collapsingSpaces(VisibleText.escaping($0)) } ?? ""
        if escapedTitle.isEmpty {
            lines.append("┌" + repeated("─", width - 2) + "┐")
        } else {
            // "┌─ " + title + " " + at least one "─" + "┐"
            let shown = truncated(escapedTitle, toWidth: width - 6)
            lines.append(
                "┌─ " + shown + " " + repeated("─", width - 5 - DisplayWidth.of(shown)) + "┐")
        }
        var content: [String] = []
        render(blocks, width: contentWidth, into: &content)
        for line in content {
            lines.append("│ " + line + spaces(contentWidth - DisplayWidth.of(line)) + " │")
        }
        lines.append("└" + repeated("─", width - 2) + "┘")
    }

    // MARK: - Lines

    /// Wraps `text` (already escaped) to fit after its prefix and appends the lines, the first
    /// after `firstPrefix`, the rest after `restPrefix`; both prefixes must be equally wide.
    static func appendWrapped(
        _ text: String, width: Int, firstPrefix: String, restPrefix: String,
        into lines: inout [String]
    ) {
        let prefixWidth = DisplayWidth.of(firstPrefix)
        var isFirst = true
        for line in TextWrapper.wrap(text, width: width - prefixWidth) {
            appendTrimmed((isFirst ? firstPrefix : restPrefix) + line, to: &lines)
            isFirst = false
        }
    }

    /// Appends `line` without its trailing spaces.
    static func appendTrimmed(_ line: String, to lines: inout [String]) {
        guard line.utf8.last == UInt8(ascii: " ") else {
            lines.append(line)
            return
        }
        var utf8 = Substring(line).utf8
        while utf8.last == UInt8(ascii: " ") {
            utf8.removeLast()
        }
        lines.append(String(Substring(utf8)))
    }

    static func rule(_ width: Int) -> String {
        repeated("─", width)
    }

    static func spaces(_ count: Int) -> String {
        repeated(" ", count)
    }

    static func repeated(_ text: String, _ count: Int) -> String {
        String(repeating: text, count: max(count, 0))
    }

    static func hasWords(_ text: String) -> Bool {
        text.utf8.contains { $0 != UInt8(ascii: " ") }
    }

    /// Cuts `text` to at most `width` columns, marking the cut with "…".
    static func truncated(_ text: String, toWidth width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var result = ""
        var resultWidth = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if resultWidth + characterWidth > width - 1 {
                break
            }
            result.append(character)
            resultWidth += characterWidth
        }
        return result + "…"
    }

    private static func collapsingSpaces(_ text: String) -> String {
        text.split(separator: " ").joined(separator: " ")
    }

    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }
}

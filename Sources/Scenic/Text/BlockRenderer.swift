/// Lays out each kind of ``Block`` as lines at a given width.
///
/// Every function writes finished lines (escaped, never wider than the width it was given) to a
/// ``LineWriter``, which drops trailing spaces and places the blank lines between blocks, so a
/// screen is built in one buffer.
enum BlockRenderer {
    /// A box narrower than this would squeeze its content below the width of a short word, so
    /// its content is drawn without the frame instead.
    static let minimumBoxContentWidth = 10

    /// Writes `blocks` in order, one blank line between any two that drew something.
    static func render(_ blocks: some Sequence<Block>, width: Int, into writer: inout LineWriter) {
        let start = writer.lineCount
        for block in blocks {
            if writer.lineCount > start {
                writer.separateBlock()
            }
            render(block, width: width, into: &writer)
        }
        // A last block that drew nothing takes its blank line back; a separation the caller asked
        // for stays when these blocks drew nothing at all.
        if writer.lineCount > start {
            writer.cancelSeparation()
        }
    }

    static func render(_ block: Block, width: Int, into writer: inout LineWriter) {
        switch block {
        case .heading(let text):
            if let plain = PlainText.measure(text) {
                if plain.hasWords {
                    writeWrapped(text, plain: plain, width: width, indent: 0, into: &writer)
                }
            } else {
                let escaped = VisibleText.escaping(text)
                if hasWords(escaped) {
                    writeWrapped(escaped, width: width, indent: 0, into: &writer)
                }
            }
            writer.writeRule(width)
            writer.endLine()
        case .paragraph(let text):
            renderParagraph(text, width: width, into: &writer)
        case .bulletList(let items):
            for item in items {
                writer.write("• ")
                writeVisible(item, width: width, indent: 2, into: &writer)
            }
        case .numberedList(let items):
            renderNumberedList(items, width: width, into: &writer)
        case .keyValues(let pairs):
            renderKeyValues(pairs, width: width, into: &writer)
        case .table(let table):
            TableRenderer.render(table, width: width, into: &writer)
        case .rule:
            writer.writeRule(width)
            writer.endLine()
        case .status(let text):
            writer.write("» ")
            writeVisible(text, width: width, indent: 2, into: &writer)
        case .box(let title, let blocks):
            renderBox(title: title, blocks: blocks, width: width, into: &writer)
        case .preformatted(let text) where !text.utf8.contains(UInt8(ascii: "\r")):
            // Split on the byte: splitting by Character segments every line of box drawing.
            // (A "\r\n" is one Character, shown as it stands: such text takes the case below.)
            for line in text.utf8.split(
                separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            {
                writer.writeLine(
                    truncated(VisibleText.escaping(String(Substring(line))), toWidth: width))
            }
        case .preformatted(let text):
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                writer.writeLine(truncated(VisibleText.escaping(String(line)), toWidth: width))
            }
        case .marked(let text, let offset):
            renderMarked(text, at: offset, width: width, into: &writer)
        }
    }

    /// The text on one line, cut to a window around the mark when too wide, and `^` under the
    /// marked character.
    private static func renderMarked(
        _ text: String, at offset: Int, width: Int, into writer: inout LineWriter
    ) {
        let pieces = text.map { VisibleText.escaping(String($0)) }
        let widths = pieces.map { DisplayWidth.of($0) }
        let count = pieces.count
        let mark = min(max(offset, 0), count)
        // A mark after the end takes a column of its own.
        let after = mark == count ? 1 : 0
        var first = mark
        var end = min(mark + 1, count)
        // Columns of the characters shown before the mark, and of all those shown.
        var before = 0
        var shown = mark < count ? widths[mark] : 0
        func fits(first: Int, end: Int, shown: Int) -> Bool {
            shown + after + (first > 0 ? 1 : 0) + (end < count ? 1 : 0) <= width
        }
        // Half the width before the mark, then all that fits after it, then before again.
        while first > 0, before + widths[first - 1] <= width / 2,
            fits(first: first - 1, end: end, shown: shown + widths[first - 1])
        {
            first -= 1
            before += widths[first]
            shown += widths[first]
        }
        while end < count, fits(first: first, end: end + 1, shown: shown + widths[end]) {
            shown += widths[end]
            end += 1
        }
        while first > 0, fits(first: first - 1, end: end, shown: shown + widths[first - 1]) {
            first -= 1
            before += widths[first]
            shown += widths[first]
        }
        var line = first > 0 ? "…" : ""
        for piece in pieces[first..<end] { line += piece }
        if end < count { line += "…" }
        // Only a marked character wider than the whole layout could make it wider.
        writer.writeLine(truncated(line, toWidth: width))
        writer.writeLine(String(repeating: " ", count: before + (first > 0 ? 1 : 0)) + "^")
    }

    // MARK: - Kinds of block

    private static func renderParagraph(_ text: String, width: Int, into writer: inout LineWriter) {
        // Most paragraphs are plain sentences: one pass says whether they fit as they are.
        if let plain = PlainText.measure(text) {
            if plain.hasWords {
                writeWrapped(text, plain: plain, width: width, indent: 0, into: &writer)
            }
            return
        }
        // Most paragraphs have no line break: skip splitting them by Character.
        guard text.utf8.contains(UInt8(ascii: "\n")) else {
            if hasWords(text) {
                writeWrapped(VisibleText.escaping(text), width: width, indent: 0, into: &writer)
            }
            return
        }
        let hardLines = text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak)
        // Blank lines at either end would read as extra space between blocks.
        guard
            let first = hardLines.firstIndex(where: hasWords),
            let last = hardLines.lastIndex(where: hasWords)
        else { return }
        for hardLine in hardLines[first...last] {
            writeWrapped(
                VisibleText.escaping(String(hardLine)), width: width, indent: 0, into: &writer)
        }
    }

    private static func renderNumberedList(
        _ items: [String], width: Int, into writer: inout LineWriter
    ) {
        let numberWidth = String(items.count).count
        for (offset, item) in items.enumerated() {
            let number = String(offset + 1)
            writer.pad(numberWidth - number.count)
            writer.write(number)
            writer.write(". ")
            writeWrapped(
                VisibleText.escaping(item), width: width, indent: numberWidth + 2, into: &writer)
        }
    }

    /// Key-value lines; `stacked` puts each value under its key whatever the keys' width.
    static func renderKeyValues(
        _ pairs: [KeyValue], width: Int, stacked forced: Bool = false,
        into writer: inout LineWriter
    ) {
        var keys: [String] = []
        var keyWidths: [Int] = []
        for pair in pairs {
            if let plain = PlainText.measure(pair.key) {
                keys.append(pair.key)
                keyWidths.append(plain.width)
            } else {
                let key = VisibleText.escaping(pair.key)
                keys.append(key)
                keyWidths.append(DisplayWidth.of(key))
            }
        }
        let keyWidth = keyWidths.max() ?? 0
        // The key column, gap included, may take at most half the line; beyond that the values
        // would be squeezed, so each value goes under its key instead.
        let stacked = forced || keyWidth + 2 > width / 2
        for (index, pair) in pairs.enumerated() {
            let plainValue = PlainText.measure(pair.value)
            let value = plainValue == nil ? VisibleText.escaping(pair.value) : pair.value
            if stacked {
                // An empty key would leave a blank line that reads as the end of the block.
                if hasWords(keys[index]) {
                    writeWrapped(keys[index], width: width, indent: 0, into: &writer)
                }
                if hasWords(value) {
                    writer.pad(2)
                    writeWrapped(value, width: width, indent: 2, into: &writer)
                }
            } else {
                writer.write(keys[index])
                writer.pad(keyWidth - keyWidths[index] + 2)
                writeWrapped(
                    value, plain: plainValue, width: width, indent: keyWidth + 2, into: &writer)
            }
        }
    }

    private static func renderBox(
        title: String?, blocks: [Block], width: Int, into writer: inout LineWriter
    ) {
        let contentWidth = width - 4
        guard contentWidth >= minimumBoxContentWidth else {
            render(blocks, width: width, into: &writer)
            return
        }
        let escapedTitle = title.map { collapsingSpaces(VisibleText.escaping($0)) } ?? ""
        if escapedTitle.isEmpty {
            writer.write("┌")
            writer.writeRule(width - 2)
        } else {
            // "┌─ " + title + " " + at least one "─" + "┐"
            let shown = truncated(escapedTitle, toWidth: width - 6)
            writer.write("┌─ ")
            writer.write(shown)
            writer.write(" ")
            writer.writeRule(width - 5 - DisplayWidth.of(shown))
        }
        writer.writeLine("┐")
        // The frame goes around each finished line, so the content is laid out on its own first.
        var content = LineWriter()
        render(blocks, width: contentWidth, into: &content)
        if content.lineCount > 0 {
            // The content's bytes, line by line, never made a String: most lines are ASCII,
            // whose width is their length; the others are measured as text.
            content.utf8.withUnsafeBufferPointer { bytes in
                var start = 0
                while start <= bytes.count {
                    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                    let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    let lineWidth =
                        line.allSatisfy { $0 < 0x80 }
                        ? line.count : DisplayWidth.of(String(decoding: line, as: UTF8.self))
                    writer.write("│ ")
                    writer.write(utf8: line)
                    writer.pad(contentWidth - lineWidth)
                    writer.writeLine(" │")
                    start = end + 1
                }
            }
        }
        writer.write("└")
        writer.writeRule(width - 2)
        writer.writeLine("┘")
    }

    // MARK: - Lines

    /// Wraps `text` (already escaped) into the columns after an indent and writes its lines: the
    /// first continues the current line, which holds a prefix `indent` columns wide (or nothing
    /// when `indent` is 0), the others start with `indent` spaces.
    static func writeWrapped(
        _ text: String, width: Int, indent: Int, into writer: inout LineWriter
    ) {
        writeWrapped(text, plain: nil, width: width, indent: indent, into: &writer)
    }

    /// Writes `text` as ``writeWrapped(_:width:indent:into:)`` does, escaping it first unless
    /// it is plain ASCII.
    private static func writeVisible(
        _ text: String, width: Int, indent: Int, into writer: inout LineWriter
    ) {
        if let plain = PlainText.measure(text) {
            writeWrapped(text, plain: plain, width: width, indent: indent, into: &writer)
        } else {
            writeWrapped(VisibleText.escaping(text), width: width, indent: indent, into: &writer)
        }
    }

    /// Writes `text` as ``writeWrapped(_:width:indent:into:)`` does; `plain`, when given, is
    /// what ``PlainText/measure(_:)`` learned of it, so plain text that fits is not measured
    /// again.
    private static func writeWrapped(
        _ text: String, plain: PlainText?, width: Int, indent: Int,
        into writer: inout LineWriter
    ) {
        let available = width - indent
        let fits =
            plain.map { $0.isTidy && $0.width <= max(available, 2) }
            ?? TextWrapper.keepsWhole(text, width: available)
        guard !fits else {
            writer.writeLine(text)
            return
        }
        let lines =
            plain == nil
            ? TextWrapper.wrap(text, width: available)
            : TextWrapper.wrapPlain(text, width: available)
                ?? TextWrapper.wrap(text, width: available)
        var isFirst = true
        for line in lines {
            if !isFirst {
                writer.pad(indent)
            }
            writer.writeLine(line)
            isFirst = false
        }
    }

    static func hasWords(_ text: some StringProtocol) -> Bool {
        text.utf8.contains { $0 != UInt8(ascii: " ") }
    }

    /// Cuts `text` to at most `width` columns, marking the cut with "…"; never inside an
    /// escape (`^[`, `<U+200F>`).
    static func truncated(_ text: String, toWidth width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        let text = text[...]
        var resultWidth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let end = VisibleText.endOfShownPiece(in: text, at: index)
            let shownWidth = DisplayWidth.of(text[index..<end])
            if resultWidth + shownWidth > width - 1 {
                break
            }
            resultWidth += shownWidth
            index = end
        }
        return text[..<index] + "…"
    }

    private static func collapsingSpaces(_ text: String) -> String {
        text.split(separator: " ").joined(separator: " ")
    }

    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }
}

/// Lays out a ``Table`` within a width: aligns columns, shrinks the widest ones when the table is
/// too wide, and wraps their cells within the row.
enum TableRenderer {
    /// No column shrinks below this, so a wrapped cell still shows a few characters per line.
    static let minimumColumnWidth = 3
    /// Spaces between two columns.
    static let columnGap = 2

    static func render(_ table: Table, width: Int, into writer: inout LineWriter) {
        let columnCount = table.columns.count
        guard columnCount > 0 else { return }
        var titles: [String] = []
        var titleWidths: [Int] = []
        for column in table.columns {
            let (title, width) = visibleAndMeasured(column.title)
            titles.append(title)
            titleWidths.append(width)
        }
        // One flat array of cells, row after row: a table is measured without an array per row.
        // Every cell is measured once; rows reuse the measures when laid out.
        var cells: [String] = []
        var cellWidths: [Int] = []
        cells.reserveCapacity(table.rows.count * columnCount)
        cellWidths.reserveCapacity(table.rows.count * columnCount)
        for row in table.rows {
            for column in 0..<columnCount {
                let (cell, width) = column < row.count ? visibleAndMeasured(row[column]) : ("", 0)
                cells.append(cell)
                cellWidths.append(width)
            }
        }
        let alignments = (0..<columnCount).map { column in
            resolvedAlignment(
                table.columns[column].alignment,
                cells: stride(from: column, to: cells.count, by: columnCount).lazy.map {
                    cells[$0]
                })
        }
        var widestCells = [Int](repeating: 0, count: columnCount)
        for (index, cellWidth) in cellWidths.enumerated() {
            let column = index % columnCount
            widestCells[column] = max(widestCells[column], cellWidth)
        }
        let naturalWidths = (0..<columnCount).map { column in
            max(titleWidths[column], table.columns[column].minimumWidth, widestCells[column])
        }
        // A right-aligned column holds numbers: the width of its widest cell, which no squeeze
        // may break (its title may wrap).
        let numberWidths = (0..<columnCount).map { column in
            alignments[column] == .right ? max(widestCells[column], minimumColumnWidth) : nil
        }
        let gapsWidth = columnGap * (columnCount - 1)
        // When the table does not fit (most do), a title wider than its column's cells wraps at
        // its spaces before any cell is cut: a header is words, and a date broken over two
        // lines reads badly. Then cells wrap at their spaces, before any word is cut. A
        // column's minimum width is what it keeps while the table fits, not a word.
        var wrappedTitleWidths: [Int] = []
        var widestWords: [Int] = []
        if naturalWidths.reduce(0, +) > width - gapsWidth {
            widestWords = (0..<columnCount).map {
                widestWord(of: titles[$0], measuring: titleWidths[$0])
            }
            wrappedTitleWidths = (0..<columnCount).map { column in
                max(widestCells[column], table.columns[column].minimumWidth, widestWords[column])
            }
            // A column that cuts its cells cuts words as readily as spaces, down to the
            // narrowest any column takes; but not a cell that holds a number, which is never
            // cut (`12345…` reads as a number), whatever else the column holds (`n/a`).
            let cutsWords = (0..<columnCount).map { table.columns[$0].overflow == .cut }
            for (index, cell) in cells.enumerated() {
                let column = index % columnCount
                if cutsWords[column], !looksNumeric(cell) { continue }
                widestWords[column] = max(
                    widestWords[column], widestWord(of: cell, measuring: cellWidths[index]))
            }
            for column in 0..<columnCount where cutsWords[column] {
                // An untitled column's floor was 0: its cells showed only "…", past the width.
                widestWords[column] = max(
                    widestWords[column], min(naturalWidths[column], minimumColumnWidth))
            }
        }
        guard
            let widths = cutColumnsGivingWay(
                naturalWidths,
                content: (0..<columnCount).map { max(titleWidths[$0], widestCells[$0]) },
                available: width - gapsWidth, table: table, floors: widestWords)
                ?? fittedWidths(
                    naturalWidths, available: width - gapsWidth, keeping: numberWidths,
                    wrappingTitlesTo: wrappedTitleWidths, wrappingWordsTo: widestWords)
        else {
            let rows = stride(from: 0, to: cells.count, by: columnCount).map {
                Array(cells[$0..<$0 + columnCount])
            }
            renderAsRecords(titles: titles, rows: rows, width: width, into: &writer)
            return
        }
        let layout = Layout(
            widths: widths, alignments: alignments,
            cuts: table.columns.map { $0.overflow == .cut })
        // Columns without titles (a list of plain rows) have no header: a blank line over a
        // rule would head nothing.
        if titleWidths.contains(where: { $0 > 0 }) {
            // Titles wrap in every column: a header is words.
            layout.writeRow(
                titles, cellWidths: titleWidths, from: 0, cutting: false, into: &writer)
            for column in 0..<columnCount {
                if column > 0 {
                    writer.pad(columnGap)
                }
                // A rule heads a title: under a column without one, it would head nothing.
                if titleWidths[column] > 0 {
                    writer.writeRule(widths[column])
                } else {
                    writer.pad(widths[column])
                }
            }
            writer.endLine()
        }
        for start in stride(from: 0, to: cells.count, by: columnCount) {
            layout.writeRow(cells, cellWidths: cellWidths, from: start, into: &writer)
        }
    }

    /// The widths that keep every column that wraps whole and cut only the columns that cut
    /// (down to `floors`, their widest number or three columns), when the table does not fit
    /// and that is enough; `nil` otherwise, for ``fittedWidths(_:available:keeping:wrappingTitlesTo:wrappingWordsTo:)``.
    ///
    /// Cutting first a column that cuts is what it is for: a file's name cut to give a date its
    /// whole width, not the date wrapped beside a name cut as well.
    ///
    /// A column that cuts keeps its share of the width at least (the width over the number of
    /// columns), so that a file's name is not cut to `Packa…` to keep a description beside it
    /// on one line; and a column that wraps keeps its text's width, not its `minimumWidth`,
    /// which is what it keeps while the table fits (it kept twenty blank columns beside a cut
    /// name). Both found by a hostile tester.
    private static func cutColumnsGivingWay(
        _ natural: [Int], content: [Int], available: Int, table: Table, floors: [Int]
    ) -> [Int]? {
        guard natural.reduce(0, +) > available, floors.count == natural.count else { return nil }
        let cut = natural.indices.filter { table.columns[$0].overflow == .cut }
        guard !cut.isEmpty else { return nil }
        let whole = natural.indices.filter { table.columns[$0].overflow != .cut }
        let left = available - whole.reduce(0) { $0 + content[$1] }
        let share = available / natural.count
        guard
            let cutWidths = cutToCommonWidth(
                cut.map { natural[$0] },
                floors: cut.map { min(max(floors[$0], share), natural[$0]) }, available: left)
        else { return nil }
        var widths = natural
        for column in whole { widths[column] = content[column] }
        for (column, width) in zip(cut, cutWidths) { widths[column] = width }
        return widths
    }

    /// The width of the widest word of `text`, whose width is `width`.
    private static func widestWord(of text: String, measuring width: Int) -> Int {
        // Most titles and cells are one word: nothing to split.
        guard text.utf8.contains(UInt8(ascii: " ")) else { return width }
        return text.split(separator: " ").map { DisplayWidth.of($0) }.max() ?? 0
    }

    /// `text` made visible, and its width; plain ASCII in one pass.
    private static func visibleAndMeasured(_ text: String) -> (String, Int) {
        if let plain = PlainText.measure(text) { return (text, plain.width) }
        let visible = VisibleText.escaping(text)
        return (visible, DisplayWidth.of(visible))
    }

    /// The widths and alignments the columns were given, which every row follows.
    private struct Layout {
        let widths: [Int]
        let alignments: [Table.Column.Alignment]
        /// Whether each column cuts a cell wider than it rather than wrap it.
        let cuts: [Bool]

        /// Writes the row whose cells start at `start` in `cells` (and their measures in
        /// `cellWidths`): one line, or more when a cell is wider than its column and wraps.
        ///
        /// By index into the table's flat arrays: slicing and zipping them for every row cost
        /// more than writing the row.
        func writeRow(
            _ cells: [String], cellWidths: [Int], from start: Int, cutting: Bool = true,
            into writer: inout LineWriter
        ) {
            var fits = true
            for column in widths.indices where cellWidths[start + column] > widths[column] {
                fits = false
            }
            guard !fits else {
                // The common case: one line, every cell measured already.
                for column in widths.indices {
                    writeCell(
                        cells[start + column], measured: cellWidths[start + column],
                        column: column, into: &writer)
                }
                writer.endLine()
                return
            }
            let cellLines = widths.indices.map { column in
                let (cell, cellWidth) = (cells[start + column], cellWidths[start + column])
                if cellWidth <= widths[column] { return [cell] }
                // The cell is visible text already: cut, not escaped again.
                if cutting, cuts[column], !TableRenderer.looksNumeric(cell) {
                    return [BlockRenderer.truncated(cell, toWidth: widths[column])]
                }
                return Self.wrapKeepingIndent(cell, width: widths[column])
            }
            let height = cellLines.map(\.count).max() ?? 1
            for lineIndex in 0..<height {
                for (column, lines) in cellLines.enumerated() {
                    let text = lineIndex < lines.count ? lines[lineIndex] : ""
                    writeCell(text, measured: DisplayWidth.of(text), column: column, into: &writer)
                }
                writer.endLine()
            }
        }

        /// `cell` wrapped to `width`, each line indented by the spaces the cell starts with (a
        /// note under a row, say), as long as the indent leaves room for the text.
        static func wrapKeepingIndent(_ cell: String, width: Int) -> [String] {
            let indent = cell.utf8.prefix { $0 == UInt8(ascii: " ") }.count
            guard indent > 0, width - indent >= TableRenderer.minimumColumnWidth else {
                return TextWrapper.wrap(cell, width: width)
            }
            let margin = String(repeating: " ", count: indent)
            return TextWrapper.wrap(String(cell.dropFirst(indent)), width: width - indent).map {
                margin + $0
            }
        }

        /// Writes one cell's text, padded to its column's width on the side its alignment asks.
        private func writeCell(
            _ text: String, measured: Int, column: Int, into writer: inout LineWriter
        ) {
            if column > 0 {
                writer.pad(TableRenderer.columnGap)
            }
            if alignments[column] == .right {
                writer.pad(widths[column] - measured)
                writer.write(text)
            } else {
                writer.write(text)
                writer.pad(widths[column] - measured)
            }
        }
    }

    /// The column widths that fit in `available` columns: the natural widths when they fit,
    /// else the widest columns cut down to a common width (never below
    /// ``minimumColumnWidth``), or nil when even that is too wide.
    ///
    /// Columns of numbers (`keeping` gives the width of each one's widest number, `nil` for
    /// the others) keep their natural width while cutting the others is enough, then the width
    /// of their widest number (their titles wrap); when that is not enough either, nil: a
    /// wrapped name reads fine, a price broken over two lines (`-` above `$73.01`) does not, so
    /// the table becomes records.
    ///
    /// Before any of that, columns whose titles are wider than their cells narrow to the widths
    /// `wrappingTitlesTo` gives (their widest cell or title word), and what is left over gives
    /// them back their whole titles from the left, as far as it goes: titles wrap at their
    /// spaces, and no cell is cut. When that is not enough, columns are cut down to a common
    /// width but none below the widest word of its cells and title (`wrappingWordsTo`), so
    /// cells wrap at their spaces; only when even that is too wide are words cut.
    static func fittedWidths(
        _ natural: [Int], available: Int, keeping: [Int?] = [],
        wrappingTitlesTo wrapped: [Int] = [], wrappingWordsTo words: [Int] = []
    ) -> [Int]? {
        if natural.reduce(0, +) <= available {
            return natural
        }
        if !wrapped.isEmpty {
            let narrowed = zip(natural, wrapped).map { min($0, $1) }
            var spare = available - narrowed.reduce(0, +)
            guard spare >= 0 else {
                if words.count == narrowed.count,
                    let wrapping = cutToCommonWidth(
                        narrowed, floors: zip(narrowed, words).map { min($0, $1) },
                        available: available)
                {
                    return wrapping
                }
                return fittedWidths(narrowed, available: available, keeping: keeping)
            }
            // Only a whole title is worth the room: a title wrapped in a wider column is not.
            return zip(narrowed, natural).map { narrow, full in
                guard full - narrow <= spare else { return narrow }
                spare -= full - narrow
                return full
            }
        }
        let kept = natural.indices.filter { $0 < keeping.count && keeping[$0] != nil }
        if !kept.isEmpty {
            let others = natural.indices.filter { !kept.contains($0) }
            let narrowest = kept.map { min(natural[$0], keeping[$0] ?? natural[$0]) }
            for numbers in [kept.map { natural[$0] }, narrowest] {
                guard
                    let fitted = fittedWidths(
                        others.map { natural[$0] }, available: available - numbers.reduce(0, +))
                else { continue }
                var widths = natural
                for (index, width) in zip(kept, numbers) { widths[index] = width }
                for (index, width) in zip(others, fitted) { widths[index] = width }
                return widths
            }
            return nil
        }
        return cutToCommonWidth(
            natural, floors: natural.map { min($0, minimumColumnWidth) }, available: available)
    }

    /// The widths within `available` that cut the widest columns to a common width, none below
    /// its floor (its widest word, or ``minimumColumnWidth``), the columns cut given one more
    /// each from the left while columns remain; nil when the floors alone are too wide.
    static func cutToCommonWidth(_ natural: [Int], floors: [Int], available: Int) -> [Int]? {
        func total(cappedAt cap: Int) -> Int {
            zip(natural, floors).reduce(0) { $0 + max(min($1.0, cap), $1.1) }
        }
        guard total(cappedAt: 0) <= available else { return nil }
        // The largest cap that fits; the loop keeps total(low) <= available < total(high).
        var low = 0
        var high = (natural.max() ?? 0) + 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if total(cappedAt: middle) <= available {
                low = middle
            } else {
                high = middle
            }
        }
        var spare = available - total(cappedAt: low)
        return zip(natural, floors).map { natural, floor in
            let width = max(min(natural, low), floor)
            guard width < natural, width == low, spare > 0 else { return width }
            spare -= 1
            return width + 1
        }
    }

    /// Too many columns to fit side by side: each row becomes "Title  cell" lines instead.
    private static func renderAsRecords(
        titles: [String], rows: [[String]], width: Int, into writer: inout LineWriter
    ) {
        let records = rows.isEmpty ? [titles.map { _ in "" }] : rows
        // Beside the titles, a value has what they leave: a number wider than that goes under
        // its title, with the record's other values, rather than break over two lines.
        let room = width - (titles.map { DisplayWidth.of($0) }.max() ?? 0) - 2
        for (index, row) in records.enumerated() {
            if index > 0 {
                writer.writeRule(width)
                writer.endLine()
            }
            let pairs = zip(titles, row).map { KeyValue($0, $1) }
            let stacked = row.contains { looksNumeric($0) && DisplayWidth.of($0) > room }
            BlockRenderer.renderKeyValues(pairs, width: width, stacked: stacked, into: &writer)
        }
    }

    static func resolvedAlignment(
        _ alignment: Table.Column.Alignment, cells: some Sequence<String>
    ) -> Table.Column.Alignment {
        switch alignment {
        case .left, .right:
            return alignment
        case .automatic:
            var sawNumber = false
            for cell in cells {
                switch shape(of: cell) {
                case .blank: continue
                case .number: sawNumber = true
                case .text: return .left
                }
            }
            return sawNumber ? .right : .left
        }
    }

    /// What a cell holds, for automatic alignment.
    private enum Shape {
        case blank
        case number
        case text
    }

    private static func shape(of cell: String) -> Shape {
        var cell = cell
        return cell.withUTF8 { bytes in
            // Only the outer spaces go: a cell with a space inside is not a number anyway.
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            if start == end { return .blank }
            return looksNumeric(UnsafeBufferPointer(rebasing: bytes[start..<end])) ? .number : .text
        }
    }

    /// Whether `text` reads as an amount: optional sign, optional currency symbol, digits with
    /// "," or "." between them, optional "%" ("$12.50", "-3", "1,200", "15%", "€-0.5").
    static func looksNumeric(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(looksNumeric)
    }

    // Bytes rather than characters: every cell of an automatic column is checked on every
    // render, and the symbols involved are few and fixed.
    private static func looksNumeric(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        var end = bytes.count
        let sawSign = skip(signs, in: bytes, at: &index)
        _ = skip(currencies, in: bytes, at: &index)
        if !sawSign {
            _ = skip(signs, in: bytes, at: &index)
        }
        if end > index, bytes[end - 1] == UInt8(ascii: "%") {
            end -= 1
        }
        // Digits, with each separator between two digits (a leading "." as in ".5" is allowed).
        var previousWasDigit = false
        var sawDigit = false
        for offset in index..<end {
            let byte = bytes[offset]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                previousWasDigit = true
                sawDigit = true
            } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") {
                guard previousWasDigit || (offset == index && byte == UInt8(ascii: "."))
                else { return false }
                previousWasDigit = false
            } else {
                return false
            }
        }
        return sawDigit && previousWasDigit
    }

    /// "+", "-" and "−" (U+2212), in UTF-8.
    private static let signs: [[UInt8]] = ["+", "-", "\u{2212}"].map { Array($0.utf8) }
    /// "$", "€", "£" and "¥", in UTF-8.
    private static let currencies: [[UInt8]] = ["$", "€", "£", "¥"].map { Array($0.utf8) }

    /// Moves `index` past one of `symbols` if the bytes there start with it.
    private static func skip(
        _ symbols: [[UInt8]], in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int
    ) -> Bool {
        for symbol in symbols where bytes.count - index >= symbol.count {
            if bytes[index..<index + symbol.count].elementsEqual(symbol) {
                index += symbol.count
                return true
            }
        }
        return false
    }
}

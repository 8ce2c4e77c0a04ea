/// Lays out a ``Table`` within a width: aligns columns, shrinks the widest ones when the table is
/// too wide, and wraps their cells within the row.
enum TableRenderer {
    /// No column shrinks below this, so a wrapped cell still shows a few characters per line.
    static let minimumColumnWidth = 3
    static let columnGap = "  "

    static func render(_ table: Table, width: Int, into lines: inout [String]) {
        let columnCount = table.columns.count
        guard columnCount > 0 else { return }
        let titles = table.columns.map { VisibleText.escaping($0.title) }
        let rows = table.rows.map { row in
            (0..<columnCount).map { $0 < row.count ? VisibleText.escaping(row[$0]) : "" }
        }
        let alignments = (0..<columnCount).map { column in
            resolvedAlignment(table.columns[column].alignment, cells: rows.lazy.map { $0[column] })
        }
        // Every cell is measured once; rows reuse the measures when laid out.
        let titleWidths = titles.map { DisplayWidth.of($0) }
        let cellWidths = rows.map { $0.map { DisplayWidth.of($0) } }
        var naturalWidths = titleWidths
        for row in cellWidths {
            for column in 0..<columnCount {
                naturalWidths[column] = max(naturalWidths[column], row[column])
            }
        }
        let gapsWidth = columnGap.count * (columnCount - 1)
        guard
            let widths = fittedWidths(
                naturalWidths, available: width - gapsWidth,
                keeping: alignments.map { $0 == .right })
        else {
            renderAsRecords(titles: titles, rows: rows, width: width, into: &lines)
            return
        }
        let lineCapacity = width * 3
        appendRow(
            titles, cellWidths: titleWidths, widths: widths, alignments: alignments,
            capacity: lineCapacity, into: &lines)
        BlockRenderer.appendTrimmed(
            widths.map { BlockRenderer.repeated("─", $0) }.joined(separator: columnGap),
            to: &lines)
        for (row, measures) in zip(rows, cellWidths) {
            appendRow(
                row, cellWidths: measures, widths: widths, alignments: alignments,
                capacity: lineCapacity, into: &lines)
        }
    }

    /// The column widths that fit in `available` columns: the natural widths when they fit,
    /// else the widest columns cut down to a common width (never below
    /// ``minimumColumnWidth``), or nil when even that is too wide.
    ///
    /// Columns marked in `keeping` (numbers) keep their natural width while cutting the others
    /// is enough: a wrapped name reads fine, a price broken over two lines does not.
    static func fittedWidths(
        _ natural: [Int], available: Int, keeping: [Bool] = []
    ) -> [Int]? {
        if natural.reduce(0, +) <= available {
            return natural
        }
        let kept = natural.indices.filter { $0 < keeping.count && keeping[$0] }
        if !kept.isEmpty, kept.count < natural.count {
            let keptWidth = kept.reduce(0) { $0 + natural[$1] }
            let others = natural.indices.filter { !kept.contains($0) }
            if let fitted = fittedWidths(
                others.map { natural[$0] }, available: available - keptWidth)
            {
                var widths = natural
                for (index, width) in zip(others, fitted) {
                    widths[index] = width
                }
                return widths
            }
        }
        func total(cappedAt cap: Int) -> Int {
            natural.reduce(0) { $0 + min($1, cap) }
        }
        guard total(cappedAt: minimumColumnWidth) <= available else { return nil }
        // The largest cap that fits; the loop keeps total(low) <= available < total(high).
        var low = minimumColumnWidth
        var high = natural.max() ?? minimumColumnWidth
        while high - low > 1 {
            let middle = (low + high) / 2
            if total(cappedAt: middle) <= available {
                low = middle
            } else {
                high = middle
            }
        }
        // Columns cut to the cap share the columns left over, one each from the left.
        var spare = available - total(cappedAt: low)
        return natural.map { natural in
            guard natural > low else { return natural }
            if spare > 0 {
                spare -= 1
                return low + 1
            }
            return low
        }
    }

    private static func appendRow(
        _ cells: [String], cellWidths: [Int], widths: [Int], alignments: [Table.Column.Alignment],
        capacity: Int, into lines: inout [String]
    ) {
        let fits = cells.indices.allSatisfy { cellWidths[$0] <= widths[$0] }
        guard !fits else {
            // The common case: one line, every cell measured already.
            var line = ""
            line.reserveCapacity(capacity)
            for column in cells.indices {
                appendCell(
                    cells[column], measured: cellWidths[column], column: column, widths: widths,
                    alignments: alignments, to: &line)
            }
            BlockRenderer.appendTrimmed(line, to: &lines)
            return
        }
        let cellLines = cells.indices.map { column in
            cellWidths[column] <= widths[column]
                ? [cells[column]] : TextWrapper.wrap(cells[column], width: widths[column])
        }
        let height = cellLines.map(\.count).max() ?? 1
        for lineIndex in 0..<height {
            var line = ""
            line.reserveCapacity(capacity)
            for column in cells.indices {
                let text = lineIndex < cellLines[column].count ? cellLines[column][lineIndex] : ""
                appendCell(
                    text, measured: DisplayWidth.of(text), column: column, widths: widths,
                    alignments: alignments, to: &line)
            }
            BlockRenderer.appendTrimmed(line, to: &lines)
        }
    }

    /// Appends one cell's text, padded to its column's width on the side its alignment asks.
    private static func appendCell(
        _ text: String, measured: Int, column: Int, widths: [Int],
        alignments: [Table.Column.Alignment], to line: inout String
    ) {
        if column > 0 {
            line.append(columnGap)
        }
        let padding = BlockRenderer.spaces(widths[column] - measured)
        if alignments[column] == .right {
            line.append(padding)
            line.append(text)
        } else {
            line.append(text)
            line.append(padding)
        }
    }

    /// Too many columns to fit side by side: each row becomes "Title  cell" lines instead.
    private static func renderAsRecords(
        titles: [String], rows: [[String]], width: Int, into lines: inout [String]
    ) {
        let records = rows.isEmpty ? [titles.map { _ in "" }] : rows
        for (index, row) in records.enumerated() {
            if index > 0 {
                lines.append(BlockRenderer.rule(width))
            }
            let pairs = zip(titles, row).map { KeyValue($0, $1) }
            BlockRenderer.render(.keyValues(pairs), width: width, into: &lines)
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
                // Only the outer spaces go: a cell with a space inside is not a number anyway.
                var trimmed = Substring(cell)
                while trimmed.utf8.first == UInt8(ascii: " ") { trimmed = trimmed.dropFirst() }
                while trimmed.utf8.last == UInt8(ascii: " ") { trimmed = trimmed.dropLast() }
                if trimmed.isEmpty {
                    continue
                }
                guard looksNumeric(trimmed) else { return .left }
                sawNumber = true
            }
            return sawNumber ? .right : .left
        }
    }

    /// Whether `text` reads as an amount: optional sign, optional currency symbol, digits with
    /// "," or "." between them, optional "%" ("$12.50", "-3", "1,200", "15%", "€-0.5").
    private static let signs: Set<Unicode.Scalar> = ["+", "-", "\u{2212}"]
    private static let currencies: Set<Unicode.Scalar> = ["$", "€", "£", "¥"]

    static func looksNumeric(_ text: some StringProtocol) -> Bool {
        var scalars = Substring(text).unicodeScalars
        var sawSign = false
        if let first = scalars.first, signs.contains(first) {
            scalars.removeFirst()
            sawSign = true
        }
        if let first = scalars.first, currencies.contains(first) {
            scalars.removeFirst()
        }
        if !sawSign, let first = scalars.first, signs.contains(first) {
            scalars.removeFirst()
        }
        if scalars.last == "%" {
            scalars.removeLast()
        }
        // Digits, with each separator between two digits (a leading "." as in ".5" is allowed).
        var previousWasDigit = false
        var sawDigit = false
        for (offset, scalar) in scalars.enumerated() {
            if ("0"..."9").contains(scalar) {
                previousWasDigit = true
                sawDigit = true
            } else if scalar == "," || scalar == "." {
                guard previousWasDigit || (offset == 0 && scalar == ".") else { return false }
                previousWasDigit = false
            } else {
                return false
            }
        }
        return sawDigit && previousWasDigit
    }
}

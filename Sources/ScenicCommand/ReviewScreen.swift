import Scenic

/// What `scenic review` shows of one change, fitted to the terminal: the heading wrapped between
/// words, lines wider than the terminal clipped or folded with a marker, and a body taller than
/// the terminal shown a page at a time under the heading, as a pager would.
///
/// A diff of an 80-column screen has lines of 81 columns (the `+`, `-` or space first), which
/// a terminal of 80 would wrap into two. A line the diff keeps is clipped: it stays one line
/// and ends in `→`, and nothing that changed is lost. A line it removes or adds is folded
/// instead, each part but the last ending in `↩` and the next starting with the `-` or `+`
/// again, so a change past the right edge is shown, never cut off. The texts themselves (`v`)
/// are folded too. Output that is not a terminal, or a terminal of unknown size, is shown whole
/// and unclipped.
///
/// ```swift
/// let screen = ReviewScreen(
///     heading: ["[1/1] The same change in 91 snapshots (changed): \"quit\" → \"leave\":"],
///     body: diff, columns: 80, rows: 24)
/// screen.pages.count  // 3 for a diff of 50 lines
/// ```
struct ReviewScreen: Equatable {
    /// The heading lines, wrapped and clipped to the width.
    let heading: [String]
    /// The body's lines, clipped to the width, a page each.
    let pages: [[String]]
    /// How many lines the body has in all.
    let lineCount: Int
    /// The body lines a page holds.
    let pageSize: Int
    /// The terminal's width the screen is fitted to, if any.
    let columns: Int?
    /// The terminal's height the screen is fitted to, if any.
    let rows: Int?

    /// What marks a line cut at the terminal's edge.
    static let clipMarker = "→"

    /// What marks a line folded at the terminal's edge: it goes on below.
    static let foldMarker = "↩"

    /// Which lines of a body wider than the terminal are folded rather than clipped.
    enum Folding {
        /// A unified diff's removed and added lines (not its `---`/`+++` file lines), each
        /// part after the first starting with the line's `-` or `+`.
        case changedLinesOfADiff
        /// Every line: a text read whole.
        case everyLine
    }

    /// The fewest body lines a page shows, however tall the heading.
    static let smallestPage = 5

    /// The body lines a page should show: with fewer, indented heading lines are cut, not
    /// wrapped.
    static let comfortablePage = 10

    /// Fits `heading` and `body` to a terminal of `columns` by `rows`; `nil` for either shows
    /// the text as it is in that direction.
    ///
    /// A page leaves two rows below it: one for where the page stands and one for the prompt.
    init(
        heading: [String], body: String, columns: Int?, rows: Int?,
        folding: Folding = .changedLinesOfADiff
    ) {
        self.columns = columns
        self.rows = rows
        let bodyLines = body.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        if let columns {
            let wrapped = heading.flatMap { Self.wrap($0, to: columns) }
            // On a short terminal the list of snapshots is cut rather than wrapped, so the
            // diff keeps room under it: the heading's first line is still wrapped whole.
            let isShort = rows.map { $0 - wrapped.count - 2 < Self.comfortablePage } ?? false
            /// The heading with its indented lines (the snapshots listed) cut, or left out.
            func cut(listing: Bool) -> [String] {
                heading.flatMap {
                    guard $0.hasPrefix(" ") else { return Self.wrap($0, to: columns) }
                    return listing ? [Self.clip($0, to: columns)] : []
                }
            }
            var fitted = isShort ? cut(listing: true) : wrapped
            // Still taller than the terminal leaves room for: the list of snapshots goes (the
            // first line counts them), then the empty line above. A 12-row terminal scrolled
            // each page's first two rows away (found by a hostile tester at 20 by 12).
            if let rows, fitted.count + Self.smallestPage + 2 > rows {
                fitted = cut(listing: false)
                if fitted.count + Self.smallestPage + 2 > rows, fitted.first == "" {
                    fitted.removeFirst()
                }
            }
            self.heading = fitted
        } else {
            self.heading = heading
        }
        let lines =
            columns.map { width in
                bodyLines.enumerated().flatMap { index, line in
                    Self.fit(line, at: index, to: width, folding: folding)
                }
            } ?? bodyLines
        lineCount = lines.count
        let headingCount = self.heading.count
        let size = max(
            rows.map { max($0 - headingCount - 2, Self.smallestPage) } ?? lines.count, 1)
        pageSize = size
        pages = stride(from: 0, to: max(lines.count, 1), by: size).map {
            Array(lines[$0..<min($0 + size, lines.count)])
        }
    }

    /// Whether the body takes more than one page.
    var isPaged: Bool { pages.count > 1 }

    /// The lines printed for page `index`: the heading, the page and, when paged, where it
    /// stands and which keys turn the pages.
    func lines(ofPage index: Int) -> [String] {
        var lines = heading + pages[index]
        if isPaged {
            let first = index * pageSize + 1
            let last = first + pages[index].count - 1
            let keys =
                index + 1 < pages.count
                ? (index > 0 ? "Space for more, b back" : "Space for more")
                : "the end; b back"
            let full = "-- lines \(first)–\(last) of \(lineCount): \(keys) --"
            // On a narrow terminal, the lines alone: the keys are on `?`.
            lines.append(
                columns.map { DisplayWidth.of(full) > $0 } == true
                    ? Self.clip("-- \(first)–\(last) of \(lineCount) --", to: columns ?? 0) : full)
        }
        return lines
    }

    /// Line `index` of a body fitted to `columns`: as it is, clipped, or folded.
    private static func fit(_ line: String, at index: Int, to columns: Int, folding: Folding)
        -> [String]
    {
        guard visibleWidth(line) > columns else { return [line] }
        switch folding {
        case .everyLine:
            return fold(line, to: columns, continuingWith: "")
        case .changedLinesOfADiff:
            let first = visibleCharacters(of: line).prefix(4)
            let isFileLine = index < 2 && (first == "--- " || first == "+++ ")
            guard let sign = first.first, sign == "-" || sign == "+", !isFileLine else {
                return [clip(line, to: columns)]
            }
            return fold(line, to: columns, continuingWith: String(sign))
        }
    }

    /// `line` broken into parts of at most `columns` display columns, each but the last
    /// ending in ``foldMarker`` and each after the first starting with `prefix`; a style in
    /// effect where a part ends is reset there and set again at the start of the next.
    static func fold(_ line: String, to columns: Int, continuingWith prefix: String) -> [String] {
        // Too narrow to hold the prefix, a character and the marker: clipped instead (a
        // terminal of one column gets the line as it is).
        guard columns >= DisplayWidth.of(prefix) + 2 else {
            return prefix.isEmpty ? [line] : [clip(line, to: columns)]
        }
        var parts: [String] = []
        var part = ""
        var width = 0
        var styles: [Substring] = []
        var remaining = visibleWidth(line)
        var characters = line[...]
        let prefixWidth = DisplayWidth.of(prefix)
        while let character = characters.first {
            if character == "\u{1B}" {
                let sequence = escapeSequence(at: characters)
                part += sequence
                characters = characters.dropFirst(sequence.count)
                let isReset = sequence == "\u{1B}[0m" || sequence == "\u{1B}[m"
                if isReset { styles = [] } else { styles.append(sequence) }
                continue
            }
            // A character, or a code point named whole (`<U+0301>`): never split in two.
            let end = VisibleText.endOfShownPiece(in: characters, at: characters.startIndex)
            let piece = characters[..<end]
            let pieceWidth = DisplayWidth.of(piece)
            // Folded only where the rest does not fit: a last part uses the marker's column.
            if width + pieceWidth > columns - 1, width + remaining > columns, width > prefixWidth {
                parts.append(part + (styles.isEmpty ? "" : "\u{1B}[0m") + foldMarker)
                part = styles.joined() + prefix
                width = prefixWidth
            }
            part += piece
            width += pieceWidth
            remaining -= pieceWidth
            characters = characters[end...]
        }
        parts.append(part)
        return parts
    }

    /// `text` without its ANSI style sequences.
    private static func visibleCharacters(of text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var visible = ""
        var characters = text[...]
        while let character = characters.first {
            if character == "\u{1B}" {
                characters = characters.dropFirst(escapeSequence(at: characters).count)
            } else {
                visible.append(character)
                characters = characters.dropFirst()
            }
        }
        return visible
    }

    /// `line` cut to `columns` display columns, ending in ``clipMarker`` when cut; ANSI style
    /// sequences are kept whole and take no room, and a cut styled line is reset.
    static func clip(_ line: String, to columns: Int) -> String {
        guard visibleWidth(line) > columns else { return line }
        // The first part of the line folded, marked as cut rather than going on.
        return fold(line, to: columns, continuingWith: "")[0].dropLast(foldMarker.count)
            + clipMarker
    }

    /// `heading` broken between words into lines of at most `columns`, later lines indented
    /// two spaces more than the first; a word longer than a line is clipped.
    static func wrap(_ heading: String, to columns: Int) -> [String] {
        guard visibleWidth(heading) > columns else { return [heading] }
        let indent = String(heading.prefix { $0 == " " })
        var lines: [String] = []
        var current = indent
        for word in heading.dropFirst(indent.count).split(separator: " ") {
            let candidate = current.allSatisfy { $0 == " " } ? current + word : current + " " + word
            if current.allSatisfy({ $0 == " " }) || visibleWidth(candidate) <= columns {
                current = candidate
            } else {
                lines.append(current)
                current = indent + "  " + word
            }
        }
        lines.append(current)
        return lines.map { clip($0, to: columns) }
    }

    /// The columns `text` takes on a terminal, leaving out ANSI style sequences.
    static func visibleWidth(_ text: String) -> Int {
        DisplayWidth.of(visibleCharacters(of: text))
    }

    /// The escape sequence `text` starts with: `ESC [`, parameters, and a final letter.
    private static func escapeSequence(at text: Substring) -> Substring {
        guard text.dropFirst().first == "[" else { return text.prefix(1) }
        let rest = text.dropFirst(2)
        guard let final = rest.firstIndex(where: { ("@"..."~").contains($0) }) else { return text }
        return text[..<rest.index(after: final)]
    }
}

import Scenic

/// What `scenic review` shows of one change, fitted to the terminal: the heading wrapped between
/// words, lines wider than the terminal clipped with a marker, and a body taller than the
/// terminal shown a page at a time under the heading, as a pager would.
///
/// A diff of an 80-column screen has lines of 81 columns (the `+`, `-` or space first), which
/// a terminal of 80 would wrap into two; clipped, each stays one line and ends in `→`, and `v`
/// shows the texts themselves. Output that is not a terminal, or a terminal of unknown size, is
/// shown whole and unclipped.
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

    /// What marks a line cut at the terminal's edge.
    static let clipMarker = "→"

    /// The fewest body lines a page shows, however tall the heading.
    static let smallestPage = 5

    /// The body lines a page should show: with fewer, indented heading lines are cut, not
    /// wrapped.
    static let comfortablePage = 10

    /// Fits `heading` and `body` to a terminal of `columns` by `rows`; `nil` for either shows
    /// the text as it is in that direction.
    ///
    /// A page leaves two rows below it: one for where the page stands and one for the prompt.
    init(heading: [String], body: String, columns: Int?, rows: Int?) {
        let bodyLines = body.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        if let columns {
            let wrapped = heading.flatMap { Self.wrap($0, to: columns) }
            // On a short terminal the list of snapshots is cut rather than wrapped, so the
            // diff keeps room under it: the heading's first line is still wrapped whole.
            let isShort = rows.map { $0 - wrapped.count - 2 < Self.comfortablePage } ?? false
            self.heading =
                isShort
                ? heading.flatMap {
                    $0.hasPrefix(" ") ? [Self.clip($0, to: columns)] : Self.wrap($0, to: columns)
                } : wrapped
        } else {
            self.heading = heading
        }
        let lines = columns.map { width in bodyLines.map { Self.clip($0, to: width) } } ?? bodyLines
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
            lines.append("-- lines \(first)–\(last) of \(lineCount): \(keys) --")
        }
        return lines
    }

    /// `line` cut to `columns` display columns, ending in ``clipMarker`` when cut; ANSI style
    /// sequences are kept whole and take no room, and a cut styled line is reset.
    static func clip(_ line: String, to columns: Int) -> String {
        guard visibleWidth(line) > columns else { return line }
        var result = ""
        var width = 0
        var styled = false
        var characters = line[...]
        while let character = characters.first {
            if character == "\u{1B}" {
                // A style sequence, ESC [ … final letter, is copied whole: it takes no room.
                let sequence = escapeSequence(at: characters)
                result += sequence
                characters = characters.dropFirst(sequence.count)
                styled = true
                continue
            }
            let characterWidth = DisplayWidth.of(character)
            guard width + characterWidth <= columns - 1 else { break }
            result.append(character)
            width += characterWidth
            characters = characters.dropFirst()
        }
        return result + (styled ? "\u{1B}[0m" : "") + clipMarker
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
        guard text.contains("\u{1B}") else { return DisplayWidth.of(text) }
        var width = 0
        var characters = text[...]
        while let character = characters.first {
            if character == "\u{1B}" {
                characters = characters.dropFirst(escapeSequence(at: characters).count)
            } else {
                width += DisplayWidth.of(character)
                characters = characters.dropFirst()
            }
        }
        return width
    }

    /// The escape sequence `text` starts with: `ESC [`, parameters, and a final letter.
    private static func escapeSequence(at text: Substring) -> Substring {
        guard text.dropFirst().first == "[" else { return text.prefix(1) }
        let rest = text.dropFirst(2)
        guard let final = rest.firstIndex(where: { ("@"..."~").contains($0) }) else { return text }
        return text[..<rest.index(after: final)]
    }
}

import Scenic

/// What a pending snapshot changes, wherever and however often it happens in the text.
///
/// Each run of changed lines is one piece: when a run replaces lines one for one and each
/// keeps some of its words, the piece is the words removed and added (`quit` → `exit`, in
/// whatever line), with any spacing that changed; when a paragraph of plain text was wrapped
/// anew (its words moved across lines), the heading names the words that changed, read across
/// the lines, and the lines themselves are the key; otherwise it is the lines themselves.
/// Snapshots with the same pieces (one command renamed in the footer of every screen, at every
/// width, in every story) are decided together by `scenic review`, so whatever a piece leaves
/// out is a difference a reviewer is not shown: spacing within a line is kept in; words moved
/// across lines are the same change only where the lines are the same; a text that ends in one
/// more or one less empty line changes a line; and text is compared by its bytes
/// (``ExactText``).
package struct SnapshotChange: Hashable, Sendable {
    /// One run of changed lines.
    package enum Piece: Hashable, Sendable {
        /// Lines changed word by word, one for one: the words and runs of spaces removed and
        /// added.
        case words(removed: [ExactText], added: [ExactText])
        /// Plain text whose words moved across its lines: the words removed and added, which
        /// the heading names, and the lines, which the diff shows. Only the same lines are the
        /// same change: where words move to is anyone's guess from the words alone (a value
        /// moved from one record to the next reads as a paragraph wrapped anew).
        case rewrapped(
            removed: [ExactText], added: [ExactText], removedLines: [ExactText],
            addedLines: [ExactText])
        /// Lines removed and added as a whole.
        case lines(removed: [ExactText], added: [ExactText])
    }

    /// The distinct pieces: the same piece in several places counts once.
    package var pieces: Set<Piece>
    /// Whether there is no stored snapshot: every line is added.
    package var isNew: Bool

    /// The change from `stored` (`nil` for a new snapshot) to `pending`, texts as read for
    /// comparing (line endings made plain, one final newline dropped).
    ///
    /// `budget`, shared by the changes of one listing, bounds the bytes of changed lines read
    /// word by word in them all: each snapshot had its own, and 48 snapshots of long changed
    /// lines kept `scenic review` half a minute from its first screen (found by a hostile
    /// tester).
    package init(stored: String?, pending: String, budget: WordBudget? = nil) {
        // By text, so a "\r\n" saved by an editor changes nothing, but an empty line more at
        // the end does.
        let oldLines = Self.lines(of: stored ?? "")
        let newLines = Self.lines(of: pending)
        var pieces = Set<Piece>()
        var removed: [String] = []
        var added: [String] = []
        func endRun() {
            if !removed.isEmpty || !added.isEmpty {
                pieces.formUnion(Self.pieces(removed: removed, added: added, budget: budget))
            }
            removed = []
            added = []
        }
        for edit in LineDiff.edits(
            from: oldLines.map(ExactText.init), to: newLines.map(ExactText.init))
        {
            switch edit {
            case .keep: endRun()
            case .delete(let index):
                // A deletion after an addition starts a new run.
                if !added.isEmpty { endRun() }
                removed.append(oldLines[index])
            case .insert(let index): added.append(newLines[index])
            }
        }
        endRun()
        self.pieces = pieces
        self.isNew = stored == nil
    }

    /// The change in words for a group's heading, such as `"quit" → "exit"`, when every piece
    /// is a change of words or of spacing alone (a column realigned beside the words); `nil`
    /// otherwise, and when no piece names a word.
    package var summary: String? {
        var parts: [String] = []
        for piece in pieces {
            let removed: [String]
            let added: [String]
            switch piece {
            case .words(let oldPieces, let newPieces):
                removed = WordDiff.trimmed(oldPieces.map(\.text))
                added = WordDiff.trimmed(newPieces.map(\.text))
            case .rewrapped(let oldWords, let newWords, _, _):
                removed = oldWords.map(\.text)
                added = newWords.map(\.text)
            case .lines:
                return nil
            }
            // Spacing, line breaks or drawing (a table's rule) alone have no words to name: the
            // words of the other pieces are the change (a label renamed realigns the rows below
            // it; a stranger's heading named nothing).
            if !(removed + added).contains(where: WordDiff.hasLetterOrDigit) { continue }
            // Words are anyone's text: shown as a diff's changed lines show them, never obeyed.
            // Each run of them quoted apart: `"oak" "painted"` were added in two places.
            let quoted = { (runs: [String]) in
                runs.isEmpty
                    ? "nothing"
                    : runs.map {
                        "\"" + UnifiedDiff.visible($0[...], inChangedLine: true).text + "\""
                    }
                    .joined(separator: " ")
            }
            parts.append(quoted(removed) + " → " + quoted(added))
        }
        return parts.isEmpty ? nil : parts.sorted().joined(separator: "; ")
    }

    /// The lines of `text`, an empty one after a final newline included.
    private static func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The most bytes of one run of changed lines that are read word by word; a longer run is
    /// its lines, removed and added.
    ///
    /// Each pair of lines is diffed by its words, in time that grows with their words times
    /// their differences: 400 changed lines of 1,000 words kept `scenic review` a minute from
    /// its first screen (found by a hostile tester).
    package static let mostBytesReadByWords = 256 << 10

    /// The pieces one run of changed lines makes.
    private static func pieces(removed: [String], added: [String], budget: WordBudget?)
        -> [Piece]
    {
        let bytes = (removed + added).reduce(0) { $0 + $1.utf8.count }
        guard bytes <= mostBytesReadByWords, budget?.take(bytes) ?? true else {
            return [
                .lines(removed: removed.map(ExactText.init), added: added.map(ExactText.init))
            ]
        }
        // Words added to a wrapped paragraph move others across its lines: read as one text,
        // the run says what changed ("oak" and "painted" added), where line by line it would
        // say words moved ("on a" → "oak painted"; nothing → "on a"). Only plain text is read
        // so: the spaces and blank lines of any other would be left out of the piece.
        let isPlain = isPlainText(removed + added) && isWrapped(removed) && isWrapped(added)
        let whole = WordDiff(
            old: removed.joined(separator: " "), new: added.joined(separator: " "))
        let wholeChange = whole.change
        let rewrapped = Piece.rewrapped(
            removed: wholeChange.removed.map(ExactText.init),
            added: wholeChange.added.map(ExactText.init),
            removedLines: removed.map(ExactText.init), addedLines: added.map(ExactText.init))
        if removed.count == added.count {
            let pairs = zip(removed, added).map { WordDiff(old: $0, new: $1) }
            // A line of one word replaced by another one-word line is a change of words too:
            // a footer's last command wrapped onto a line of its own, say.
            // So is a rule or border redrawn at another length beside them (a column renamed
            // in a table; a newcomer's heading named nothing).
            if pairs.allSatisfy({ $0.keepsAWord || $0.isOneWordEach || $0.isDrawingOnly }) {
                let lineByLine = pairs.map(\.change).reduce(0) {
                    $0 + $1.removed.count + $1.added.count
                }
                if isPlain, wholeChange.removed.count + wholeChange.added.count < lineByLine {
                    return [rewrapped]
                }
                return pairs.map(\.changeWithSpacing).map {
                    .words(
                        removed: $0.removed.map(ExactText.init),
                        added: $0.added.map(ExactText.init))
                }
            }
        }
        if isPlain, !removed.isEmpty, !added.isEmpty, whole.keepsMostWords {
            return [rewrapped]
        }
        return [
            .lines(removed: removed.map(ExactText.init), added: added.map(ExactText.init))
        ]
    }

    /// Whether `lines` read as a paragraph wrapped at some width.
    ///
    /// Each line ends where the next line's first word would not have fit on it. Records one
    /// to a line (`Refund Alice $10` / `Charge Bob $500`) whose words moved are not a paragraph
    /// wrapped anew.
    private static func isWrapped(_ lines: [String]) -> Bool {
        guard lines.count > 1 else { return true }
        let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
        return zip(lines, lines.dropFirst()).allSatisfy { line, next in
            let firstWord = next.drop { $0 == " " }.prefix { $0 != " " }
            return DisplayWidth.of(line) + 1 + DisplayWidth.of(firstWord) > width
        }
    }

    /// Whether `lines` are plain wrapped text: none empty, single spaces between words, no
    /// trailing space, and all indented alike.
    private static func isPlainText(_ lines: [String]) -> Bool {
        guard let first = lines.first else { return false }
        let indentation = first.prefix { $0 == " " }
        return lines.allSatisfy { line in
            let text = line.dropFirst(indentation.count)
            return line.hasPrefix(indentation) && !text.isEmpty && text.first != " "
                && text.last != " " && !text.contains("  ")
        }
    }
}

/// The bytes of changed lines that the changes of one listing may still read word by word.
package final class WordBudget {
    private var left: Int

    /// A budget of `bytes`.
    package init(bytes: Int) {
        left = bytes
    }

    /// Takes `bytes` from the budget; `false`, taking nothing, when fewer are left.
    func take(_ bytes: Int) -> Bool {
        guard bytes <= left else { return false }
        left -= bytes
        return true
    }
}

import Foundation
import Scenic

/// Formats the difference between two texts as a unified diff for people to read.
///
/// Hunks carry `@@ -a,b +c,d @@` headers with 1-based line numbers and three lines of
/// context. Characters a reader could not otherwise see are replaced: a trailing space by
/// `·`, a tab by `␉`, other control characters by their Unicode control pictures (`␛`), and
/// other trailing white space by `<U+00A0>`-style names. A legend line follows when any were
/// replaced. When only one of the texts ends with a newline, the last line of the other is
/// followed by `\ No newline at end of text`.
///
/// ```swift
/// UnifiedDiff.format(old: "a\nb \nc\n", new: "a\nb\nc\n", oldLabel: "stored", newLabel: "actual")
/// ```
/// returns
/// ```text
/// --- stored
/// +++ actual
/// @@ -1,3 +1,3 @@
///  a
/// -b·
/// +b
///  c
/// (· marks a trailing space, ␉ a tab, ␀–␟ and ␡ other control characters.)
/// ```
package enum UnifiedDiff {
    /// The ANSI styles used when the output goes to a color terminal.
    private enum Style: String {
        case header = "\u{1B}[1m"
        case hunk = "\u{1B}[36m"
        case removed = "\u{1B}[31m"
        case added = "\u{1B}[32m"
        case note = "\u{1B}[2m"
        static let reset = "\u{1B}[0m"
    }

    /// Returns the diff from `old` to `new`, or `nil` when they are equal.
    ///
    /// - Parameters:
    ///   - old: The stored text.
    ///   - new: The actual text.
    ///   - oldLabel: The name on the `---` line.
    ///   - newLabel: The name on the `+++` line.
    ///   - context: Unchanged lines shown around each change.
    ///   - colored: Whether to add ANSI colors.
    ///   - heading: Text put after a hunk's `@@ … @@`, as git puts the enclosing function
    ///     there: it gets the lines of `new` and the 0-based index in them of the hunk's first
    ///     change (when it removes lines, of the new line before them, -1 at the start).
    ///     Stories use it to name the typed line that led to the change.
    package static func format(
        old: String, new: String, oldLabel: String, newLabel: String,
        context: Int = 3, colored: Bool = false,
        heading: ((_ newLines: [String], _ firstChangedLine: Int) -> String?)? = nil,
        marksChangedWords: Bool = false
    ) -> String? {
        var oldLines = TextLines(old).lines
        var newLines = TextLines(new).lines
        // Texts normally end without a newline (the file adds one), so the marker only
        // appears when exactly one of the two texts ends with a newline.
        let endingsDiffer = old.hasSuffix("\n") != new.hasSuffix("\n")
        // Only then does a line's newline count: it makes the last line a change. Otherwise
        // the last lines count as ended too, so lines compare by their text alone: a last
        // line moved up (ending in a newline now) is kept, and the diff stays minimal.
        if !endingsDiffer {
            if let last = oldLines.indices.last { oldLines[last].terminated = true }
            if let last = newLines.indices.last { newLines[last].terminated = true }
        }
        let edits = LineDiff.edits(from: oldLines, to: newLines)
        let changes = edits.indices.filter {
            if case .keep = edits[$0] { return false }
            return true
        }
        guard let firstChange = changes.first else { return nil }

        // Lines of old and new that come before each edit, for the hunk headers.
        var oldBefore = [Int](repeating: 0, count: edits.count + 1)
        var newBefore = [Int](repeating: 0, count: edits.count + 1)
        for (index, edit) in edits.enumerated() {
            oldBefore[index + 1] = oldBefore[index]
            newBefore[index + 1] = newBefore[index]
            switch edit {
            case .keep:
                oldBefore[index + 1] += 1
                newBefore[index + 1] += 1
            case .delete: oldBefore[index + 1] += 1
            case .insert: newBefore[index + 1] += 1
            }
        }

        var output: [String] = []
        var madeVisible = false
        // How many more bytes of changed lines have their words marked (see
        // `SnapshotChange.mostBytesReadByWords`).
        var wordMarkBytesLeft = SnapshotChange.mostBytesReadByWords
        func emit(_ text: String, _ style: Style) {
            output.append(colored ? style.rawValue + text + Style.reset : text)
        }
        func emitLine(_ prefix: String, _ line: TextLines.Line, _ style: Style) {
            let shown = visible(line.text, inChangedLine: prefix != " ")
            madeVisible = madeVisible || shown.changed
            emit(prefix + shown.text, style)
            if !line.terminated && endingsDiffer {
                emit("\\ No newline at end of text", .note)
            }
        }

        // Made once for every hunk's heading.
        let newTexts = heading == nil ? [] : newLines.map { String($0.text) }
        emit("--- " + oldLabel, .header)
        emit("+++ " + newLabel, .header)
        var hunkStart = max(0, firstChange - context)
        var hunkFirstChange = firstChange
        var lastChange = firstChange
        var changeIndex = 1
        while true {
            // Merge the next change into this hunk when the contexts would touch.
            while changeIndex < changes.count
                && changes[changeIndex] - lastChange <= 2 * context + 1
            {
                lastChange = changes[changeIndex]
                changeIndex += 1
            }
            let hunkEnd = min(edits.count, lastChange + 1 + context)
            let oldCount = oldBefore[hunkEnd] - oldBefore[hunkStart]
            let newCount = newBefore[hunkEnd] - newBefore[hunkStart]
            // An empty side is numbered by the line before it, as diff(1) and git do.
            let oldStart = oldBefore[hunkStart] + (oldCount == 0 ? 0 : 1)
            let newStart = newBefore[hunkStart] + (newCount == 0 ? 0 : 1)
            // A hunk that begins by only removing lines (no line added in their place) is
            // headed from the new line before them: the one at this index comes after them.
            var headingIndex = newBefore[hunkFirstChange]
            var afterRemoved = hunkFirstChange
            while afterRemoved < edits.count, case .delete = edits[afterRemoved] {
                afterRemoved += 1
            }
            var addsInTheirPlace = false
            if afterRemoved < edits.count, case .insert = edits[afterRemoved] {
                addsInTheirPlace = true
            }
            if afterRemoved > hunkFirstChange && !addsInTheirPlace { headingIndex -= 1 }
            let label = heading.flatMap { $0(newTexts, headingIndex) }
            let header = "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
            emit(label.map { header + " " + visible($0[...]).text } ?? header, .hunk)
            var index = hunkStart
            while index < hunkEnd {
                // A run of removed lines followed by as many added ones is a run of changed
                // lines: with marksChangedWords, the words that changed in each are marked.
                if marksChangedWords, case .delete = edits[index] {
                    var removed: [Int] = []
                    var added: [Int] = []
                    var end = index
                    while end < hunkEnd, case .delete(let oldIndex) = edits[end] {
                        removed.append(oldIndex)
                        end += 1
                    }
                    while end < hunkEnd, case .insert(let newIndex) = edits[end] {
                        added.append(newIndex)
                        end += 1
                    }
                    // Lines that need the no-newline note take the plain path.
                    let needsNote =
                        endingsDiffer
                        && (removed.contains { !oldLines[$0].terminated }
                            || added.contains { !newLines[$0].terminated })
                    if removed.count == added.count, !needsNote {
                        // Paired in order, shown as any diff shows them: removed, then added.
                        var marked: [(old: String, new: String)] = []
                        for (oldIndex, newIndex) in zip(removed, added) {
                            let oldShown = visible(oldLines[oldIndex].text, inChangedLine: true)
                            let newShown = visible(newLines[newIndex].text, inChangedLine: true)
                            madeVisible = madeVisible || oldShown.changed || newShown.changed
                            // Words are marked in the first lines only, as far as the budget
                            // goes: a snapshot of hundreds of long changed lines took a minute.
                            let bytes = oldShown.text.utf8.count + newShown.text.utf8.count
                            wordMarkBytesLeft -= bytes
                            marked.append(
                                wordMarkBytesLeft >= 0
                                    ? markedWords(
                                        old: oldShown.text, new: newShown.text, colored: colored)
                                    : (oldShown.text, newShown.text))
                        }
                        for pair in marked { emit("-" + pair.old, .removed) }
                        for pair in marked { emit("+" + pair.new, .added) }
                        index = end
                        continue
                    }
                }
                switch edits[index] {
                case .keep(let oldIndex, _): emitLine(" ", oldLines[oldIndex], .note)
                case .delete(let oldIndex): emitLine("-", oldLines[oldIndex], .removed)
                case .insert(let newIndex): emitLine("+", newLines[newIndex], .added)
                }
                index += 1
            }
            guard changeIndex < changes.count else { break }
            lastChange = changes[changeIndex]
            hunkFirstChange = lastChange
            hunkStart = lastChange - context
            changeIndex += 1
        }
        if madeVisible {
            emit(
                "(␠ marks a trailing space, ␉ a tab, ␀–␟ and ␡ other control characters, "
                    + "<U+…> a character that would not show.)", .note)
        }
        return output.joined(separator: "\n")
    }

    /// `old` and `new` (one line each) with the words that differ marked: in reverse video
    /// when `colored`, else as `[-removed-]` and `{+added+}`; unmarked when no word is kept.
    static func markedWords(old: String, new: String, colored: Bool) -> (String, String) {
        let diff = WordDiff(old: old, new: new)
        // A line rewritten as a whole says so by itself; marks help only beside kept words.
        guard diff.keepsAWord else { return (old, new) }
        func marked(_ words: [Substring], _ changed: Set<Int>, _ open: String, _ close: String)
            -> String
        {
            words.indices.map { index in
                let word = String(words[index])
                // Spaces alone are not marked: the words around them say what changed.
                guard changed.contains(index), WordDiff.isWord(word) else { return word }
                return colored ? "\u{1B}[7m" + word + "\u{1B}[27m" : open + word + close
            }.joined()
        }
        return (
            marked(diff.oldWords, diff.removed, "[-", "-]"),
            marked(diff.newWords, diff.added, "{+", "+}")
        )
    }

    /// The old and new line ranges (first line from 1, and how many) a hunk's `@@` line
    /// gives, colored or not; `nil` when `line` is not one.
    package static func hunkRanges(_ line: Substring) -> (
        old: (start: Int, count: Int), new: (start: Int, count: Int)
    )? {
        guard isHunkHeader(line), let at = line.range(of: "@@ -") else { return nil }
        let numbers = line[at.upperBound...].prefix { $0 != "@" }
            .split { $0 == " " || $0 == "," || $0 == "+" }.compactMap { Int($0) }
        guard numbers.count == 4 else { return nil }
        return ((numbers[0], numbers[1]), (numbers[2], numbers[3]))
    }

    /// Whether `line` is the legend a diff ends with when it shows characters as signs.
    package static func isLegend(_ line: Substring) -> Bool {
        let text = unstyled(line)
        return text.hasPrefix("(␠ marks ") || text.hasPrefix("(· marks ")
    }

    /// Whether `line` of a diff ``format(old:new:oldLabel:newLabel:colored:heading:marksChangedWords:)``
    /// made starts a hunk (`@@ -1,3 +1,3 @@`, colored or not).
    package static func isHunkHeader(_ line: Substring) -> Bool {
        unstyled(line).hasPrefix("@@ -")
    }

    /// `line` without the color escape sequences it starts with (`ESC [` parameters and a
    /// final letter).
    private static func unstyled(_ line: Substring) -> Substring {
        var rest = line
        while rest.hasPrefix("\u{1B}[") {
            rest = rest.dropFirst(2).drop { !$0.isLetter }.dropFirst()
        }
        return rest
    }

    /// Replaces characters that would be invisible or would act on the terminal.
    ///
    /// In a line the diff removes or adds (`inChangedLine`), a character that looks like no
    /// character or like a space is shown as its code point too (U+00A0, U+200D, U+FE0F), and
    /// so is each scalar of a character not in its composed form (`e` + U+0301, U+037E for
    /// `;`): a change made of one would otherwise look like no change. A combining mark that
    /// starts `text`, when `text` starts a line of the diff (`startsALine`), is shown too.
    package static func visible(
        _ text: Substring, inChangedLine: Bool = false, startsALine: Bool = true
    ) -> (text: String, changed: Bool) {
        let scalars = Array(text.unicodeScalars)
        let uncomposed = inChangedLine ? uncomposedScalars(of: text) : []
        // Everything after the last non-white-space scalar is trailing white space.
        var trailingStart = scalars.count
        while trailingStart > 0 && scalars[trailingStart - 1].properties.isWhitespace {
            trailingStart -= 1
        }
        var result = String.UnicodeScalarView()
        var changed = false
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            if value < 0x20 {
                result.append(Unicode.Scalar(0x2400 + value)!)
            } else if value == 0x7F {
                result.append("\u{2421}")
            } else if value >= 0x80 && VisibleText.isShownAsCodePoint(scalar) {
                // C1 controls, and what reorders text or hides in it (U+202E, U+200B, a BOM).
                result.append(contentsOf: unicodeName(scalar).unicodeScalars)
            } else if inChangedLine && value >= 0x80 && looksLikeNothingOrASpace(scalar)
                || uncomposed.contains(index)
                || index == 0 && startsALine && joinsTheCharacterBefore(scalar)
            {
                result.append(contentsOf: unicodeName(scalar).unicodeScalars)
            } else if index >= trailingStart && scalar == " " {
                // The control picture of a space, like ␉ for a tab: a middle dot, which
                // screens draw between commands, would read as text.
                result.append("␠")
            } else if index >= trailingStart {
                result.append(contentsOf: unicodeName(scalar).unicodeScalars)
            } else {
                result.append(scalar)
                continue
            }
            changed = true
        }
        return (String(result), changed)
    }

    /// The offsets, among `text`'s scalars, of those in characters that composing (Unicode's
    /// NFC) would change: text that looks the same as other text but is not the same bytes.
    package static func uncomposedScalars(of text: Substring) -> Set<Int> {
        // Most lines are composed already; only those that are not are looked at closely.
        guard text.unicodeScalars.contains(where: { $0.value >= 0x300 }),
            !String(text).precomposedStringWithCanonicalMapping.utf8.elementsEqual(text.utf8)
        else { return [] }
        var offsets = Set<Int>()
        var offset = 0
        for character in text {
            let scalars = String(character)
            let count = character.unicodeScalars.count
            if !scalars.precomposedStringWithCanonicalMapping.utf8.elementsEqual(scalars.utf8) {
                offsets.formUnion(offset..<offset + count)
            }
            offset += count
        }
        return offsets
    }

    /// Whether `scalar` shows as nothing (a joiner, a variation selector, a tag, a filler), as
    /// a space that is not U+0020, or as one of the diff's own marks (a control picture such as
    /// `␠`, which would read as the mark of a space).
    private static func looksLikeNothingOrASpace(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        // U+2800, a braille pattern with no dots, is a letter drawn as a blank.
        return properties.isDefaultIgnorableCodePoint
            || properties.generalCategory == .spaceSeparator || scalar.value == 0x2800
            || (0x2400...0x2426).contains(scalar.value)
    }

    /// Whether `scalar` joins the character before it (a combining mark): first on a line, it
    /// would sit on the diff's own `+` or `-` (a hostile tester's `+́start`).
    private static func joinsTheCharacterBefore(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && scalar.properties.isGraphemeExtend
    }

    /// `scalar` as its code point, `<U+00E9>`.
    package static func unicodeName(_ scalar: Unicode.Scalar) -> String {
        VisibleText.codePoint(scalar)
    }
}

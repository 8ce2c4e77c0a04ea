/// The line being typed at a terminal: the text, the cursor, the history and completion.
///
/// Pure: keys go in, the line and what to draw come out, so every key is tested without a
/// terminal. The cursor moves by whole characters, so a wide or combined character is never
/// split; what is shown scrolls sideways when the line is wider than the screen.
///
/// Package-visible for the benchmarks, which time typing a long line.
package struct LineEditor {
    /// What a key did.
    package enum Outcome: Equatable {
        /// The line changed or the cursor moved: draw it again.
        case editing
        /// Enter: the line is typed.
        case typed(String)
        /// Ctrl-C on an empty line.
        case interrupted
        /// Ctrl-\\, whatever the line holds: the app ends as SIGQUIT ends it.
        case quit
        /// Ctrl-D on an empty line.
        case endOfInput
        /// Ctrl-Z: the app is to be suspended; the line stays as it is for when it resumes.
        case suspended
        /// Tab found several names: show them, then the line again.
        case candidates([String])
    }

    /// The most characters a line holds: enough for any line of at most
    /// ``LineSplitter/maximumLineBytes`` bytes, the longest the console takes.
    static let maximumCharacters = LineSplitter.maximumLineBytes

    /// The most code points a typed mark joins into one character (see ``regroup(from:to:)``).
    static let joinedScalarLimit = 32

    /// The characters typed so far.
    private(set) var characters: [Character] = []
    /// The bytes of the characters typed past ``maximumCharacters``, which the line does not
    /// hold: the line is then too long, and refused whole when Enter is pressed.
    private var bytesPastTheEnd = 0
    /// Whether bytes that were not UTF-8 were typed, as U+FFFD.
    private var replacedInvalidBytes = false
    /// Where the cursor is, from 0 (before the first character) to `characters.count`.
    private(set) var cursor = 0
    /// Lines typed before, oldest first, for up and down.
    private let history: [String]
    /// The history entry shown, when up has been pressed; `history.count` is the line typed.
    private var historyIndex: Int
    /// The line being typed before up was pressed, given back by down.
    private var draft: [Character] = []
    /// The draft's bytes past the end and whether invalid bytes were replaced in it.
    private var draftProblems = (bytesPastTheEnd: 0, replacedInvalidBytes: false)
    /// What Tab completes: set anew when a line taken up again after a wake meets another
    /// screen, or another question.
    package var completions: Completions
    /// The word the last key inserted, when it was ``KeyPress/lastWordBefore``: the history
    /// entry it came from, and the line and cursor as they were before it, for the same key
    /// again to replace it with the last word of the entry before.
    ///
    /// The line, not where the word stands: the word's first character may have joined the
    /// one before it (a flag's second half), and taking the word's place out left half of it
    /// (found by a hostile tester).
    private var lastWordInserted: LastWord?

    /// A word ``KeyPress/lastWordBefore`` inserted, and what was there before it.
    private struct LastWord {
        var historyIndex: Int
        var charactersBefore: [Character]
        var cursorBefore: Int
        /// What was typed past the line's end before it (``bytesPastTheEnd``).
        var bytesPastTheEndBefore: Int
    }

    /// What Ctrl-K, Ctrl-U or Ctrl-W deleted last, which Ctrl-Y inserts; kept from line to line
    /// by the reader, as a shell keeps it.
    package var killed: [Character] = []

    /// An empty line, with `history` for up and down and `completions` for Tab.
    package init(history: [String] = [], completions: Completions = Completions()) {
        self.history = history
        self.historyIndex = history.count
        self.completions = completions
    }

    /// The line as typed.
    var text: String { String(characters) }

    /// The line Enter typed, `text`, as the console reads it: refused whole when it is longer
    /// than ``LineSplitter/maximumLineBytes`` bytes, and noted when bytes were not UTF-8, as a
    /// line piped in is.
    package func inputLine(typed text: String) -> InputLine {
        let byteCount = text.utf8.count + bytesPastTheEnd
        guard byteCount <= LineSplitter.maximumLineBytes else {
            return InputLine("", problem: .tooLong(byteCount: byteCount))
        }
        return InputLine(text, problem: replacedInvalidBytes ? .invalidUTF8 : nil)
    }

    /// Applies one key.
    package mutating func apply(_ key: KeyPress) -> Outcome {
        // Alt-period steps back through the history only while it is pressed again and again.
        let wordBefore = lastWordInserted
        lastWordInserted = nil
        switch key {
        case .character(let character):
            insert(character)
        case .enter:
            return .typed(text)
        case .tab:
            return complete()
        case .backspace:
            guard cursor > 0 else { break }
            characters.remove(at: cursor - 1)
            cursor -= 1
            regroup(from: cursor, to: cursor)
        case .delete:
            guard cursor < characters.count else { break }
            characters.remove(at: cursor)
            regroup(from: cursor, to: cursor)
        case .left: cursor = max(cursor - 1, 0)
        case .right: cursor = min(cursor + 1, characters.count)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .wordLeft:
            while cursor > 0 && !Self.isInWord(characters[cursor - 1]) { cursor -= 1 }
            while cursor > 0 && Self.isInWord(characters[cursor - 1]) { cursor -= 1 }
        case .wordRight:
            while cursor < characters.count && !Self.isInWord(characters[cursor]) { cursor += 1 }
            while cursor < characters.count && Self.isInWord(characters[cursor]) { cursor += 1 }
        case .lastWordBefore:
            insertLastWord(replacing: wordBefore)
        case .up: recall(historyIndex - 1)
        case .down: recall(historyIndex + 1)
        case .deleteToEnd:
            kill(cursor..<characters.count)
        case .deleteToStart:
            kill(0..<cursor)
        case .deleteWord:
            var start = cursor
            while start > 0 && Tokenizer.separates(characters[start - 1]) { start -= 1 }
            while start > 0 && !Tokenizer.separates(characters[start - 1]) { start -= 1 }
            kill(start..<cursor)
        case .yank:
            for character in killed { insert(character) }
        case .suspend:
            return .suspended
        case .quit:
            return .quit
        case .interrupt:
            guard characters.isEmpty else {
                characters = []
                cursor = 0
                bytesPastTheEnd = 0
                replacedInvalidBytes = false
                // Up starts again from the newest line, as in a shell.
                historyIndex = history.count
                draft = []
                break
            }
            return .interrupted
        case .endOfInput:
            guard characters.isEmpty else {
                // As in a shell: Ctrl-D deletes the character under the cursor.
                return apply(.delete)
            }
            return .endOfInput
        case .invalidUTF8:
            replacedInvalidBytes = true
            insert("\u{FFFD}")
        case .ignored:
            break
        }
        return .editing
    }

    /// Deletes `range`, keeping it for Ctrl-Y; deleting nothing keeps what was kept, as in a
    /// shell.
    private mutating func kill(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        killed = Array(characters[range])
        characters.removeSubrange(range)
        cursor = range.lowerBound
        regroup(from: cursor, to: cursor)
    }

    /// Inserts `character`, joining it to the one before or after when it combines with it
    /// (an accent typed after its letter, a flag's first half typed before its second), so the
    /// cursor never stands inside a character.
    private mutating func insert(_ character: Character) {
        // A paste of a whole file stops at a line's worth; the console refuses longer lines.
        guard characters.count < Self.maximumCharacters else {
            bytesPastTheEnd += character.utf8.count
            return
        }
        characters.insert(character, at: cursor)
        cursor += 1
        regroup(from: cursor - 1, to: cursor)
    }

    /// Groups anew, as the terminal draws them, the characters on both sides of the places
    /// from `lower` to `upper` where an edit put or took something, so the cursor never stands
    /// inside a character: what the edit put next to each other may make one (a letter and a
    /// mark, the halves of a flag, an emoji, a joiner and another emoji).
    ///
    /// A character of more than ``joinedScalarLimit`` code points is not made: the marks past
    /// that stay apart (Unicode's stream-safe text allows 30 in a row), so that a paste of many
    /// costs time in proportion to its length, not its square, and the terminal still draws
    /// them together. Flags pair from the start of a run of their halves, so one typed or
    /// deleted inside a run pairs the rest of it anew, as far as ``regroupedRunLimit``.
    private mutating func regroup(from lower: Int, to upper: Int) {
        let start = max(lower - 1, 0)
        var end = min(upper + 1, characters.count)
        while end < characters.count, end - start < Self.regroupedRunLimit,
            Self.isFlagHalf(characters[end - 1]), Self.isFlagHalf(characters[end])
        {
            end += 1
        }
        guard end - start > 1 else { return }
        let window = characters[start..<end]
        // ASCII letters, digits and signs never join (but a carriage return and a line feed),
        // and are most of what is typed: nothing to look at.
        if window.allSatisfy({ $0.isASCII && $0 != "\r" && $0 != "\n" && $0 != "\r\n" }) {
            return
        }
        let regrouped = Array(String(window))
        guard
            regrouped.count != window.count
                || !zip(regrouped, window).allSatisfy({
                    $0.unicodeScalars.count == $1.unicodeScalars.count
                }),
            regrouped.allSatisfy({ $0.unicodeScalars.count <= Self.joinedScalarLimit })
        else { return }
        // The cursor stays after the code points it was after, at the end of the character
        // that now holds the one before it.
        if cursor > start && cursor < end {
            var scalarsBefore = characters[start..<cursor].reduce(0) {
                $0 + $1.unicodeScalars.count
            }
            var regroupedCursor = start
            for character in regrouped where scalarsBefore > 0 {
                scalarsBefore -= character.unicodeScalars.count
                regroupedCursor += 1
            }
            cursor = regroupedCursor
        } else if cursor >= end {
            cursor -= window.count - regrouped.count
        }
        characters.replaceSubrange(start..<end, with: regrouped)
    }

    /// The most characters ``regroup(from:to:)`` pairs anew in a run of flags' halves.
    static let regroupedRunLimit = 64

    /// Whether `character` starts with a regional indicator: a flag, or half of one, with
    /// what joins it (a joiner, a mark).
    private static func isFlagHalf(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0x1F1E6...0x1F1FF).contains($0.value) } ?? false
    }

    /// Whether Alt-B and Alt-F take `character` as part of a word: letters and digits, as in
    /// readline, so they stop at punctuation that Ctrl-W, which deletes to a space, does not.
    private static func isInWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Inserts the last word of the newest history entry, or, pressed again, puts the last word
    /// of the entry before in place of the one it inserted, as readline's Alt-period does.
    private mutating func insertLastWord(replacing before: LastWord?) {
        var index = history.count - 1
        if let before {
            // Gone back as far as the history goes: the word stays.
            guard before.historyIndex > 0 else {
                lastWordInserted = before
                return
            }
            characters = before.charactersBefore
            cursor = before.cursorBefore
            bytesPastTheEnd = before.bytesPastTheEndBefore
            index = before.historyIndex - 1
        }
        guard index >= 0 else { return }
        let inserted = LastWord(
            historyIndex: index, charactersBefore: characters, cursorBefore: cursor,
            bytesPastTheEndBefore: bytesPastTheEnd)
        for character in Self.lastWord(of: history[index]) { insert(character) }
        lastWordInserted = inserted
    }

    /// The last word of `line` as the console splits words, a quoted one whole with its
    /// quotes, so that it types the same value again.
    private static func lastWord(of line: String) -> [Character] {
        let characters = Array(line)
        var word = 0..<0
        var start: Int?
        var quote: Character?
        var escaped = false
        for (index, character) in characters.enumerated() {
            if let open = quote {
                if escaped {
                    escaped = false
                } else if open == "\"" && character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                }
            } else if Tokenizer.separates(character) {
                if let wordStart = start { word = wordStart..<index }
                start = nil
                continue
            } else if character == "\"" || character == "'" {
                quote = character
            }
            if start == nil { start = index }
        }
        if let wordStart = start { word = wordStart..<characters.count }
        return Array(characters[word])
    }

    /// Shows history entry `index` (or the draft, past the newest).
    private mutating func recall(_ index: Int) {
        guard (0...history.count).contains(index), index != historyIndex else { return }
        // What was done to the typed line (bytes past its end, invalid ones replaced) goes
        // with it: a recalled line was refused for the draft's (a hostile tester's).
        if historyIndex == history.count {
            draft = characters
            draftProblems = (bytesPastTheEnd, replacedInvalidBytes)
        }
        historyIndex = index
        if index == history.count {
            characters = draft
            (bytesPastTheEnd, replacedInvalidBytes) = draftProblems
        } else {
            characters = Array(history[index])
            (bytesPastTheEnd, replacedInvalidBytes) = (0, false)
        }
        cursor = characters.count
    }

    /// Tab: completes the word before the cursor to the one word it can be, or as far as the
    /// words it can be agree, else lists them.
    private mutating func complete() -> Outcome {
        let beforeCursor = String(characters[..<cursor])
        let matches = completions.candidates(for: beforeCursor)
        guard let first = matches.first else { return .editing }
        // The candidates replace what they were matched on: the last word, or for the rest of
        // the line, as many words as the candidate spans.
        let wordStart = Self.start(of: first, before: cursor, in: characters)
        if matches.count == 1 {
            // A space ends the word, unless one follows it already (Tab mid-line); a value that
            // is the rest of the line ends where it ends (a space would be part of the text).
            guard completions.isFollowedBySpace(first, completing: beforeCursor) else {
                replaceWord(from: wordStart, with: first)
                return .editing
            }
            let spaced = cursor < characters.count && Tokenizer.separates(characters[cursor])
            replaceWord(from: wordStart, with: spaced ? first : first + " ")
            if spaced { cursor += 1 }
            return .editing
        }
        // Compared as the values they stand for: `"抹茶 Matcha"` (quoted, for its space) and
        // `抹茶ラテ` share `抹茶` (they shared nothing, a hostile tester found).
        let values = matches.map(Self.unquoted)
        let isQuoted = zip(values, matches).contains { $0 != $1 }
        let typed = String(characters[wordStart..<cursor])
        let opensQuote = typed.first.flatMap(Tokenizer.quoteMark) != nil
        var common = values[0].lowercased()
        for value in values.dropFirst() {
            common = String(zip(common, value.lowercased()).prefix { $0 == $1 }.map(\.0))
        }
        let typedValue = opensQuote ? Tokenizer.lineWords(in: typed).words.first ?? "" : typed
        guard common.count > typedValue.count else {
            return .candidates(matches)
        }
        // The shared start, spelled as the first candidate spells it; a quote it needs is
        // opened and left open for the rest of the value.
        var shared = String(values[0].prefix(common.count))
        if isQuoted || opensQuote {
            let quoted = Tokenizer.quoted(shared)
            shared =
                quoted != shared ? String(quoted.dropLast()) : opensQuote ? "\"" + shared : shared
        }
        replaceWord(from: wordStart, with: shared)
        return .editing
    }

    /// The value a candidate stands for: a word quoted for its spaces or quotes
    /// (``Tokenizer/quoted(_:)``) without its quotes; anything else (a value of the rest of
    /// the line, which may hold quotes of its own) as it is.
    private static func unquoted(_ candidate: String) -> String {
        guard candidate.first == "\"",
            let value = try? Tokenizer.words(in: candidate).first,
            Tokenizer.quoted(value) == candidate
        else { return candidate }
        return value
    }

    /// Where the text `candidate` completes starts: the latest word start before `cursor`
    /// from which the typed text is a start of `candidate`, ignoring case.
    private static func start(of candidate: String, before cursor: Int, in characters: [Character])
        -> Int
    {
        var start = cursor
        var best = (characters[..<cursor].lastIndex(where: Tokenizer.separates) ?? -1) + 1
        while start > 0 {
            start -= 1
            guard
                start == 0 || Tokenizer.separates(characters[start - 1])
                    || Completions.startsAName(characters[start], after: characters[start - 1])
            else { continue }
            if Completions.isStart(String(characters[start..<cursor]), of: candidate) {
                best = start
            }
        }
        return best
    }

    private mutating func replaceWord(from start: Int, with word: String) {
        characters.replaceSubrange(start..<cursor, with: Array(word))
        cursor = start + word.count
        regroup(from: start, to: cursor)
    }

    /// The candidates Tab found, as listed under the line: made visible, since the values an
    /// argument offers may come from data, in columns two spaces apart that fit in `columns`,
    /// read down each column as a shell lists them; the lines end with `\r\n`.
    ///
    /// One line of them all let the terminal break a candidate in two (`"` at the end of a
    /// line, `Eating out"` on the next: found by a stranger at 40 columns). A candidate wider
    /// than the terminal has a line of its own.
    static func listing(_ candidates: [String], columns: Int) -> String {
        let shown = candidates.map(VisibleText.escaping)
        let widths = shown.map { DisplayWidth.of($0) }
        let cell = (widths.max() ?? 0) + 2
        // The last column needs no spaces after it, so it may use the two of its cell.
        let across = max(1, min(shown.count, (columns + 2) / max(cell, 1)))
        let down = (shown.count + across - 1) / max(across, 1)
        var lines: [String] = []
        for row in 0..<down {
            var line = ""
            for column in 0..<across {
                let index = column * down + row
                guard index < shown.count else { break }
                let isLast = column == across - 1 || index + down >= shown.count
                line += shown[index]
                if !isLast { line += String(repeating: " ", count: cell - widths[index]) }
            }
            lines.append(line)
        }
        return lines.map { $0 + "\r\n" }.joined()
    }

    /// The whole line as typed, its control characters made visible: what stays on the
    /// screen (and in the scrollback) once Enter is pressed, wrapped by the terminal.
    package var whole: String {
        VisibleText.escaping(String(characters))
    }

    /// The columns after the prompt that the line is drawn in: one is left free so the
    /// cursor can stand after the last character.
    static func room(columns: Int, promptWidth: Int) -> Int {
        max(columns - promptWidth - 1, 1)
    }

    /// The widest line ``visible(columns:promptWidth:)`` shows whole, wherever the cursor is:
    /// before the cursor it keeps one column less than the room.
    static func widestShownWhole(columns: Int, promptWidth: Int) -> Int {
        room(columns: columns, promptWidth: promptWidth) - 1
    }

    /// What to draw after a prompt `promptWidth` columns wide on a screen `columns` wide: the
    /// part of the line around the cursor that fits, made visible, and the cursor's column
    /// within it.
    package func visible(columns: Int, promptWidth: Int) -> (text: String, cursorColumn: Int) {
        let room = Self.room(columns: columns, promptWidth: promptWidth)
        // Only characters that can show are made visible and measured: back from the cursor as
        // far as fits, then on to the right edge. A key then costs the screen's width, not the
        // line's length (a whole long line per key made typing one quadratic).
        var start = cursor
        var beforeCursor = 0
        while start > 0 {
            let width = DisplayWidth.of(VisibleText.escaping(String(characters[start - 1])))
            guard
                beforeCursor + width
                    <= Self.widestShownWhole(columns: columns, promptWidth: promptWidth)
            else { break }
            beforeCursor += width
            start -= 1
        }
        var text = ""
        var used = 0
        for character in characters[start...] {
            let shown = VisibleText.escaping(String(character))
            let width = DisplayWidth.of(shown)
            guard used + width <= room else { break }
            text += shown
            used += width
        }
        return (text, beforeCursor)
    }
}

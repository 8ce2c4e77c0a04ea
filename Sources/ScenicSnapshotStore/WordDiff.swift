import Scenic

/// The words that differ between two versions of one line.
///
/// A line is cut into words and the runs of spaces between them, and the two sequences are
/// diffed like lines are. `Commands: add · help · quit` against `Commands: add · help · exit`
/// removes `quit` and adds `exit`, keeping the rest.
package struct WordDiff {
    /// The old line's words and spaces, which join back into it.
    package let oldWords: [Substring]
    /// The new line's words and spaces.
    package let newWords: [Substring]
    /// The positions in ``oldWords`` that were removed.
    package let removed: Set<Int>
    /// The positions in ``newWords`` that were added.
    package let added: Set<Int>
    /// Whether any word (not only spaces) is in both lines: otherwise the line was rewritten.
    package let keepsAWord: Bool

    /// The most words and spaces of the two lines together that are diffed word by word;
    /// longer lines count as rewritten whole.
    ///
    /// Two versions of one long line that share few words cost the search time and memory that
    /// grow with the square of their words: `scenic review` of a changed line of 100,000 words
    /// took two minutes and 8.7 GB before its first screen (found by a hostile tester).
    package static let mostPieces = 4_000

    /// The words that differ between `old` and `new`.
    package init(old: String, new: String) {
        oldWords = Self.words(of: old)
        newWords = Self.words(of: new)
        var removed = Set<Int>()
        var added = Set<Int>()
        var keepsAWord = false
        guard oldWords.count + newWords.count <= Self.mostPieces else {
            self.removed = Set(oldWords.indices)
            self.added = Set(newWords.indices)
            self.keepsAWord = false
            return
        }
        for edit in LineDiff.edits(
            from: oldWords.map(ExactText.init), to: newWords.map(ExactText.init))
        {
            switch edit {
            case .keep(let index, _):
                keepsAWord = keepsAWord || Self.hasLetterOrDigit(oldWords[index])
            case .delete(let index): removed.insert(index)
            case .insert(let index): added.insert(index)
            }
        }
        self.removed = removed
        self.added = added
        self.keepsAWord = keepsAWord
    }

    /// Whether at least half the words of each line are in both: the text was edited, not
    /// rewritten.
    package var keepsMostWords: Bool {
        let oldCount = oldWords.filter(Self.hasLetterOrDigit).count
        let newCount = newWords.filter(Self.hasLetterOrDigit).count
        let kept = oldCount - removed.filter { Self.hasLetterOrDigit(oldWords[$0]) }.count
        return kept > 0 && kept * 2 >= oldCount && kept * 2 >= newCount
    }

    /// Whether neither line holds a letter or a digit: a table's rule redrawn at another
    /// length, a border.
    package var isDrawingOnly: Bool {
        !oldWords.contains(where: Self.hasLetterOrDigit)
            && !newWords.contains(where: Self.hasLetterOrDigit)
    }

    /// Whether each line is a single word.
    package var isOneWordEach: Bool {
        oldWords.filter(Self.hasLetterOrDigit).count == 1
            && newWords.filter(Self.hasLetterOrDigit).count == 1
    }

    /// The removed and the added text in order, each run of neighbouring pieces as it reads
    /// (`, newest first`), without the spaces around it: what changed, wherever the line is.
    package var change: (removed: [String], added: [String]) {
        let changeWithSpacing = changeWithSpacing
        return (Self.trimmed(changeWithSpacing.removed), Self.trimmed(changeWithSpacing.added))
    }

    /// The removed and the added text in order, each run of neighbouring pieces as it reads,
    /// spaces included: what changed in the line, its spacing too.
    package var changeWithSpacing: (removed: [String], added: [String]) {
        (Self.runs(of: removed, in: oldWords), Self.runs(of: added, in: newWords))
    }

    /// `runs` without the spaces around each, and without those of spaces alone.
    package static func trimmed(_ runs: [String]) -> [String] {
        runs.map { $0.trimmingCharacters(in: [" "]) }.filter { !$0.isEmpty }
    }

    /// The pieces at `indices`, those next to each other joined as they read, across spaces
    /// kept between them: `some words` → `a few words` keeps a space between `a` and `few`,
    /// which are still one run (found by a newcomer: `"some" → "a" "few"`).
    private static func runs(of indices: Set<Int>, in pieces: [Substring]) -> [String] {
        var runs: [String] = []
        var last = Int.min
        for index in indices.sorted() {
            if !runs.isEmpty, last + 1 <= index,
                pieces[(last + 1)..<index].allSatisfy({ !isWord($0) })
            {
                runs[runs.count - 1] += pieces[(last + 1)...index].joined()
            } else {
                runs.append(String(pieces[index]))
            }
            last = index
        }
        return runs
    }

    /// Whether a piece is a word rather than a run of spaces.
    package static func isWord(_ piece: some StringProtocol) -> Bool {
        piece.contains { $0 != " " }
    }

    /// Whether a piece holds a letter or a digit: what a line keeps of another when they share
    /// words, where a full stop or a `·` they share says nothing.
    package static func hasLetterOrDigit(_ piece: some StringProtocol) -> Bool {
        piece.contains { $0.isLetter || $0.isNumber }
    }

    /// `line` cut into words and the runs of spaces between them, which join back into it.
    ///
    /// The punctuation that starts or ends a word is a piece of its own (`3.` is `3` and `.`),
    /// so text added after a number reads as one change whatever the number (`"3." → "3,
    /// newest first."` on every page was a change per page: found by a stranger); punctuation
    /// inside a word stays in it (`$12.50`), and a word of punctuation alone is one (`·`).
    private static func words(of line: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = line.startIndex
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            if next < line.endIndex, (line[index] == " ") != (line[next] == " ") {
                appendSplittingPunctuation(line[start..<next], to: &pieces)
                start = next
            }
            index = next
        }
        if start < line.endIndex { appendSplittingPunctuation(line[start...], to: &pieces) }
        return pieces
    }

    /// Adds `word` to `pieces`, with each punctuation character before its first letter or
    /// digit and after its last one as a piece of its own.
    private static func appendSplittingPunctuation(
        _ word: Substring, to pieces: inout [Substring]
    ) {
        let isLetterOrDigit = { (character: Character) in character.isLetter || character.isNumber }
        guard var first = word.firstIndex(where: isLetterOrDigit),
            var last = word.lastIndex(where: isLetterOrDigit)
        else {
            pieces.append(word)
            return
        }
        // A code point named at the word's ends (`<U+E0041>`) stays whole in it: marked from
        // its `<` on, it was folded inside on a narrow terminal (found by a hostile tester).
        if first > word.startIndex {
            let opening = word.index(before: first)
            if word[opening] == "<",
                VisibleText.endOfShownPiece(in: word, at: opening) > word.index(after: opening)
            {
                first = opening
            }
        }
        let afterLast = word.index(after: last)
        if afterLast < word.endIndex, word[afterLast] == ">",
            let opening = word[..<afterLast].lastIndex(of: "<"),
            VisibleText.endOfShownPiece(in: word, at: opening) == word.index(after: afterLast)
        {
            last = afterLast
        }
        for index in word[..<first].indices { pieces.append(word[index...index]) }
        pieces.append(word[first...last])
        for index in word[word.index(after: last)...].indices { pieces.append(word[index...index]) }
    }
}

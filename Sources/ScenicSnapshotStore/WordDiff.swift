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

    /// The words that differ between `old` and `new`.
    package init(old: String, new: String) {
        oldWords = Self.words(of: old)
        newWords = Self.words(of: new)
        var removed = Set<Int>()
        var added = Set<Int>()
        var keepsAWord = false
        for edit in LineDiff.edits(
            from: oldWords.map(ExactText.init), to: newWords.map(ExactText.init))
        {
            switch edit {
            case .keep(let index, _):
                keepsAWord = keepsAWord || Self.isWord(oldWords[index])
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
        let oldCount = oldWords.filter(Self.isWord).count
        let newCount = newWords.filter(Self.isWord).count
        let kept = oldCount - change.removed.count
        return kept > 0 && kept * 2 >= oldCount && kept * 2 >= newCount
    }

    /// Whether each line is a single word.
    package var isOneWordEach: Bool {
        oldWords.filter(Self.isWord).count == 1 && newWords.filter(Self.isWord).count == 1
    }

    /// The removed and the added words in order, without the spaces: what changed, wherever
    /// the line is.
    package var change: (removed: [String], added: [String]) {
        (
            removed.sorted().map { String(oldWords[$0]) }.filter(Self.isWord),
            added.sorted().map { String(newWords[$0]) }.filter(Self.isWord)
        )
    }

    /// The removed and the added pieces in order, runs of spaces included: what changed in
    /// the line, its spacing too.
    package var changeWithSpacing: (removed: [String], added: [String]) {
        (
            removed.sorted().map { String(oldWords[$0]) },
            added.sorted().map { String(newWords[$0]) }
        )
    }

    /// Whether a piece is a word rather than a run of spaces.
    package static func isWord(_ piece: some StringProtocol) -> Bool {
        piece.contains { $0 != " " }
    }

    /// `line` cut into words and the runs of spaces between them, which join back into it.
    private static func words(of line: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = line.startIndex
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            if next < line.endIndex, (line[index] == " ") != (line[next] == " ") {
                pieces.append(line[start..<next])
                start = next
            }
            index = next
        }
        if start < line.endIndex { pieces.append(line[start...]) }
        return pieces
    }
}

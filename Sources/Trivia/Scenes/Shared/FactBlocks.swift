import Scenic

/// A fact as the screens show it: its text, then where and when it was looked up.
enum FactBlocks {
    /// Whether `character` is a space, or a line break: a whitespace character with nothing
    /// the screen shows on it.
    ///
    /// A space carrying a mark, or a tag the screen names (`<U+E0041>`), is not: dropped with
    /// the space, they were never shown (a hostile tester's). One carrying only what draws
    /// nothing (a joiner, a selector) is, or 300 of them filled the screen with blank lines (the
    /// next tester's).
    private static func isSpace(_ character: Character) -> Bool {
        // The blank Braille pattern draws an empty cell as a space does: 1,300 of them took
        // 17 lines (the next tester's).
        if character == "\u{2800}" { return true }
        guard let first = character.unicodeScalars.first, first.properties.isWhitespace else {
            return false
        }
        return character.unicodeScalars.dropFirst().allSatisfy {
            $0.properties.isWhitespace
                || $0.properties.isDefaultIgnorableCodePoint
                    && !VisibleText.containsControlCharacters(String($0))
        }
    }

    static func blocks(for fact: Fact) -> [Block] {
        [
            // A fact is a sentence: its line breaks and runs of spaces are one space, so a
            // server's fact of 200 line breaks cannot push the screen out of view.
            .paragraph(fact.text.split(whereSeparator: isSpace).joined(separator: " ")),
            .keyValues([
                KeyValue("Number", FactWords.number(fact.number)),
                KeyValue("Source", fact.source),
                KeyValue("Looked up", FactWords.date(fact.fetchedAt)),
            ]),
        ]
    }
}

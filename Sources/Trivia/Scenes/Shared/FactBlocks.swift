import Scenic

/// A fact as the screens show it: its text, then where and when it was looked up.
enum FactBlocks {
    static func blocks(for fact: Fact) -> [Block] {
        [
            // A fact is a sentence: its line breaks and runs of spaces are one space, so a
            // server's fact of 200 line breaks cannot push the screen out of view. A space
            // with a mark or a tag on it is no space: dropped with it, they were never shown
            // (a hostile tester's).
            .paragraph(
                fact.text.split(whereSeparator: {
                    $0.unicodeScalars.allSatisfy(\.properties.isWhitespace)
                }).joined(separator: " ")),
            .keyValues([
                KeyValue("Number", FactWords.number(fact.number)),
                KeyValue("Source", fact.source),
                KeyValue("Looked up", FactWords.date(fact.fetchedAt)),
            ]),
        ]
    }
}

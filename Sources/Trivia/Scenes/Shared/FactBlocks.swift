import Scenic

/// A fact as the screens show it: its text, then where and when it was looked up.
enum FactBlocks {
    static func blocks(for fact: Fact) -> [Block] {
        [
            .paragraph(fact.text),
            .keyValues([
                KeyValue("Number", FactWords.number(fact.number)),
                KeyValue("Source", fact.source),
                KeyValue("Looked up", FactWords.date(fact.fetchedAt)),
            ]),
        ]
    }
}

import ScenicTestSupport
import Testing

@testable import Scenic

/// Invariants every rendering keeps, checked over many widths and awkward text.
@Suite struct LayoutPropertyTests {
    static let awkward = [
        "抹茶 Matcha", "Café Crème", "Crème brûlée", "e\u{301}cole", "👨‍👩‍👧‍👦 family",
        "🇯🇵🇫🇷 flags", "Pneumonoultramicroscopicsilicovolcanoconiosis",
        "抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶",
        "\u{1B}[31mred\u{9B}\u{7F}", "tab\there", "   spaced    out   ", "",
        "$1,234.50", "❤️🍵👍🏽#️⃣",
    ]

    static func blocks() -> [Block] {
        let text = awkward.joined(separator: " ")
        let table = Table(
            columns: [
                Table.Column("Name"), Table.Column("抹茶 Description"), Table.Column("Price"),
                Table.Column("Qty", alignment: .left), Table.Column("Note", alignment: .right),
            ],
            rows: awkward.indices.map { index in
                [awkward[index], text, "$\(index).50", awkward[(index + 3) % awkward.count]]
            }
        )
        let narrowTable = Table(
            columns: [Table.Column("A"), Table.Column("B")], rows: [["1", "抹茶"], ["22", "x"]])
        let pairs = awkward.map { KeyValue($0, text) }
        return [
            .heading(text), .paragraph(awkward.joined(separator: "\n")), .bulletList(awkward),
            .numberedList(awkward + awkward), .keyValues(pairs),
            .keyValues([KeyValue("Key", text), KeyValue("抹茶", "x")]), .table(table),
            .table(narrowTable), .rule, .status(text),
            .box(title: text, [.paragraph(text), .table(table), .keyValues(pairs)]),
            .box(title: nil, [.box(title: "抹茶", [.box(title: nil, [.bulletList(awkward)])])]),
        ]
    }

    /// The widths a run lays out at: the narrowest and the widest, and a sample between.
    static func widths(name: String = #function) -> [Int] {
        TestSample.of(20...80, count: 8, always: [20, 21, 80], name: name)
    }

    @Test func noLineIsWiderThanTheWidthOrEndsInASpace() {
        let blocks = Self.blocks()
        // Collected rather than expected one by one: tens of thousands of lines are checked.
        var violations: [String] = []
        for width in Self.widths() {
            for block in blocks {
                let lines = TextLayout.render([block], width: width).split(
                    separator: "\n", omittingEmptySubsequences: false)
                for line in lines
                where DisplayWidth.of(line) > width || line.hasSuffix(" ")
                    || VisibleText.containsControlCharacters(String(line))
                {
                    violations.append("width \(width): \(line)")
                }
            }
        }
        #expect(violations == [], "\(TestSample.reproduction)")
    }

    @Test func boxesAreExactlyAsWideAsTheLayout() {
        let box = Block.box(title: "抹茶 Matcha", Self.blocks())
        var violations: [String] = []
        for width in Self.widths() {
            for line in TextLayout.render([box], width: width).split(separator: "\n")
            where DisplayWidth.of(line) != width {
                violations.append("width \(width): \(line)")
            }
        }
        #expect(violations == [], "\(TestSample.reproduction)")
    }

    @Test func blocksAreSeparatedByExactlyOneBlankLine() {
        // Paragraphs here have no blank lines of their own, so every blank line separates blocks.
        let blocks = Self.blocks().filter {
            if case .paragraph = $0 { return false }
            return true
        }
        for width in [20, 33, 80] {
            let lines = TextLayout.render(blocks, width: width).split(
                separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count(where: \.isEmpty) == blocks.count - 1)
            #expect(lines.first?.isEmpty == false && lines.last?.isEmpty == false)
        }
    }

    @Test func wideRequestsAreLimited() {
        let rule = TextLayout.render([.rule], width: Int.max)
        #expect(rule == String(repeating: "─", count: 1000))
    }
}

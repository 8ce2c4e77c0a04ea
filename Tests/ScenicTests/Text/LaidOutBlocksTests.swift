import ScenicTestSupport
import Testing

@testable import Scenic

/// A live scene copies the lines of the blocks its last screen showed: what it writes must be
/// what laying the screen out afresh writes, byte for byte.
@Suite struct LaidOutBlocksTests {
    /// A screen of three regions, drawn as the console draws a live scene's.
    struct ThreeRegionView: View {
        enum Region: CaseIterable { case top, middle, bottom }
        let title = "Regions"
        let commands: [Command<NoCommand>] = []
    }

    /// The blocks screens are made of: every kind, awkward text, and blocks that draw nothing.
    static let pool: [Block] =
        LayoutPropertyTests.blocks() + [
            .paragraph(""), .heading("   "), .bulletList([]), .paragraph("Café"),
            .paragraph("Cafe\u{301}"), .keyValues([KeyValue("Café", "x")]),
            .table(Table(columns: [Table.Column("A")], rows: [["1"]])),
            .table(Table(columns: [Table.Column("A", alignment: .right)], rows: [["1"]])),
            .box(title: "Cart", [.paragraph("Empty.")]), .box(title: nil, []),
        ]

    /// `content` as a fresh layout writes it, and as a live scene with `laidOut` writes it.
    static func screens(
        _ content: ViewContent<ThreeRegionView.Region>, width: Int, laidOut: LaidOutBlocks
    ) -> (fresh: String, copied: String) {
        let view = ThreeRegionView()
        var live = content
        let bytes = ScreenBytes()
        bytes.writer = ObjectIdentifier(ThreeRegionView.self)
        live.screenBytes = bytes
        live.laidOutBlocks = laidOut
        _ = view.render(live, width: width)
        return (view.render(content, width: width), String(decoding: bytes.bytes, as: UTF8.self))
    }

    @Test func screensOfCopiedBlocksAreTheScreensLaidOutAfresh() {
        // A sample of sequences rather than all of them, another on every run: 80 screens of
        // random regions, each often repeating a block of the screen before, sometimes at
        // another width.
        var random = TestSample.generator()
        let laidOut = LaidOutBlocks()
        var width = 80
        var last: [ThreeRegionView.Region: [Block]] = [:]
        var differences: [String] = []
        for screen in 0..<80 {
            if random.chance(0.1) { width = random.pick([12, 20, 33, 40, 80, 120]) }
            var content = ViewContent<ThreeRegionView.Region>()
            for region in ThreeRegionView.Region.allCases {
                let kept = last[region, default: []]
                content[region] =
                    random.chance(0.5) && !kept.isEmpty
                    ? kept.shuffled(using: &random)
                    : (0..<Int.random(in: 0...3, using: &random)).map { _ in
                        random.pick(Self.pool)
                    }
                last[region] = content[region]
            }
            if random.chance(0.2) { content.title = random.pick(["", "抹茶", "Café", "\u{1B}[2J"]) }
            let (fresh, copied) = Self.screens(content, width: width, laidOut: laidOut)
            if fresh != copied { differences.append("screen \(screen) at \(width)") }
        }
        #expect(differences == [], "\(TestSample.reproduction)")
    }

    @Test func aStringSpelledWithOtherBytesIsLaidOutAgain() {
        let laidOut = LaidOutBlocks()
        var precomposed = ViewContent<ThreeRegionView.Region>()
        precomposed[.top] = [.paragraph("Caf\u{E9}")]
        var decomposed = ViewContent<ThreeRegionView.Region>()
        decomposed[.top] = [.paragraph("Cafe\u{301}")]
        // Swift calls the two equal; the screen shows their bytes.
        #expect(precomposed == decomposed)
        _ = Self.screens(precomposed, width: 40, laidOut: laidOut)
        let (fresh, copied) = Self.screens(decomposed, width: 40, laidOut: laidOut)
        #expect(copied == fresh)
        #expect(Array(copied.utf8).count == Array(fresh.utf8).count)
        #expect(copied.utf8.elementsEqual(fresh.utf8))
    }

    @Test func blocksAreIdenticalOnlyWithTheSameBytesAndSettings() {
        let rows = [["1", "抹茶"]]
        let left = Block.table(Table(columns: [Table.Column("A"), Table.Column("B")], rows: rows))
        let right = Block.table(
            Table(columns: [Table.Column("A"), Table.Column("B", alignment: .right)], rows: rows))
        let wider = Block.table(
            Table(columns: [Table.Column("A"), Table.Column("B", minimumWidth: 9)], rows: rows))
        #expect(left.isIdentical(to: left))
        #expect(!left.isIdentical(to: right))
        #expect(!left.isIdentical(to: wider))
        #expect(Block.paragraph("Caf\u{E9}") == .paragraph("Cafe\u{301}"))
        #expect(!Block.paragraph("Caf\u{E9}").isIdentical(to: .paragraph("Cafe\u{301}")))
        #expect(!Block.paragraph("x").isIdentical(to: .heading("x")))
        #expect(
            Block.box(title: nil, [.rule]).isIdentical(to: .box(title: nil, [.rule]))
                && !Block.box(title: nil, [.rule]).isIdentical(to: .box(title: "", [.rule])))
        let long = String(repeating: "abcdefgh", count: 9)
        #expect(!Block.status(long + "x").isIdentical(to: .status(long + "y")))
        #expect(Block.status(long + "x").isIdentical(to: .status(String(long + "x"))))
    }

    @Test func aBlockLeftInsideALineIsNotCopied() {
        var writer = LineWriter()
        writer.writeLine("before")
        writer.separateBlock()
        let start = writer.blockStart
        writer.write("open")
        #expect(writer.lines(since: start) == nil)
        writer.endLine()
        let lines = writer.lines(since: start)
        #expect(lines.map { String(decoding: $0.bytes, as: UTF8.self) } == "open")
        #expect(lines?.count == 1)
    }
}

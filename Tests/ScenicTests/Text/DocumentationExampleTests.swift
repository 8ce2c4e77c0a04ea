import ScenicTestSupport
import Testing

@testable import Scenic

/// The examples in the doc comments, so the documented output stays true.
@Suite struct DocumentationExampleTests {
    @Test func tableExampleMatchesItsDocumentation() {
        let menu = Table(
            columns: [Table.Column("Item"), Table.Column("Price")],
            rows: [["抹茶 Matcha", "$4.50"], ["Café Crème", "$12.00"]]
        )
        #expect(
            TextLayout.render([.table(menu)], width: 40) == """
                Item          Price
                ───────────  ──────
                抹茶 Matcha   $4.50
                Café Crème   $12.00
                """)
    }

    @Test func theReadmeShowsTheSameTableAndItsCode() throws {
        let section = try Readme().section("## Text layout")
        #expect(
            try section.block(0, "swift") == """
                let menu = Table(
                    columns: [Table.Column("Item"), Table.Column("Price")],
                    rows: [["抹茶 Matcha", "$4.50"], ["Café Crème", "$12.00"]])
                TextLayout.render([.table(menu)], width: 40)

                """)
        let menu = Table(
            columns: [Table.Column("Item"), Table.Column("Price")],
            rows: [["抹茶 Matcha", "$4.50"], ["Café Crème", "$12.00"]])
        #expect(try section.block(0) == TextLayout.render([.table(menu)], width: 40) + "\n")
    }

    @Test func keyValueExampleMatchesItsDocumentation() {
        let pairs = [KeyValue("Name", "Matcha"), KeyValue("Price", "$4.50")]
        #expect(TextLayout.render([.keyValues(pairs)], width: 40) == "Name   Matcha\nPrice  $4.50")
        let short = [KeyValue("Total", "$9.00"), KeyValue("Note", "Leave at the door")]
        #expect(
            TextLayout.render([.keyValues(short)], width: 24)
                == "Total  $9.00\nNote   Leave at the door")
    }

    @Test func layoutExampleMatchesItsDocumentation() {
        #expect(
            TextLayout.render(
                [.heading("Cart"), .paragraph("2 items"), .status("Saved")], width: 20)
                == "Cart\n────────────────────\n\n2 items\n\n» Saved")
    }

    @Test func lineWriterExampleMatchesItsDocumentation() {
        var writer = LineWriter()
        writer.write("Total")
        writer.pad(3)
        writer.write("$9.00")
        writer.pad(4)
        writer.endLine()
        writer.separateBlock()
        writer.writeLine("Thanks")
        #expect(writer.text == "Total   $9.00\n\nThanks")
    }

    @Test func blockExamplesMatchTheirDocumentation() {
        #expect(
            TextLayout.render([.numberedList(["Choose a drink", "Pay"])], width: 20)
                == "1. Choose a drink\n2. Pay")
        #expect(
            TextLayout.render([.box(title: "Cart", [.paragraph("2 items")])], width: 20) == """
                ┌─ Cart ───────────┐
                │ 2 items          │
                └──────────────────┘
                """)
    }

    @Test func wrapperAndEscapingExamplesMatchTheirDocumentation() {
        #expect(
            TextWrapper.wrap("Green tea  latte with oat milk", width: 12)
                == ["Green tea", "latte with", "oat milk"])
        #expect(VisibleText.escaping("a\tb\n") == "a^Ib^J")
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
    }
}

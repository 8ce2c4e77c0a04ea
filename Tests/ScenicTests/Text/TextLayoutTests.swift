import Testing

@testable import Scenic

@Suite struct TextLayoutTests {
    @Test func headingIsFollowedByAFullWidthRule() {
        #expect(
            TextLayout.render([.heading("Your cart")], width: 20) == """
                Your cart
                ────────────────────
                """)
    }

    @Test func longHeadingWrapsAboveItsRule() {
        #expect(
            TextLayout.render([.heading("Order history for the last twelve months")], width: 20)
                == """
                Order history for
                the last twelve
                months
                ────────────────────
                """)
    }

    @Test func paragraphWrapsAndKeepsHardLineBreaks() {
        let paragraph = Block.paragraph("Fresh matcha, whisked to order.\nServed hot.")
        #expect(
            TextLayout.render([paragraph], width: 20) == """
                Fresh matcha,
                whisked to order.
                Served hot.
                """)
    }

    @Test func paragraphDropsBlankLinesAtItsEnds() {
        #expect(TextLayout.render([.paragraph("\n\nOne\n\nTwo\n")], width: 20) == "One\n\nTwo")
        #expect(TextLayout.render([.paragraph("One\r\nTwo")], width: 20) == "One\nTwo")
    }

    @Test func bulletContinuationLinesAlignWithTheText() {
        #expect(
            TextLayout.render([.bulletList(["Oat milk", "Two shots of espresso"])], width: 20)
                == """
                • Oat milk
                • Two shots of
                  espresso
                """)
    }

    @Test func numberedListContinuationLinesAlignWithTheText() {
        #expect(
            TextLayout.render([.numberedList(["Choose a drink for me", "Pay"])], width: 20) == """
                1. Choose a drink
                   for me
                2. Pay
                """)
    }

    @Test func numbersAreRightAlignedFromTenItems() {
        let items = (1...10).map { "Step \($0)" }
        #expect(
            TextLayout.render([.numberedList(items)], width: 20) == """
                 1. Step 1
                 2. Step 2
                 3. Step 3
                 4. Step 4
                 5. Step 5
                 6. Step 6
                 7. Step 7
                 8. Step 8
                 9. Step 9
                10. Step 10
                """)
    }

    @Test func keysArePaddedAndValuesHang() {
        let pairs = [
            KeyValue("Total", "$9.00"),
            KeyValue("Note", "Leave it at the front door"),
        ]
        #expect(
            TextLayout.render([.keyValues(pairs)], width: 24) == """
                Total  $9.00
                Note   Leave it at the
                       front door
                """)
    }

    @Test func longKeysPutValuesOnTheNextLine() {
        let pairs = [
            KeyValue("Delivery instructions", "Leave it at the front door"),
            KeyValue("Note", ""),
            KeyValue("Total", "$9.00"),
        ]
        #expect(
            TextLayout.render([.keyValues(pairs)], width: 24) == """
                Delivery instructions
                  Leave it at the front
                  door
                Note
                Total
                  $9.00
                """)
    }

    @Test func ruleSpansTheWidth() {
        #expect(TextLayout.render([.rule], width: 25) == String(repeating: "─", count: 25))
    }

    @Test func statusLineStartsWithAMarker() {
        #expect(
            TextLayout.render([.status("Added Matcha Latte to your cart")], width: 20) == """
                » Added Matcha Latte
                  to your cart
                """)
    }

    @Test func boxFramesItsContentAtExactlyTheWidth() {
        #expect(
            TextLayout.render([.box(title: "Cart", [.paragraph("2 items"), .rule])], width: 20)
                == """
                ┌─ Cart ───────────┐
                │ 2 items          │
                │                  │
                │ ──────────────── │
                └──────────────────┘
                """)
    }

    @Test func boxWithoutTitleAndWithLongTitle() {
        #expect(
            TextLayout.render([.box(title: nil, [.status("ok")])], width: 20) == """
                ┌──────────────────┐
                │ » ok             │
                └──────────────────┘
                """)
        #expect(
            TextLayout.render([.box(title: "Your order history", [])], width: 20) == """
                ┌─ Your order hi… ─┐
                └──────────────────┘
                """)
    }

    @Test func nestedBoxesTooNarrowToFrameShowTheirContentPlain() {
        let nested = Block.box(title: "A", [.box(title: "B", [.paragraph("deep")])])
        #expect(
            TextLayout.render([nested], width: 20) == """
                ┌─ A ──────────────┐
                │ ┌─ B ──────────┐ │
                │ │ deep         │ │
                │ └──────────────┘ │
                └──────────────────┘
                """)
        let deeper = Block.box(title: "A", [.box(title: "B", [.box(title: "C", [.rule])])])
        #expect(
            TextLayout.render([deeper], width: 20) == """
                ┌─ A ──────────────┐
                │ ┌─ B ──────────┐ │
                │ │ ──────────── │ │
                │ └──────────────┘ │
                └──────────────────┘
                """)
    }

    @Test func blocksAreSeparatedByOneBlankLine() {
        let blocks: [Block] = [
            .heading("Cart"), .paragraph(""), .bulletList([]), .paragraph("2 items"),
            .status("Saved"),
        ]
        #expect(
            TextLayout.render(blocks, width: 20) == """
                Cart
                ────────────────────

                2 items

                » Saved
                """)
    }

    @Test func widthBelowTwentyIsTreatedAsTwenty() {
        let blocks: [Block] = [.rule, .paragraph("Ceremonial grade matcha")]
        let expected = """
            ────────────────────

            Ceremonial grade
            matcha
            """
        #expect(TextLayout.render(blocks, width: 5) == expected)
        #expect(TextLayout.render(blocks, width: -3) == expected)
    }

    @Test func controlCharactersAreEscapedInEveryBlock() {
        let hostile = "\u{1B}[31mred\u{9B}"
        let blocks: [Block] = [
            .heading(hostile), .paragraph(hostile + "\nnext\tline"), .bulletList([hostile]),
            .keyValues([KeyValue(hostile, "a\nb")]), .status(hostile),
            .box(title: hostile, [.paragraph("x")]),
        ]
        #expect(
            TextLayout.render(blocks, width: 40) == """
                ^[[31mred<U+009B>
                ────────────────────────────────────────

                ^[[31mred<U+009B>
                next^Iline

                • ^[[31mred<U+009B>

                ^[[31mred<U+009B>  a^Jb

                » ^[[31mred<U+009B>

                ┌─ ^[[31mred<U+009B> ──────────────────┐
                │ x                                    │
                └──────────────────────────────────────┘
                """)
    }

    @Test func noBlocksRenderNothing() {
        #expect(TextLayout.render([], width: 80) == "")
    }
}

@Suite struct PreformattedBlockTests {
    @Test func keepsLinesAsTheyAreButEscapesAndCutsThem() {
        #expect(
            TextLayout.render(
                [.preformatted("Total   $9.00  \n\u{1B}[1mA line much too long to fit")], width: 20)
                == "Total   $9.00\n^[[1mA line much to…")
    }

    /// A cell cut for one line is cut by the columns it shows in: wide characters count two,
    /// an escape is cut whole or not at all (Trivia's history cut facts by characters, so a
    /// fact in Japanese took two lines: found by a hostile tester).
    @Test func cutKeepsTextToItsWidthInColumns() {
        #expect(TextLayout.cut("抹茶 Matcha latte", toWidth: 8) == "抹茶 Ma…")
        #expect(TextLayout.cut("tab\there", toWidth: 6) == "tab^I…")
        #expect(TextLayout.cut(String(repeating: "抹茶", count: 30), toWidth: 9) == "抹茶抹茶…")
        #expect(TextLayout.cut("a\u{1B}bc", toWidth: 3) == "a…")
        #expect(TextLayout.cut("fits", toWidth: 4) == "fits")
        #expect(TextLayout.cut("\u{1B}", toWidth: 4) == "^[")
        #expect(TextLayout.cut("抹茶", toWidth: 0) == "…")
        for width in 1...12 {
            let cut = TextLayout.cut("👩🏽\u{200D}💻 coder 抹茶\u{7}", toWidth: width)
            #expect(DisplayWidth.of(cut) <= width, "\(cut) at \(width)")
        }
    }
}

import Testing

@testable import Scenic

@Suite struct LineWriterTests {
    @Test func joinsLinesWithoutANewlineAfterTheLast() {
        var writer = LineWriter()
        writer.writeLine("one")
        writer.writeLine("two")
        #expect(writer.text == "one\ntwo")
        #expect(writer.lineCount == 2)
    }

    @Test func dropsSpacesAtTheEndOfALineButKeepsThemBeforeText() {
        var writer = LineWriter()
        writer.write("a  ")
        writer.pad(2)
        writer.write(" ")
        writer.write("b ")
        writer.endLine()
        writer.write("c")
        writer.pad(300)
        writer.endLine()
        #expect(writer.text == "a     b\nc")
    }

    @Test func padsWiderThanTheRunItCutsFrom() {
        var writer = LineWriter()
        writer.pad(600)
        writer.write("x")
        writer.writeRule(300)
        writer.endLine()
        #expect(
            writer.text == String(repeating: " ", count: 600) + "x"
                + String(repeating: "─", count: 300))
    }

    @Test func aLineOfOnlySpacesIsBlank() {
        var writer = LineWriter()
        writer.writeLine("top")
        writer.write("   ")
        writer.endLine()
        writer.endLine()
        writer.writeLine("bottom")
        #expect(writer.text == "top\n\n\nbottom")
    }

    @Test func separatesBlocksWithOneBlankLineButNeverBeforeTheFirstLine() {
        var writer = LineWriter()
        writer.separateBlock()
        writer.writeLine("first")
        writer.separateBlock()
        writer.separateBlock()
        writer.writeLine("second")
        #expect(writer.text == "first\n\nsecond")
    }

    @Test func aSeparationTakenBackLeavesNoBlankLine() {
        var writer = LineWriter()
        writer.writeLine("first")
        writer.separateBlock()
        writer.cancelSeparation()
        writer.writeLine("second")
        #expect(writer.text == "first\nsecond")
    }

    @Test func aBlockThatDrawsNothingLeavesNoGap() {
        #expect(
            TextLayout.render(
                [.paragraph("a"), .bulletList([]), .paragraph(" "), .rule], width: 20)
                == "a\n\n" + String(repeating: "─", count: 20))
        #expect(TextLayout.render([.bulletList([]), .paragraph("a")], width: 20) == "a")
        #expect(TextLayout.render([.paragraph("a"), .bulletList([])], width: 20) == "a")
    }

    @Test func renderingBlocksKeepsASeparationTheCallerAskedForWhenTheyDrawNothing() {
        var writer = LineWriter()
        writer.writeLine("caller")
        writer.separateBlock()
        BlockRenderer.render([Block.bulletList([])], width: 20, into: &writer)
        writer.writeLine("next")
        #expect(writer.text == "caller\n\nnext")
    }
}

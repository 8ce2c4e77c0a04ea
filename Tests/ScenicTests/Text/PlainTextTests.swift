import Testing

@testable import Scenic

@Suite struct PlainTextTests {
    @Test func measuresPrintableASCIIInOnePass() throws {
        let plain = try #require(PlainText.measure("Type \"open N\" to see product N."))
        #expect(plain.width == 31)
        #expect(plain.hasWords)
        #expect(plain.isTidy)
    }

    @Test func spacesAtEitherEndOrDoubledAreNotTidy() throws {
        for text in [" lead", "trail ", "two  spaces", " "] {
            #expect(try #require(PlainText.measure(text)).isTidy == false, "\(text)")
        }
        #expect(try #require(PlainText.measure("")).isTidy)
        #expect(try #require(PlainText.measure("   ")).hasWords == false)
    }

    @Test func leavesControlsAndEverythingBeyondASCIIToTheGeneralPath() {
        for text in ["tab\there", "bell\u{7}", "del\u{7F}", "Café", "抹茶", "a·b", "\u{1B}[31m"] {
            #expect(PlainText.measure(text) == nil, "\(text)")
        }
    }

    @Test func plainParagraphsRenderAsTheGeneralPathDoes() {
        // The general path on text it treats alike: escaping changes nothing, widths are
        // lengths, and wrapping collapses untidy spaces.
        for text in ["short", "   spaced    out   ", String(repeating: "word ", count: 30), ""] {
            for width in [20, 33, 80] {
                let lines = TextWrapper.wrap(text, width: width).filter { !$0.isEmpty }
                #expect(
                    TextLayout.render([.paragraph(text)], width: width)
                        == lines.joined(separator: "\n"), "\(text) at \(width)")
            }
        }
    }
}

@Suite struct PlainWrappingTests {
    @Test func wrapsPlainTextAsTheGeneralPathDoes() {
        let texts = [
            "", "   ", "one", "  two  words  ", String(repeating: "word ", count: 40),
            "No products match these filters. Type \"clear\" to see all 20 products, or change.",
            "a bb ccc dddd eeeee ffffff ggggggg hhhhhhhh iiiiiiiii jjjjjjjjjj",
        ]
        for text in texts {
            for width in [2, 5, 9, 10, 20, 33, 80] {
                let general = TextWrapper.wrap(text, width: width)
                if let plain = TextWrapper.wrapPlain(text, width: width) {
                    #expect(plain == general, "\(text) at \(width)")
                } else {
                    // Only a word wider than the line sends text to the general path.
                    #expect(text.split(separator: " ").contains { $0.count > max(width, 2) })
                }
            }
        }
    }
}

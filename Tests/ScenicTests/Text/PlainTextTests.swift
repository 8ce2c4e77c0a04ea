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

    @Test func leavesControlCharactersToTheGeneralPath() {
        for text in ["tab\there", "bell\u{7}", "del\u{7F}", "\u{9B}", "\u{1B}[31m"] {
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

@Suite struct PlainScriptsTests {
    /// Text beyond ASCII that is still plain: its width is what the general measure says.
    @Test func measuresLatinPunctuationBoxDrawingKanaAndIdeographsAsDisplayWidthDoes() throws {
        let texts = [
            "抹茶 Matcha", "Café Crème", "どら焼き Dorayaki", "Crème brûlée · $6.50", "• a — b…",
            "price $5.00 to $20.00 · category Coffee", "Genmaicha 玄米茶", "──── ←→ €12",
        ]
        for text in texts {
            let plain = try #require(PlainText.measure(text), "\(text)")
            #expect(plain.width == DisplayWidth.of(text), "\(text)")
            #expect(VisibleText.escaping(text) == text)
        }
    }

    @Test func leavesJoiningAndInvisibleCharactersToTheGeneralPath() {
        let texts = [
            "e\u{301}cole", "か\u{3099}", "a\u{200B}b", "a\u{2028}b", "soft\u{AD}hyphen", "👍",
            "한국어", "\u{C2}\u{85}", "ｆｕｌｌ", "a\u{FEFF}",
        ]
        for text in texts {
            #expect(PlainText.measure(text) == nil, "\(text)")
        }
    }

    @Test func wrapsPlainTextInOtherScriptsAsTheGeneralPathDoes() {
        let text = "抹茶 Matcha · Café Crème — どら焼き Dorayaki, Genmaicha 玄米茶 and Crème brûlée"
        for width in 2...40 {
            if let plain = TextWrapper.wrapPlain(text, width: width) {
                #expect(plain == TextWrapper.wrap(text, width: width), "at \(width)")
            }
        }
        #expect(TextWrapper.wrapPlain(text, width: 40) != nil)
    }
}

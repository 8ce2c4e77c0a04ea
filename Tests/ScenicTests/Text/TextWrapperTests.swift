import ScenicTestSupport
import Testing

@testable import Scenic

@Suite struct TextWrapperTests {
    /// Words are found on bytes; for every scalar next to a space that must give what splitting
    /// by character gives (a combining mark joins the space before it, a prepended mark the
    /// space after it).
    ///
    /// A sample of the scalars: see ``ScalarSample``.
    @Test func findsTheWordsSplittingByCharacterWouldFind() {
        var disagreements: [String] = []
        for scalar in ScalarSample.scalars() {
            let alone = String(Character(scalar))
            for text in ["a " + alone + " b", alone + " x", "x " + alone, "  " + alone + "  "] {
                let expected = text.split(separator: " ")
                if TextWrapper.words(in: text) != expected {
                    disagreements.append(
                        "U+\(String(scalar.value, radix: 16)) in \(text.debugDescription)")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10)); \(TestSample.reproduction)")
    }

    @Test func wrapsAtWordBoundaries() {
        #expect(
            TextWrapper.wrap("Green tea latte with oat milk", width: 12)
                == ["Green tea", "latte with", "oat milk"])
    }

    @Test func wordThatFillsTheLineExactlyStaysOnIt() {
        #expect(TextWrapper.wrap("abcde fghij", width: 5) == ["abcde", "fghij"])
        #expect(TextWrapper.wrap("ab cd", width: 5) == ["ab cd"])
    }

    @Test func collapsesRunsOfSpacesAndDropsOuterSpaces() {
        #expect(TextWrapper.wrap("  one   two  ", width: 20) == ["one two"])
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(TextWrapper.wrap("", width: 10) == [""])
        #expect(TextWrapper.wrap("    ", width: 10) == [""])
    }

    @Test func breaksWordsLongerThanTheWidth() {
        #expect(TextWrapper.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWrapper.wrap("to abcdefgh ok", width: 4) == ["to", "abcd", "efgh", "ok"])
    }

    @Test func longWordsBreakAfterTheirHyphensFirst() {
        #expect(TextWrapper.wrap("Pour-over dripper", width: 8) == ["Pour-", "over", "dripper"])
        #expect(
            TextWrapper.wrap("Hand-thrown-stoneware", width: 12) == ["Hand-thrown-", "stoneware"])
        // A piece still too long is cut as before.
        #expect(TextWrapper.wrap("ab-cdefghij", width: 4) == ["ab-", "cdef", "ghij"])
    }

    @Test func tailOfBrokenWordIsFollowedByTheNextWord() {
        #expect(TextWrapper.wrap("abcdefg hi", width: 5) == ["abcde", "fg hi"])
    }

    @Test func wideCharactersNeverStraddleTheEdge() {
        #expect(TextWrapper.wrap("抹茶抹茶抹茶", width: 5) == ["抹茶", "抹茶", "抹茶"])
        #expect(TextWrapper.wrap("a抹茶", width: 4) == ["a抹", "茶"])
    }

    @Test func graphemesAreNeverSplit() {
        let family = "👨‍👩‍👧"
        #expect(
            TextWrapper.wrap(family + family + family, width: 5) == [family + family, family])
        #expect(
            TextWrapper.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == [
                "e\u{301}e\u{301}", "e\u{301}",
            ])
    }

    @Test func zeroWidthWordsAreKept() {
        #expect(TextWrapper.wrap("\u{200B} word", width: 10) == ["\u{200B} word"])
    }

    @Test func widthBelowTwoIsTreatedAsTwo() {
        #expect(TextWrapper.wrap("抹茶", width: 1) == ["抹", "茶"])
        #expect(TextWrapper.wrap("abc", width: 0) == ["ab", "c"])
    }

    @Test func noLineIsWiderThanTheWidth() {
        let text = "Crème brûlée 抹茶ラテ👨‍👩‍👧 🇯🇵 Supercalifragilisticexpialidocious 抹茶抹茶抹茶抹茶抹茶抹茶抹茶抹茶"
        for width in 2...40 {
            let lines = TextWrapper.wrap(text, width: width)
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)")
                #expect(!line.hasSuffix(" ") && !line.hasPrefix(" "))
            }
            // Nothing but the spaces between words is lost.
            #expect(
                lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        }
    }
}

import ScenicTestSupport
import Testing

@testable import Scenic

@Suite struct DisplayWidthTests {
    @Test func asciiCountsOneColumnPerPrintableCharacter() {
        #expect(DisplayWidth.of("Matcha latte") == 12)
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("a\u{7}b\u{7F}") == 2)
    }

    @Test func wideCharactersCountTwoColumns() {
        #expect(DisplayWidth.of("抹茶") == 4)
        #expect(DisplayWidth.of("抹茶 Matcha") == 11)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of(Character("茶")) == 2)
    }

    @Test func accentedLettersCountOneColumn() {
        #expect(DisplayWidth.of("Café Crème") == 10)
        #expect(DisplayWidth.of("Crème brûlée") == 12)
    }

    @Test func combiningMarksCountZeroColumns() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of(Character("e\u{301}")) == 1)
        #expect(DisplayWidth.of("Cafe\u{301} Cre\u{300}me") == 10)
        #expect(DisplayWidth.of("\u{301}") == 0)
    }

    /// A spacing vowel sign takes a column of its own, as terminals draw it.
    ///
    /// A cluster is as wide as its code points together. Before, "कि" counted 1 where a
    /// terminal drew 2, so the line editor's cursor and redraws went astray and tables wrapped
    /// in the wrong place.
    @Test func spacingMarksAndOtherSpacingCodePointsOfAClusterCount() {
        #expect(DisplayWidth.of(Character("\u{915}\u{93F}")) == 2)  // कि
        #expect(DisplayWidth.of("\u{915}\u{93F}\u{915}\u{93F}") == 4)
        #expect(DisplayWidth.of(Character("\u{E01}\u{E33}")) == 2)  // กำ
        #expect(DisplayWidth.of("search \u{915}\u{93F}") == 9)
        // A virama joins without a column; the consonant after it takes one.
        #expect(DisplayWidth.of("\u{915}\u{94D}\u{937}") == 2)  // क्ष
        // Two leading Hangul jamo, one cluster, two wide letters.
        #expect(DisplayWidth.of(Character("\u{1100}\u{1100}")) == 4)
        #expect(DisplayWidth.of(Character("\u{1100}\u{1161}\u{11A8}")) == 2)  // 각
    }

    @Test func zeroWidthFormatCharactersCountZeroColumns() {
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("a\u{200D}b") == 2)
        #expect(DisplayWidth.of("a\u{FEFF}") == 1)
        #expect(DisplayWidth.of("\u{FE0F}") == 0)
    }

    @Test func emojiCountTwoColumns() {
        #expect(DisplayWidth.of("🍵") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("tea 🍵!") == 7)
    }

    @Test func zeroWidthJoinerFamilyCountsTwoColumns() {
        #expect(DisplayWidth.of("👨‍👩‍👧‍👦") == 2)
        #expect(DisplayWidth.of(Character("👨‍👩‍👧‍👦")) == 2)
        #expect(DisplayWidth.of("🏳️‍🌈") == 2)
    }

    @Test func flagsCountTwoColumns() {
        #expect(DisplayWidth.of("🇯🇵") == 2)
        #expect(DisplayWidth.of("🇫🇷🇮🇹") == 4)
    }

    @Test func variationSelectorSixteenMakesTextSymbolsTwoColumns() {
        #expect(DisplayWidth.of("\u{2764}") == 1)
        #expect(DisplayWidth.of("\u{2764}\u{FE0F}") == 2)
        #expect(DisplayWidth.of("#\u{FE0F}\u{20E3}") == 2)
        #expect(DisplayWidth.of("a#\u{FE0F}\u{20E3}") == 3)
    }

    /// Text is measured without forming characters where it can; for every scalar that must
    /// give what measuring character by character gives (a sample: see ``ScalarSample``).
    @Test func measuringTextAgreesWithMeasuringItsCharacters() {
        var disagreements: [String] = []
        for scalar in ScalarSample.scalars() {
            let alone = String(Character(scalar))
            for text in [
                "a" + alone + "b", alone, alone + "\u{301}x", alone + "x" + alone,
                // Box drawing after it is measured without segmenting, as ASCII is.
                alone + "──", "─" + alone + "─", "──" + alone,
            ] {
                let byCharacter = text.reduce(0) { $0 + DisplayWidth.of($1) }
                if DisplayWidth.of(text) != byCharacter {
                    disagreements.append(
                        "U+\(String(scalar.value, radix: 16)) in \(text.debugDescription)")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10)); \(TestSample.reproduction)")
    }

    @Test func substringsAreMeasuredLikeStrings() {
        let text = "Menu: 抹茶 Matcha"
        #expect(DisplayWidth.of(text.dropFirst(6)) == 11)
    }

    @Test func tableIsSortedWithoutOverlaps() {
        #expect(DisplayWidthTable.entries.count % 3 == 0)
        let ranges = (0..<DisplayWidthTable.rangeCount).map(DisplayWidthTable.range)
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            #expect(previous.first <= previous.last)
            #expect(previous.last < next.first)
        }
        #expect(ranges.allSatisfy { $0.width == 0 || $0.width == 2 })
    }
}

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
        let ranges = DisplayWidthTable.ranges
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            #expect(previous.first <= previous.last)
            #expect(previous.last < next.first)
        }
    }
}

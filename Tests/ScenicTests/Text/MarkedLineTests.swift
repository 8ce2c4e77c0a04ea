import ScenicTestSupport
import Testing

@testable import Scenic

/// `Block.marked`: a line of typed text with `^` under one character, as a calculator or a
/// command parser points at where it stopped, whatever the text holds and however long it is.
@Suite struct MarkedLineTests {
    private func lines(_ text: String, at offset: Int, width: Int = 40) -> [String] {
        TextLayout.render([.marked(text, at: offset)], width: width)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theDocumentedExample() {
        #expect(lines("2 * (3 + 4", at: 4, width: 20) == ["2 * (3 + 4", "    ^"])
    }

    /// Past the end: a parser that wanted more.
    @Test func aMarkAfterTheEndTakesAColumnOfItsOwn() {
        #expect(lines("2 * (3 +", at: 8) == ["2 * (3 +", "        ^"])
        #expect(lines("", at: 0) == ["", "^"])
        // Out of range is the nearer end.
        #expect(lines("12", at: 99) == ["12", "  ^"])
        #expect(lines("12", at: -3) == ["12", "^"])
    }

    /// The caret goes under the character as the screen shows it: wide characters take two
    /// columns, a tab is `^I`, an escape `^[`, a hidden character its code point.
    @Test func theCaretCountsColumnsAsTheScreenShowsThem() {
        #expect(lines("1 +\t\t(2", at: 5) == ["1 +^I^I(2", "       ^"])
        #expect(lines("抹茶 × 3 + $", at: 9) == ["抹茶 × 3 + $", "           ^"])
        #expect(lines("a\u{1B}[31mb", at: 2) == ["a^[[31mb", "   ^"])
        #expect(lines("1\u{200B}+2", at: 2) == ["1<U+200B>+2", "         ^"])
    }

    /// A line wider than the screen is cut around the mark, "…" where it is cut, and the
    /// caret still under the marked character.
    @Test func aLongLineIsCutAroundTheMark() {
        let text = String(repeating: "x", count: 2_500) + "?" + String(repeating: "y", count: 2_499)
        let shown = lines(text, at: 2_500)
        #expect(shown.count == 2)
        #expect(shown[0].hasPrefix("…x") && shown[0].hasSuffix("y…"), "\(shown[0])")
        #expect(DisplayWidth.of(shown[0]) == 40)
        let caret = shown[1].count - 1
        #expect(Array(shown[0])[caret] == "?")
        // Near the start, nothing is cut before it.
        let start = lines(text, at: 3)
        #expect(start[0].hasPrefix("xxx") && start[0].hasSuffix("x…"))
        #expect(start[1] == "   ^")
        // At the end, nothing after it.
        let end = lines(text, at: 5_000)
        #expect(end[0].hasPrefix("…y") && !end[0].hasSuffix("…"))
        #expect(DisplayWidth.of(end[0]) == 39)
        #expect(end[1] == String(repeating: " ", count: 39) + "^")
    }

    /// Any text, mark and width: no line wider than the screen, and the caret under the first
    /// column of the marked character (or just after the text).
    @Test func theCaretIsAlwaysUnderTheMarkedCharacter() {
        var generator = TestSample.generator()
        let alphabet: [Character] = [
            "a", "b", " ", "\t", "\u{1B}", "抹", "é", "e\u{301}", "🍵", "\u{202E}",
        ]
        for _ in 0..<300 {
            let text = String(
                (0..<Int.random(in: 0..<120, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                })
            let count = text.count
            let mark = Int.random(in: 0...count, using: &generator)
            let width = Int.random(in: 20...60, using: &generator)
            let shown = lines(text, at: mark, width: width)
            #expect(shown.count == 2)
            #expect(
                DisplayWidth.of(shown[0]) <= width,
                "\(text.debugDescription) at \(mark); \(TestSample.reproduction)")
            let caret = shown[1].count - 1
            #expect(shown[1] == String(repeating: " ", count: caret) + "^")
            // What the line shows up to the caret's column ends just before the marked
            // character's picture.
            let pieces = text.map { VisibleText.escaping(String($0)) }
            let expected = mark < count ? pieces[mark] : ""
            // (A screen line drops its trailing spaces: put them back.)
            let line =
                shown[0]
                + String(repeating: " ", count: max(0, caret + 1 - DisplayWidth.of(shown[0])))
            var column = 0
            var rest = Substring(line)
            while column < caret, let character = rest.first {
                column += DisplayWidth.of(character)
                rest = rest.dropFirst()
            }
            #expect(
                column == caret,
                "\(text.debugDescription) at \(mark), width \(width); \(TestSample.reproduction)")
            #expect(
                rest.hasPrefix(expected) || rest.hasPrefix("…") && expected.isEmpty
                    || expected.isEmpty && rest.allSatisfy { $0 == " " }
                    || expected == " " && rest.allSatisfy { $0 == " " },
                "\(text.debugDescription) at \(mark), width \(width): \(shown); \(TestSample.reproduction)"
            )
        }
    }

    @Test func aMarkedLineMovedIsNotTheSameBlock() {
        #expect(!Block.marked("1 +", at: 1).isIdentical(to: .marked("1 +", at: 2)))
        #expect(Block.marked("1 +", at: 1).isIdentical(to: .marked("1 +", at: 1)))
        #expect(!Block.marked("caf\u{E9}", at: 1).isIdentical(to: .marked("cafe\u{301}", at: 1)))
    }
}

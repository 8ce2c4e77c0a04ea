import ScenicTestSupport
import Testing

@testable import Scenic

/// A control character is shown as `^[` or `<U+200F>`, and a line is never cut inside one:
/// `^` at the end of a line and `[bbb` on the next read as text that was typed (found by a
/// stranger's phrasebook, whose right-to-left marks were cut as `<U+20` / `0F>`).
@Suite struct EscapeCutTests {
    private func lines(_ block: Block, width: Int) -> [String] {
        TextLayout.render([block], width: width).split(separator: "\n").map(String.init)
    }

    @Test func theStrangersCases() {
        #expect(
            lines(.paragraph("aaaaaaaaaaaaaaaaaaa\u{1B}bbb"), width: 20)
                == ["aaaaaaaaaaaaaaaaaaa", "^[bbb"])
        #expect(
            lines(.paragraph("aaaaaaaaaaaaaaa\u{200F}bbb"), width: 20)
                == ["aaaaaaaaaaaaaaa", "<U+200F>bbb"])
        #expect(
            lines(.preformatted("abcdefghijklmnopqr\u{1B}xyz"), width: 20)
                == ["abcdefghijklmnopqr…"])
        #expect(
            lines(.preformatted("abcdefghijklmnop<\u{200F}>"), width: 20)
                == ["abcdefghijklmnop<…"])
    }

    /// An escape wider than the line itself is cut, as any word is: never a line too wide.
    @Test func anEscapeWiderThanTheLineIsCutLikeAWord() {
        #expect(TextWrapper.wrap("<U+200F>", width: 5) == ["<U+20", "0F>"])
        #expect(TextWrapper.wrap("a<U+200F>", width: 8) == ["a", "<U+200F>"])
    }

    /// Random words of letters and control characters, wrapped and cut at random widths: the
    /// lines put back together are the escaped text, and no line ends inside an escape.
    @Test func noWidthCutsAnEscape() {
        var random = TestSample.generator()
        let pieces: [String] = ["a", "b", "抹", "\u{1B}", "\u{7F}", "\u{9B}", "\u{200F}", "\t", "é"]
        for _ in 0..<300 {
            var text = ""
            var shown: [String] = []
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                let piece = pieces[Int.random(in: 0..<pieces.count, using: &random)]
                text += piece
                shown.append(VisibleText.escaping(piece))
            }
            // Where an escape ends and a line may be cut, in characters of the escaped text.
            var cuts: Set<Int> = [0]
            var offset = 0
            for piece in shown {
                offset += piece.count
                cuts.insert(offset)
            }
            let width = Int.random(in: 8...30, using: &random)
            let wrapped = lines(.paragraph(text), width: width)
            #expect(wrapped.joined() == shown.joined(), "\(TestSample.reproduction)")
            var end = 0
            for line in wrapped.dropLast() {
                end += line.count
                #expect(cuts.contains(end), "\(wrapped) \(TestSample.reproduction)")
            }
            let cut = lines(.preformatted(text), width: width)[0]
            if cut.hasSuffix("…") {
                #expect(cuts.contains(cut.count - 1), "\(cut) \(TestSample.reproduction)")
            }
        }
    }
}

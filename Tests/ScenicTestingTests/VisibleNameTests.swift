import Scenic
import ScenicSnapshotStore
import Testing

/// The `scenic` command's ``VisibleName`` is Scenic's `VisibleText` rule, mirrored because the
/// command does not depend on the library: these tests keep the two from drifting apart.
@Suite struct VisibleNameTests {
    @Test func agreesWithVisibleTextOnEveryScalar() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            if VisibleName.escaping(text) != VisibleText.escaping(text) {
                disagreements.append(value)
            }
        }
        #expect(disagreements == [])
    }

    @Test func agreesOnMixedText() {
        for text in [
            "Snapshots/Cart/total.1.txt", "\u{1B}[31mred\u{1B}[0m", "a\r\nb\t", "\u{9B}2J",
            "cod\u{202E}txt.exe", "\u{FEFF}\u{200B}\u{2060}", "é👩‍💻\u{2066}x\u{2069}", "",
        ] {
            #expect(VisibleName.escaping(text) == VisibleText.escaping(text))
        }
    }

    @Test func quotedAlsoShowsWhatDebugDescriptionLeavesRaw() {
        #expect(VisibleName.quoted("a\u{1B}b") == #""a\u{1B}b""#)
        #expect(VisibleName.quoted("a\u{202E}b\u{9B}") == #""a<U+202E>b<U+009B>""#)
    }
}

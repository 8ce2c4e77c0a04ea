import ScenicSnapshotStore
import Testing

/// The snapshot tools show names as Scenic's screens show text, and quote them visibly too.
@Suite struct VisibleNameTests {
    @Test func namesAreShownAsScreensShowText() {
        #expect(VisibleName.escaping("Snapshots/\u{1B}[31mred.txt") == "Snapshots/^[[31mred.txt")
        #expect(VisibleName.escaping("cod\u{202E}txt.exe") == "cod<U+202E>txt.exe")
        #expect(VisibleName.escaping("Snapshots/Cart/total.1.txt") == "Snapshots/Cart/total.1.txt")
    }

    @Test func quotedAlsoShowsWhatDebugDescriptionLeavesRaw() {
        #expect(VisibleName.quoted("a\u{1B}b") == #""a\u{1B}b""#)
        #expect(VisibleName.quoted("a\u{202E}b\u{9B}") == #""a<U+202E>b<U+009B>""#)
    }
}

import Testing

@testable import ScenicCommand

/// How `scenic review` fits a change to the terminal.
@Suite struct ReviewScreenTests {
    @Test func aLineWiderThanTheTerminalIsClippedWithAMarker() {
        #expect(
            ReviewScreen.clip("+" + String(repeating: "a", count: 80), to: 80)
                == "+" + String(repeating: "a", count: 78) + "→")
        #expect(ReviewScreen.clip("short", to: 80) == "short")
        // Wide characters take two columns; one that would straddle the edge is left out.
        #expect(ReviewScreen.clip("-抹茶抹茶", to: 6) == "-抹茶→")
        // Style sequences take no room, are kept whole, and a cut styled line is reset.
        #expect(
            ReviewScreen.clip("\u{1B}[31m-abcdef\u{1B}[0m", to: 5)
                == "\u{1B}[31m-abc\u{1B}[0m→")
        #expect(ReviewScreen.clip("\u{1B}[31m-abc\u{1B}[0m", to: 4) == "\u{1B}[31m-abc\u{1B}[0m")
    }

    @Test func aHeadingIsWrappedBetweenWordsNeverInside() {
        #expect(
            ReviewScreen.wrap(
                "[1/1] The same change in 91 snapshots (changed): \"quit\" → \"leave\":", to: 40)
                == [
                    "[1/1] The same change in 91 snapshots",
                    "  (changed): \"quit\" → \"leave\":",
                ])
        #expect(
            ReviewScreen.wrap("  Suite › test (a long name)", to: 20) == [
                "  Suite › test (a", "    long name)",
            ])
    }

    @Test func aBodyTallerThanTheTerminalIsPagedUnderTheHeading() {
        let body = (1...25).map { "line \($0)" }.joined(separator: "\n")
        let screen = ReviewScreen(heading: ["", "[1/1] Cart"], body: body, columns: 80, rows: 12)
        #expect(screen.pageSize == 8)
        #expect(screen.pages.count == 4)
        #expect(
            screen.lines(ofPage: 3) == [
                "", "[1/1] Cart", "line 25", "-- lines 25–25 of 25: the end; b back --",
            ])
        #expect(screen.lines(ofPage: 1).first == "")
        #expect(screen.lines(ofPage: 1).count == 11)
    }

    @Test func onAShortTerminalTheListIsCutSoTheDiffKeepsRoom() {
        let heading = [
            "", "[1/1] The same change in 3 snapshots (changed): \"quit\" → \"leave\":",
            "  PreviewGalleryTests › everyPreview (List.empty.40)",
            "  PreviewGalleryTests › everyPreview (List.empty.80)",
        ]
        let tall = ReviewScreen(heading: heading, body: "a\nb", columns: 40, rows: 40)
        #expect(tall.heading.count == 7)
        let short = ReviewScreen(heading: heading, body: "a\nb", columns: 40, rows: 16)
        #expect(
            short.heading == [
                "", "[1/1] The same change in 3 snapshots",
                "  (changed): \"quit\" → \"leave\":",
                "  PreviewGalleryTests › everyPreview (L→",
                "  PreviewGalleryTests › everyPreview (L→",
            ])
    }

    @Test func withoutATerminalsSizeNothingIsClippedOrPaged() {
        let body = (1...100).map { String(repeating: "x", count: $0) }.joined(separator: "\n")
        let screen = ReviewScreen(heading: ["h"], body: body, columns: nil, rows: nil)
        #expect(!screen.isPaged)
        #expect(screen.lines(ofPage: 0) == ["h"] + body.split(separator: "\n").map(String.init))
    }
}

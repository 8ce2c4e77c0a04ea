import Scenic
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

    /// A change past the right edge would be cut off with the rest of its line: the lines a
    /// diff removes and adds are folded instead, and the file lines and kept lines clipped.
    @Test func aChangedLineWiderThanTheTerminalIsFoldedSoTheChangeShows() {
        let kept = " " + String(repeating: "k", count: 30)
        let removed = "-" + String(repeating: "x", count: 25) + "quit"
        let added = "+" + String(repeating: "x", count: 25) + "exit"
        let file = "--- Snapshots/" + String(repeating: "s", count: 30)
        let screen = ReviewScreen(
            heading: ["h"], body: [file, kept, removed, added].joined(separator: "\n"),
            columns: 20, rows: nil)
        #expect(
            screen.pages[0] == [
                "--- Snapshots/sssss→",
                " kkkkkkkkkkkkkkkkkk→",
                "-xxxxxxxxxxxxxxxxxx↩",
                "-xxxxxxxquit",
                "+xxxxxxxxxxxxxxxxxx↩",
                "+xxxxxxxexit",
            ])
        // A style in effect is reset where a part ends and set again where the next starts.
        #expect(
            ReviewScreen.fold("\u{1B}[32m+abcdefgh\u{1B}[0m", to: 5, continuingWith: "+")
                == [
                    "\u{1B}[32m+abc\u{1B}[0m↩", "\u{1B}[32m+def\u{1B}[0m↩",
                    "\u{1B}[32m+gh\u{1B}[0m",
                ])
        // Three columns still show every character of a change.
        #expect(
            ReviewScreen.fold("-abcd", to: 3, continuingWith: "-") == ["-a↩", "-b↩", "-cd"])
        // A last part may use the marker's column; a text's every line is folded, no prefix.
        #expect(ReviewScreen.fold("abcdefghi", to: 5, continuingWith: "") == ["abcd↩", "efghi"])
        let text = ReviewScreen(
            heading: ["h"], body: "abcdefghi", columns: 5, rows: nil, folding: .everyLine)
        #expect(text.pages[0] == ["abcd↩", "efghi"])
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

    /// A page is never taller than the terminal while the heading can give way: on 12 rows
    /// each page's first two rows scrolled away (found by a hostile tester at 20 by 12).
    @Test func onAVeryShortTerminalTheListAndThenTheEmptyLineGo() {
        let heading = [
            "", "[1/2] The same change in 27 snapshots (changed):",
            "  PreviewGalleryTests › everyPreview (List.empty.40)",
            "  PreviewGalleryTests › everyPreview (List.empty.80)",
            "  … and 25 more",
        ]
        let body = (1...30).map { "+line \($0)" }.joined(separator: "\n")
        for rows in [12, 11] {
            let screen = ReviewScreen(heading: heading, body: body, columns: 20, rows: rows)
            // The page, its line of where it stands, and the prompt's row.
            #expect(screen.lines(ofPage: 0).count + 1 <= rows, "\(rows) rows")
            #expect(!screen.heading.contains { $0.contains("everyPreview") }, "\(rows) rows")
            #expect(screen.heading.contains { $0.contains("[1/2]") }, "\(rows) rows")
        }
        #expect(
            ReviewScreen(heading: heading, body: body, columns: 20, rows: 12).heading.first == "")
        #expect(
            ReviewScreen(heading: heading, body: body, columns: 20, rows: 11).heading.first != "")
        let stored = heading + ["Stored text of Snapshots/a.txt:"]
        #expect(
            ReviewScreen(heading: stored, body: body, columns: 80, rows: 12).heading == [
                "", "[1/2] The same change in 27 snapshots (changed):",
                "Stored text of Snapshots/a.txt:",
            ])
    }

    @Test func withoutATerminalsSizeNothingIsClippedOrPaged() {
        let body = (1...100).map { String(repeating: "x", count: $0) }.joined(separator: "\n")
        let screen = ReviewScreen(heading: ["h"], body: body, columns: nil, rows: nil)
        #expect(!screen.isPaged)
        let lines: [String] = body.split(separator: "\n").map(String.init)
        #expect(screen.lines(ofPage: 0) == ["h"] + lines)
    }

    /// A code point the diff names (`<U+0301>`) is folded whole, never as `<U+` on one line
    /// and `0301>` on the next (found by a hostile tester at 23 columns).
    @Test func aNamedCodePointIsNeverFoldedInside() {
        let line = "+e<U+0301><U+0301><U+E0041>tag and more text"
        for columns in 8...30 {
            let parts = ReviewScreen.fold(line, to: columns, continuingWith: "+")
            for part in parts {
                #expect(!part.hasSuffix("<U↩") && !part.hasPrefix("+0301"), "\(parts)")
                #expect(DisplayWidth.of(part) <= max(columns, 11), "\(parts) at \(columns)")
            }
            let joined = parts.enumerated().map { index, part in
                String(
                    (index == 0 ? part[...] : part.dropFirst()).dropLast(
                        index < parts.count - 1 ? 1 : 0))
            }.joined()
            #expect(joined == line, "\(parts)")
        }
    }

    /// On a narrow terminal the line under a page says where it stands in few words, and the
    /// list of keys wraps at spaces under each key's words.
    @Test func aNarrowTerminalGetsShortPageLinesAndWrappedKeys() {
        let body = (1...25).map { "line \($0)" }.joined(separator: "\n")
        let screen = ReviewScreen(heading: [], body: body, columns: 23, rows: 12)
        #expect(screen.lines(ofPage: 0).last == "-- 1–10 of 25 --")
        #expect(
            Terminal.hanging(
                "e  each: decide the snapshots of this change one by one", width: 22, indent: 3)
                == ["e  each: decide the", "   snapshots of this", "   change one by one"])
        #expect(
            Terminal.hanging("A  accept all the rest    R  reject all", width: 30, indent: 3)
                == ["A  accept all the rest    R", "   reject all"])
        #expect(Terminal.hanging("b  back", width: 22, indent: 3) == ["b  back"])
    }
}

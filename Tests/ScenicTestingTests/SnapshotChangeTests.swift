import Foundation
import Testing

@testable import ScenicCommand
@testable import ScenicSnapshotStore

/// What counts as the same change when `scenic review` groups pending snapshots.
@Suite struct SnapshotChangeTests {
    private let package: TemporaryPackage
    private let store: SnapshotStore

    init() throws {
        package = try TemporaryPackage()
        store = SnapshotStore(root: package.root)
    }

    private func pending(_ name: String, stored: String?, new: String) throws -> PendingSnapshot {
        let path = "Snapshots/S/\(name).txt"
        if let stored { try package.write(stored, to: path) }
        try package.write(new, to: path + ".new")
        return PendingSnapshot(storedPath: path)
    }

    @Test func aWordChangedAnywhereAndAnyNumberOfTimesIsOneChange() throws {
        let footer = try pending("footer", stored: "A\nhelp · quit\n", new: "A\nhelp · exit\n")
        let story = try pending(
            "story", stored: "> x\nB · quit\n> y\nB · quit\n", new: "> x\nB · exit\n> y\nB · exit\n"
        )
        let alone = try pending("alone", stored: "C ·\nquit\n", new: "C ·\nexit\n")
        let change = try store.change(of: footer)
        #expect(change.pieces == [.words(removed: ["quit"], added: ["exit"])])
        #expect(change.summary == "\"quit\" → \"exit\"")
        #expect(try store.change(of: story) == change)
        #expect(try store.change(of: alone) == change)
        let grouped = store.groupedByChange([footer, story, alone])
        #expect(grouped.groups.map { $0.readings.map(\.snapshot) } == [[footer, story, alone]])
    }

    @Test func rewrittenLinesNewSnapshotsAndOtherWordsAreOtherChanges() throws {
        let word = try pending("word", stored: "Total 3\n", new: "Total 4\n")
        let rewritten = try pending("rewritten", stored: "all gone\n", new: "nothing here\n")
        let added = try pending("added", stored: "a\n", new: "a\nb\n")
        let new = try pending("new", stored: nil, new: "Total 4\n")
        #expect(try store.change(of: rewritten).summary == nil)
        #expect(
            try store.change(of: added).pieces == [.lines(removed: [], added: ["b"])])
        #expect(try store.change(of: new).isNew)
        let grouped = store.groupedByChange([word, rewritten, added, new])
        #expect(grouped.groups.count == 4)
    }

    /// Words added to a wrapped paragraph move others onto the next line, or a line more:
    /// the change is the words added, not the words that moved.
    @Test func aParagraphWrappedAgainIsTheWordsThatChanged() throws {
        let stored = """
            Library
            Dusty shelves climb to the ceiling. A book lies open on a
            desk by the window.
            Commands: help · quit

            """
        let sameLines = try pending(
            "same-lines", stored: stored,
            new: """
                Library
                Dusty oak shelves climb to the painted ceiling. A book lies
                open on a desk by the window.
                Commands: help · quit

                """)
        let lineMore = try pending(
            "line-more", stored: stored,
            new: """
                Library
                Dusty oak shelves climb to the painted ceiling. A book lies
                open on a desk by the window, under a lamp that is burning
                low.
                Commands: help · quit

                """)
        // Each run of words quoted apart: they were added in two places.
        #expect(try store.change(of: sameLines).summary == #"nothing → "oak" "painted""#)
        let lineMoreSummary = try store.change(of: lineMore).summary
        #expect(
            lineMoreSummary
                == #"nothing → "oak" "painted" ", under a lamp that is burning low""#)
        // A rewritten paragraph is still lines.
        let rewritten = try pending(
            "rewritten", stored: stored,
            new: """
                Library
                Rain drums on the glass. Nothing here has been read in
                years.
                Commands: help · quit

                """)
        #expect(try store.change(of: rewritten).summary == nil)
    }

    /// Spacing changed within a line, or a line broken anew, is not the same change as the
    /// words alone.
    ///
    /// One key decides a group after its first diff is shown: a difference the key leaves out
    /// is one a reviewer never sees.
    @Test func spacingOrLineBreaksThatChangedWithTheWordsAreAnotherChange() throws {
        let plain = try pending("plain", stored: "help · quit · add\n", new: "help · exit · add\n")
        let spaced = try pending(
            "spaced", stored: "help · quit · add\n", new: "help ·    exit · add\n")
        let indented = try pending(
            "indented", stored: "help · quit · add\n", new: "    help · exit · add\n")
        let broken = try pending(
            "broken", stored: "help · quit · add\n", new: "help · exit\n· add\n")
        let grouped = store.groupedByChange([plain, spaced, indented, broken])
        #expect(grouped.groups.count == 4)
        #expect(try store.change(of: plain).pieces == [.words(removed: ["quit"], added: ["exit"])])
        #expect(
            try store.change(of: broken).pieces == [
                .rewrapped(
                    removed: ["quit"], added: ["exit"], removedLines: ["help · quit · add"],
                    addedLines: ["help · exit", "· add"])
            ])
        // The words they change are the same, and the heading says so.
        for snapshot in [spaced, broken] {
            #expect(try store.change(of: snapshot).summary == "\"quit\" → \"exit\"")
        }
        // Spacing alone names no words.
        let respaced = try pending("respaced", stored: "a b\n", new: "a  b\n")
        #expect(try store.change(of: respaced).summary == nil)
        // Beside words, spacing realigned is left out of the heading: a label renamed moves the
        // column of the rows below it.
        let relabelled = try pending(
            "relabelled", stored: "Left  3:00\nDone  2\n\nfooter\nEnd   1\n",
            new: "Time left  3:00\nDone       2\n\nfooter\nEnd        1\n")
        #expect(try store.change(of: relabelled).summary == #""Left" → "Time left""#)
        // And so is a table's rule redrawn at the column's new width (a newcomer's heading
        // named nothing for a column renamed).
        let column = try pending(
            "column", stored: "Unit  In metres\n────  ─────────\nkm    1000\n",
            new: "Unit  Metres\n────  ──────\nkm    1000\n")
        #expect(try store.change(of: column).summary == #""In metres" → "Metres""#)
    }

    /// The same word added to a paragraph at two widths is named alike, and decided apart:
    /// where the words moved is seen in each one's diff.
    @Test func theSameParagraphChangeAtTwoWidthsIsNamedAlikeAndDecidedApart() throws {
        let wide = try pending(
            "wide", stored: "The shelves climb to the ceiling. A\nbook lies open.\n",
            new: "The oak shelves climb to the\nceiling. A book lies open.\n")
        let narrow = try pending(
            "narrow", stored: "The shelves climb\nto the ceiling. A\nbook lies open.\n",
            new: "The oak shelves\nclimb to the\nceiling. A book\nlies open.\n")
        let roomy = try pending(
            "roomy", stored: "The shelves climb to the ceiling. A book lies open.\n",
            new: "The oak shelves climb to the ceiling. A book lies open.\n")
        #expect(
            try store.change(of: wide).pieces == [
                .rewrapped(
                    removed: [], added: ["oak"],
                    removedLines: ["The shelves climb to the ceiling. A", "book lies open."],
                    addedLines: ["The oak shelves climb to the", "ceiling. A book lies open."])
            ])
        #expect(try store.change(of: roomy).pieces == [.words(removed: [], added: ["oak "])])
        for snapshot in [wide, narrow, roomy] {
            #expect(try store.change(of: snapshot).summary == #"nothing → "oak""#)
        }
        let groups = store.groupedByChange([wide, narrow, roomy]).groups
        #expect(groups.map { $0.readings.map(\.snapshot) } == [[wide], [narrow], [roomy]])
    }

    /// Only plain text is read across its line breaks: blank lines, or spacing, in words that
    /// moved across lines are a change of lines, never one with what a plain rewrap shows.
    @Test func blankLinesOrSpacingAmongWordsMovedAcrossLinesAreAnotherChange() throws {
        let stored = "title\nalpha beta gamma delta\nend\n"
        let wrapped = try pending(
            "wrapped", stored: stored, new: "title\nalpha beta\ngamma delta\nend\n")
        let blank = try pending(
            "blank", stored: stored, new: "title\nalpha beta\n\n\n\ngamma delta\nend\n")
        let pairs = "alpha beta\ngamma delta\n"
        let moved = try pending("moved", stored: pairs, new: "alpha\nbeta gamma delta\n")
        let spaced = try pending(
            "spaced", stored: pairs, new: "alpha        \nbeta         gamma delta   \n")
        let groups = store.groupedByChange([wrapped, blank, moved, spaced]).groups
        // "beta" would have fit after "alpha": no paragraph is wrapped that way.
        #expect(
            groups.map { $0.readings.map(\.snapshot) } == [[wrapped], [blank], [moved], [spaced]])
        // Words moved and none changed: no words to name in the heading.
        #expect(try store.change(of: wrapped).summary == nil)
        #expect(
            try store.change(of: blank).pieces.allSatisfy {
                if case .lines = $0 { true } else { false }
            })
    }

    /// Records one to a line whose words moved from one record to the next are no paragraph
    /// wrapped anew: they are never grouped with one, whose diff alone would be shown.
    @Test func recordsWhoseWordsMovedAcrossLinesAreNotAParagraphWrappedAnew() throws {
        let paragraph = try pending(
            "paragraph",
            stored: "Welcome to the shop. Fresh bread and\ntea every morning from eight.\n",
            new: "Welcome to the shop. Fresh bread\nand tea every morning from eight.\n")
        let refund = try pending(
            "refund", stored: "Refund Alice $10\nCharge Bob $500\n",
            new: "Refund Alice\n$10 Charge Bob $500\n")
        let grant = try pending(
            "grant", stored: "Grant admin to\nalice not to mallory\n",
            new: "Grant admin to alice not to\nmallory\n")
        let groups = store.groupedByChange([paragraph, refund, grant]).groups
        #expect(groups.map { $0.readings.map(\.snapshot) } == [[paragraph], [refund], [grant]])
        #expect(try store.change(of: paragraph).summary == nil)
    }

    /// An editor's "\r\n", or a final newline missing, changes nothing; an empty line more at
    /// the end changes a line.
    @Test func anEmptyLineMoreAtTheEndIsAChangeLineEndingsAreNot() throws {
        let crlf = try pending("crlf", stored: "one\ntwo\n", new: "one\r\ntwo\r\n")
        let unended = try pending("unended", stored: "one\ntwo\n", new: "one\ntwo")
        let longer = try pending("longer", stored: "one\ntwo\n", new: "one\ntwo\n\n")
        let groups = store.groupedByChange([crlf, unended, longer]).groups
        #expect(groups.map { $0.readings.map(\.snapshot) } == [[crlf, unended], [longer]])
        #expect(try store.change(of: crlf).pieces.isEmpty)
        #expect(try store.change(of: crlf).summary == nil)
        #expect(try store.change(of: longer).pieces == [.lines(removed: [], added: [""])])
    }

    /// Words added after a number's full stop are one change whatever the number: the
    /// punctuation that ends a word is a piece of its own.
    ///
    /// Before, `"2." → "2, newest first."` was a change per page (found by a stranger).
    @Test func textAddedAfterANumberIsOneChangeOnEveryPage() throws {
        let pages = try (1...3).map { page in
            try pending(
                "page-\(page)", stored: "Orders\nPage \(page) of 3.\n",
                new: "Orders\nPage \(page) of 3, newest first.\n")
        }
        let groups = store.groupedByChange(pages).groups
        #expect(groups.map { $0.readings.map(\.snapshot) } == [pages])
        #expect(try store.change(of: pages[0]).summary == #"nothing → ", newest first""#)
        // Words replaced around a space they keep are one run.
        let few = try pending("few", stored: "Add some words.\n", new: "Add a few words.\n")
        #expect(try store.change(of: few).summary == #""some" → "a few""#)
        // Punctuation inside a word stays in it: a price is one word.
        let price = try pending("price", stored: "Total $12.50\n", new: "Total $13.75\n")
        #expect(try store.change(of: price).summary == #""12.50" → "13.75""#)
    }

    /// The heading's words are anyone's text: shown, never obeyed by the terminal.
    @Test func theSummaryShowsControlCharactersAndHiddenOnes() throws {
        let snapshot = try pending(
            "escape", stored: "help quit\n", new: "help \u{1B}]2;PWNED\u{7}\u{200D}x\n")
        let summary = try store.change(of: snapshot).summary
        #expect(summary == "\"quit\" → \"␛]2;PWNED␇<U+200D>x\"")
    }

    /// In report.md a heading's words are escaped, so no link, image or tag in them renders.
    @Test func aHeadingsWordsAreEscapedForMarkdown() {
        #expect(
            BundleReport.markdownEscaped(#""here" → "[here](https://x) <img src=y> **now**""#)
                == #""here" → "\[here\](https://x) \<img src=y\> \*\*now\*\*""#)
    }

    /// A file name is anyone's text too: a backtick in it cannot end its code span in
    /// report.md (or the job summary), so nothing after it renders as Markdown.
    @Test func aFileNameStaysOneCodeSpanInTheReport() throws {
        let name = "x` ✅ **All snapshots approved** [Approve here](evil.example) `"
        _ = try pending(name, stored: "a\n", new: "b\n")
        let unused = "Snapshots/S/y``z\nw.txt"
        let report = BundleReport(bundle: store, unreferenced: [unused]).markdown
        #expect(
            report.contains(
                "## ``Snapshots/S/x` ✅ **All snapshots approved** [Approve here]"
                    + "(evil.example) `.txt`` (changed)\n"))
        #expect(report.contains("- ```Snapshots/S/y``z^Jw.txt```\n"))
        #expect(ArtifactBundle.codeSpan("`a`") == "`` `a` ``")
        #expect(ArtifactBundle.codeSpan("plain") == "`plain`")
        // The report a failing run's bundle holds heads each snapshot the same way.
        #expect(
            ArtifactBundle.reportEntry(storedPath: "S/x`y.txt", diff: nil, isNew: true)
                .hasPrefix("### ``S/x`y.txt`` (new)\n"))
    }

    /// report.html shows a character composing would change by its code points, as the text
    /// diff does, though the page looks at one scalar at a time.
    @Test func theReportsPageShowsUncomposedCharactersByCodePoints() {
        #expect(
            HTMLReport.visible("cafe\u{301}", changed: true)
                == #"caf<span class="shown">&lt;U+0065&gt;</span><span class="shown">&lt;U+0301&gt;</span>"#
        )
        #expect(HTMLReport.visible("cafe\u{301}", changed: false) == "cafe\u{301}")
    }

    /// Two versions of a line too long to diff word by word count as rewritten whole; a line
    /// under the bound is still diffed by its words.
    ///
    /// A changed line of 100,000 words kept `scenic review` two minutes and 8.7 GB from its
    /// first screen.
    @Test func aLineTooLongToDiffByWordsCountsAsRewritten() {
        let words = (0..<WordDiff.mostPieces).map { "w\($0)" }
        let old = words.joined(separator: " ")
        let new = words.map { $0 == "w7" ? "x7" : $0 }.joined(separator: " ")
        let long = WordDiff(old: old, new: new)
        #expect(!long.keepsAWord)
        #expect(long.removed.count == long.oldWords.count)
        #expect(long.added.count == long.newWords.count)
        let short = WordDiff(old: "a b w7 c", new: "a b x7 c")
        #expect(short.change == (removed: ["w7"], added: ["x7"]))
    }

    @Test func anUnreadablePendingFileIsSetApartWithTheReason() throws {
        let good = try pending("good", stored: "a\n", new: "b\n")
        try package.write(Data([0xFF]), to: "Snapshots/S/bad.txt.new")
        let bad = PendingSnapshot(storedPath: "Snapshots/S/bad.txt")
        let grouped = store.groupedByChange([good, bad])
        #expect(grouped.groups.map { $0.readings.map(\.snapshot) } == [[good]])
        #expect(grouped.unreadable.map(\.0) == [bad])
    }
}

import ScenicSnapshotStore
import Testing

@Suite struct UnifiedDiffTests {
    private func diff(_ old: String, _ new: String) -> String? {
        UnifiedDiff.format(old: old, new: new, oldLabel: "stored", newLabel: "actual")
    }

    /// Words are marked in the first changed lines only, as far as a budget of their bytes
    /// goes: hundreds of long changed lines kept `scenic review` a minute from its first screen.
    @Test func wordsAreMarkedInTheFirstChangedLinesOnlyAsFarAsTheBudgetGoes() throws {
        let long = String(repeating: "word ", count: 900)
        let lines = (SnapshotChange.mostBytesReadByWords / (2 * long.utf8.count)) + 5
        let old = (0..<lines).map { "\(long)old\($0)" }.joined(separator: "\n")
        let new = (0..<lines).map { "\(long)new\($0)" }.joined(separator: "\n")
        let diff = try #require(
            UnifiedDiff.format(
                old: old, new: new, oldLabel: "a", newLabel: "b", marksChangedWords: true))
        let added = diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("++") }
        #expect(added.first?.hasSuffix("{+new0+}") == true)
        #expect(added.last?.hasSuffix(" new\(lines - 1)") == true)
    }

    @Test func changedWordsAreMarkedWithinChangedLines() throws {
        let diff = try #require(
            UnifiedDiff.format(
                old: "Commands: add · help · quit\nTotal 3\nall gone",
                new: "Commands: add · help · exit\nTotal 4\nnothing here",
                oldLabel: "a", newLabel: "b", marksChangedWords: true))
        #expect(
            diff.split(separator: "\n").dropFirst(3)
                == [
                    "-Commands: add · help · [-quit-]", "-Total [-3-]", "-all gone",
                    "+Commands: add · help · {+exit+}", "+Total {+4+}", "+nothing here",
                ])
        let colored = try #require(
            UnifiedDiff.format(
                old: "a b", new: "a c", oldLabel: "a", newLabel: "b", colored: true,
                marksChangedWords: true))
        #expect(colored.contains("\u{1B}[7mc\u{1B}[27m"))
        // A code point named at a word's ends is marked whole, `<` and `>` with it, so a
        // narrow terminal never folds a line inside the marks of one (a hostile tester's).
        let named = try #require(
            UnifiedDiff.format(
                old: "Ada \u{E0067}x", new: "Ada \u{E0073}x", oldLabel: "a", newLabel: "b",
                marksChangedWords: true))
        #expect(named.contains("\n+Ada {+<U+E0073>x+}\n"), "\(named)")
        // Without the option, lines are as before.
        let plain = try #require(
            UnifiedDiff.format(old: "a b", new: "a c", oldLabel: "a", newLabel: "b"))
        #expect(plain.hasSuffix("-a b\n+a c"))
    }

    /// What reorders a line or hides in it is shown as its code point, as on screens: a
    /// right-to-left override, a zero-width space and a byte order mark.
    @Test func charactersThatReorderOrHideInALineAreShown() throws {
        let shown = try #require(self.diff("Hello alpha", "\u{FEFF}Hello \u{202E}al\u{200B}pha"))
        #expect(shown.contains("+<U+FEFF>Hello <U+202E>al<U+200B>pha\n"), "\(shown)")
        #expect(UnifiedDiff.visible("\u{1B}]0;title\u{7}\u{9B}").text == "␛]0;title␇<U+009B>")
    }

    /// A combining mark that starts a line is shown by its code point.
    ///
    /// It sat on the diff's own `+` (a hostile tester's `+́start`). One after a letter joins
    /// the letter, as ever.
    @Test func aCombiningMarkThatStartsALineIsShown() throws {
        let shown = try #require(self.diff("start", "\u{301}start"))
        #expect(shown.contains("+<U+0301>start\n"), "\(shown)")
        #expect(UnifiedDiff.visible("caf\u{E9}").text == "caf\u{E9}")
        #expect(UnifiedDiff.visible("\u{301}a\u{301}").text == "<U+0301>a\u{301}")
    }

    /// A change made of a character that looks like nothing, or like a space, is shown by its
    /// code point in the changed lines; kept lines keep such characters (an emoji's selector).
    @Test func aCharacterThatLooksLikeNothingOrASpaceIsShownWhereItChanged() throws {
        for hidden in [
            "\u{A0}", "\u{3000}", "\u{200D}", "\u{34F}", "\u{FE0F}", "\u{E0041}", "\u{2800}",
        ] {
            let shown = try #require(self.diff("quit now\n❤️\n", "quit\(hidden) now\n❤️\n"))
            let code = String(hidden.unicodeScalars.first!.value, radix: 16, uppercase: true)
            #expect(
                shown.contains(
                    "-quit now\n+quit<U+" + String(repeating: "0", count: max(0, 4 - code.count))
                        + code + "> now\n"), "\(shown)")
            #expect(shown.contains("\n ❤️"), "\(shown)")
        }
        // A trailing space's mark is no character a screen draws: a footer's middle dot at a
        // line's end is itself, and not a space.
        // A real control picture is not read as the diff's mark.
        let picture = try #require(self.diff("Total: 5 \n", "Total: 5␠\n"))
        #expect(picture.contains("-Total: 5␠\n+Total: 5<U+2420>\n"), "\(picture)")
        let dot = try #require(self.diff("Total: 5 \n", "Total: 5·\n"))
        #expect(dot.contains("-Total: 5␠\n+Total: 5·\n"), "\(dot)")
    }

    /// Text that Swift's `String` holds equal but whose bytes differ (`e` + U+0301 for `é`,
    /// U+037E for `;`) is a change, as the assertion finds it, and is shown by code points.
    @Test func canonicallyEquivalentTextIsAChangeShownByCodePoints() throws {
        let shown = try #require(self.diff("Name: Café\nEnd;\n", "Name: Cafe\u{301}\nEnd\u{37E}\n"))
        #expect(
            shown.contains("-Name: Café\n-End;\n+Name: Caf<U+0065><U+0301>\n+End<U+037E>\n"),
            "\(shown)")
        #expect(
            SnapshotChange(stored: "help quit", pending: "help quit\u{37E}")
                != SnapshotChange(stored: "help quit", pending: "help quit;"))
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(diff("a\nb", "a\nb") == nil)
        #expect(diff("", "") == nil)
    }

    @Test func crlfEqualsLF() {
        #expect(diff("a\r\nb\r\n", "a\nb\n") == nil)
    }

    @Test func trailingSpaceIsVisibleAndMarked() {
        #expect(
            diff("a\nb \nc", "a\nb\nc") == """
                --- stored
                +++ actual
                @@ -1,3 +1,3 @@
                 a
                -b␠
                +b
                 c
                (␠ marks a trailing space, ␉ a tab, ␀–␟ and ␡ other control characters, <U+…> a character that would not show.)
                """)
    }

    @Test func controlCharactersAreVisible() {
        let shown = diff("x", "a\u{1B}[1mb\tc\u{7F}\u{0}")
        #expect(shown?.contains("+a␛[1mb␉c␡␀") == true)
        #expect(shown?.contains("\u{1B}") == false)
    }

    @Test func distantChangesGetTheirOwnHunksWithLineNumbers() {
        let old = (1...20).map { "l\($0)" }
        var new = old
        new[1] = "X"
        new[17] = "Y"
        #expect(
            diff(old.joined(separator: "\n"), new.joined(separator: "\n")) == """
                --- stored
                +++ actual
                @@ -1,5 +1,5 @@
                 l1
                -l2
                +X
                 l3
                 l4
                 l5
                @@ -15,6 +15,6 @@
                 l15
                 l16
                 l17
                -l18
                +Y
                 l19
                 l20
                """)
    }

    @Test func changesWithSixLinesBetweenShareAHunk() {
        let old = (1...12).map { "l\($0)" }
        var new = old
        new[1] = "X"
        new[8] = "Y"
        let shown = diff(old.joined(separator: "\n"), new.joined(separator: "\n")) ?? ""
        #expect(shown.components(separatedBy: "@@ -").count == 2)
        #expect(shown.contains("@@ -1,12 +1,12 @@"))
        new[8] = "l9"
        new[9] = "Y"
        let split = diff(old.joined(separator: "\n"), new.joined(separator: "\n")) ?? ""
        #expect(split.contains("@@ -1,5 +1,5 @@") && split.contains("@@ -7,6 +7,6 @@"))
    }

    /// A story whose change only removes lines (a notice no longer shown) is headed by the
    /// typed line that led to it, not by the next one.
    @Test func aHunkThatOnlyRemovesLinesIsHeadedByTheTypedLineBeforeThem() throws {
        let screen = ["Books", "• Dune", "Commands: add · quit"]
        let old = screen + [">", "» \"next\" is not available.", "> add"] + screen
        let new = screen + [">", "> add"] + screen
        let shown = try #require(
            UnifiedDiff.format(
                old: old.joined(separator: "\n"), new: new.joined(separator: "\n"),
                oldLabel: "stored", newLabel: "actual",
                heading: TranscriptHeading.heading(forNewText: new.joined(separator: "\n"))))
        #expect(shown.contains("@@ -2,7 +2,6 @@ >\n"), "\(shown)")
        // Removed from the very start, a hunk is headed as the first screen.
        let first = try #require(
            UnifiedDiff.format(
                old: "Note\n" + new.joined(separator: "\n"), new: new.joined(separator: "\n"),
                oldLabel: "stored", newLabel: "actual",
                heading: TranscriptHeading.heading(forNewText: new.joined(separator: "\n"))))
        #expect(first.contains("@@ -1,4 +1,3 @@ (first screen)\n"), "\(first)")
    }

    @Test func insertionIntoEmptyTextStartsAtLineZero() {
        #expect(
            diff("", "x\ny") == """
                --- stored
                +++ actual
                @@ -0,0 +1,2 @@
                +x
                +y
                """)
    }

    @Test func extraFinalNewlineIsReported() {
        #expect(
            diff("a", "a\n") == """
                --- stored
                +++ actual
                @@ -1,1 +1,1 @@
                -a
                \\ No newline at end of text
                +a
                """)
    }

    @Test func colorWrapsEachLine() {
        let shown = UnifiedDiff.format(
            old: "a", new: "b", oldLabel: "s", newLabel: "t", colored: true)
        #expect(shown?.contains("\u{1B}[31m-a\u{1B}[0m") == true)
        #expect(shown?.contains("\u{1B}[32m+b\u{1B}[0m") == true)
    }
}

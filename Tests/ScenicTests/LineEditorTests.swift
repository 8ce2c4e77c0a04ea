import Testing

@testable import Scenic

/// The line editor, key by key, without a terminal.
@Suite struct LineEditorTests {
    /// The editor after typing `bytes` as a terminal in raw mode sends them.
    func editor(
        typing bytes: String, history: [String] = [], completions: Completions = Completions()
    ) -> (LineEditor, [LineEditor.Outcome]) {
        var decoder = KeyDecoder()
        var editor = LineEditor(history: history, completions: completions)
        let outcomes = decoder.keys(from: Array(bytes.utf8)).map { editor.apply($0) }
        return (editor, outcomes)
    }

    @Test func arrowsHomeAndEndMoveWithinTheLine() {
        // "lgin", Home, right, "o": "login"; End, "!", left twice, Delete: "logn!" minus "n".
        let (editor, _) = editor(typing: "lgin\u{1B}[H\u{1B}[Co\u{1B}[F!\u{1B}[D\u{1B}[D\u{1B}[3~")
        #expect(editor.text == "logi!")
        #expect(editor.cursor == 4)
    }

    @Test func controlKeysDeleteAsInAShell() {
        #expect(editor(typing: "add two words\u{17}").0.text == "add two ")
        #expect(editor(typing: "add two\u{1}\u{6}\u{6}\u{6}\u{B}").0.text == "add")
        #expect(editor(typing: "add two\u{2}\u{2}\u{2}\u{15}").0.text == "two")
        #expect(editor(typing: "add\u{7F}\u{7F}").0.text == "a")
    }

    /// Ctrl-Y puts back what Ctrl-K, Ctrl-U or Ctrl-W deleted last, as a shell does (before,
    /// it did nothing: found by a hostile tester).
    @Test func ctrlYPutsBackWhatWasDeletedLast() {
        // "number 42 extra", Ctrl-W deletes "extra", Ctrl-Y puts it back.
        #expect(editor(typing: "number 42 extra\u{17}\u{19}").0.text == "number 42 extra")
        // Ctrl-U at the end, then Home and Ctrl-Y: the line again, twice over once more.
        #expect(editor(typing: "open 1\u{15}\u{19}\u{1}\u{19}").0.text == "open 1open 1")
        // Ctrl-K, moved, Ctrl-Y: "add" and " two" swapped round.
        #expect(editor(typing: "add two\u{1}\u{6}\u{6}\u{6}\u{B}\u{1}\u{19} ").0.text == " two add")
        // Deleting nothing keeps what was kept; nothing kept inserts nothing.
        #expect(editor(typing: "ab\u{B}\u{15}\u{B}\u{19}").0.text == "ab")
        #expect(editor(typing: "ab\u{19}").0.text == "ab")
        // The reader carries it to the next line.
        var next = LineEditor()
        next.killed = Array("kept")
        _ = next.apply(.yank)
        #expect(next.text == "kept")
    }

    @Test func wideAndCombiningCharactersStayWhole() {
        // "抹茶", then e and a combining acute accent: three characters, the accent joined.
        let (editor, _) = editor(typing: "抹茶e\u{301}\u{7F}")
        #expect(editor.text == "抹茶")
        let (accented, _) = self.editor(typing: "e\u{301}\u{1B}[D")
        #expect(accented.characters == ["é"])
        #expect(accented.cursor == 0)
    }

    /// A key typed before a character it joins, or a deletion between two that join, makes
    /// one character of them, as the terminal draws them: the cursor stood inside the flag
    /// typed half first (found by a hostile tester), and End went two columns past the text.
    @Test func anEditThatJoinsTwoCharactersMakesOne() {
        // "search 🇵", Left, "🇯": the flag 🇯🇵, the cursor after it.
        let (flag, _) = editor(typing: "search \u{1F1F5}\u{1B}[D\u{1F1EF}")
        #expect(flag.characters.last.map(String.init) == "\u{1F1EF}\u{1F1F5}")
        #expect(flag.cursor == flag.characters.count)
        // "🇯x🇵", Left, Backspace: the x between the halves goes, and they pair.
        let (deleted, _) = editor(typing: "\u{1F1EF}x\u{1F1F5}\u{1B}[D\u{7F}")
        #expect(deleted.characters.map(String.init) == ["\u{1F1EF}\u{1F1F5}"])
        #expect(deleted.cursor == 1)
        // A joiner typed between two emoji: one.
        let (joined, _) = editor(typing: "\u{1F469}\u{1F4BB}\u{1B}[D\u{200D}")
        #expect(joined.characters.map(String.init) == ["\u{1F469}\u{200D}\u{1F4BB}"])
        #expect(joined.cursor == 1)
        // A flag's half typed at the start of a run pairs the rest anew: 🇫🇯, 🇵🇺, 🇸.
        let (run, _) = editor(typing: "\u{1F1EF}\u{1F1F5}\u{1F1FA}\u{1F1F8}\u{1B}[H\u{1F1EB}")
        #expect(
            run.characters.map(String.init) == [
                "\u{1F1EB}\u{1F1EF}", "\u{1F1F5}\u{1F1FA}", "\u{1F1F8}",
            ])
        #expect(run.cursor == 1)
    }

    /// Whatever is typed, moved over and deleted, the editor's characters are the ones the
    /// text makes, so the cursor never stands inside one (a sample of random edits of letters,
    /// marks, joiners, flags' halves, emoji and skin tones).
    @Test func theCharactersAreAlwaysTheOnesTheTextMakes() {
        let pieces = [
            "a", "e", "\u{301}", "\u{200D}", "\u{1F1EF}", "\u{1F1F5}", "\u{1F469}", "\u{1F4BB}",
            "\u{1F3FD}", "\u{FE0F}", "抹", " ", "\u{1B}[D", "\u{1B}[C", "\u{7F}", "\u{1B}[3~",
            "\u{1B}[H", "\u{17}", "\u{19}",
        ]
        var random = SessionRandom(seed: 28)
        for _ in 0..<300 {
            let typed = (0..<Int.random(in: 1...24, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }.joined()
            let (editor, _) = editor(typing: typed)
            let made = Array(editor.text).map { $0.unicodeScalars.count }
            #expect(
                editor.characters.map { $0.unicodeScalars.count } == made,
                "\(typed.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect((0...editor.characters.count).contains(editor.cursor))
        }
    }

    /// A paste of thousands of marks on one letter keeps every mark, but no character of the
    /// line grows past a few dozen code points, so each key costs the same whatever came before.
    @Test func aLongRunOfMarksIsKeptWithoutGrowingOneCharacter() {
        let typed = "a" + String(repeating: "\u{301}", count: 3_000) + "b"
        let (editor, _) = editor(typing: typed)
        #expect(editor.text == typed)
        #expect(
            editor.characters.allSatisfy {
                $0.unicodeScalars.count <= LineEditor.joinedScalarLimit
            })
        #expect(editor.characters.first?.unicodeScalars.count == LineEditor.joinedScalarLimit)
        #expect(editor.characters.last == "b")
    }

    @Test func enterTypesTheLineAndKeysSplitAcrossReadsStillDecode() {
        var decoder = KeyDecoder()
        let bytes = Array("抹\u{1B}[D\r".utf8)
        var keys: [KeyPress] = []
        for byte in bytes { keys += decoder.keys(from: [byte]) }
        #expect(keys == [.character("抹"), .left, .enter])
    }

    @Test func terminalRepliesAndMouseReportsNeverTypeIntoTheLine() {
        // A color reply ended by BEL, one ended by ESC \, a mouse click, a DECRQSS reply and
        // an Alt key, between the letters typed.
        let typed =
            "ca\u{1B}]11;rgb:ffff/ffff/ffff\u{7}t\u{1B}]10;rgb:0/0/0\u{1B}\\eg\u{1B}[M !!o"
            + "\u{1B}P1$r0m\u{1B}\\r\u{1B}xy"
        #expect(editor(typing: typed).0.text == "category")
    }

    @Test func altBAndAltFMoveByWordsAsInReadline() {
        // From the end of "add two-words": back to "words", to "two", then on past "two".
        let line = "add two-words"
        #expect(editor(typing: line + "\u{1B}b").0.cursor == 8)
        #expect(editor(typing: line + "\u{1B}b\u{1B}b").0.cursor == 4)
        #expect(editor(typing: line + "\u{1B}b\u{1B}b\u{1B}f").0.cursor == 7)
        #expect(editor(typing: line + "\u{1}\u{1B}f\u{1B}f_").0.text == "add two_-words")
        // Ctrl-Left and Ctrl-Right do the same.
        #expect(editor(typing: line + "\u{1B}[1;5D\u{1B}[1;5D\u{1B}[1;5C").0.cursor == 7)
    }

    @Test func altPeriodInsertsTheLastWordOfTheLinesBefore() {
        let history = ["category \"Kitchen and Tableware\"", "ship home fast", "cart"]
        #expect(editor(typing: "open \u{1B}.", history: history).0.text == "open cart")
        // Again and again: the last word of each line before in its place, quotes kept; past
        // the oldest, the word stays.
        #expect(editor(typing: "a \u{1B}.\u{1B}.", history: history).0.text == "a fast")
        #expect(
            editor(typing: "a \u{1B}.\u{1B}.\u{1B}.\u{1B}.", history: history).0.text
                == "a \"Kitchen and Tableware\"")
        // Another key in between: the next one starts again from the newest line.
        #expect(editor(typing: "\u{1B}. \u{1B}.", history: history).0.text == "cart cart")
        #expect(editor(typing: "x\u{1B}.").0.text == "x")
        // A word whose first character joins the one before it (a flag's second half) is
        // taken out whole by the next press (half of it stayed).
        let flags = ["help zzz", "help \u{1F1E9}\u{1F1EA}"]
        #expect(
            editor(typing: "help \u{1F1E6}\u{1B}.\u{1B}.", history: flags).0.text
                == "help \u{1F1E6}zzz")
    }

    /// Ctrl-\\ quits whatever the line holds, as SIGQUIT does while work runs: at the prompt
    /// it did nothing, and a shell command typed after it went to the app (a hostile tester).
    @Test func ctrlBackslashQuitsWhateverTheLineHolds() {
        var editor = LineEditor()
        #expect(editor.apply(.quit) == .quit)
        _ = editor.apply(.character("x"))
        #expect(editor.apply(.quit) == .quit)
    }

    /// Ctrl-C on a typed line starts the history again from the newest line, as a shell
    /// does (a stranger's Up went on from where it was), and forgets what was typed past the
    /// line's end.
    @Test func ctrlCStartsTheHistoryAgainAndForgetsTheLine() {
        let history = ["first", "second", "third"]
        let (editor, _) = editor(typing: "\u{1B}[A\u{1B}[A\u{3}\u{1B}[A", history: history)
        #expect(editor.text == "third")
        var long = LineEditor()
        for character in String(repeating: "a", count: LineEditor.maximumCharacters + 5) {
            _ = long.apply(.character(character))
        }
        _ = long.apply(.interrupt)
        let fits = String(repeating: "b", count: LineEditor.maximumCharacters - 2)
        for character in fits { _ = long.apply(.character(character)) }
        #expect(long.inputLine(typed: long.text).problem == nil)
    }

    /// Alt-period pressed again puts back what was typed past the end before it too: a line
    /// within the limit was refused for bytes no longer on it (a hostile tester's).
    @Test func altPeriodAgainForgetsWhatItsWordTypedPastTheEnd() {
        var editor = LineEditor(history: ["help x", "number 12345"])
        for character in String(repeating: "a", count: LineEditor.maximumCharacters - 2) {
            _ = editor.apply(.character(character))
        }
        _ = editor.apply(.lastWordBefore)
        _ = editor.apply(.lastWordBefore)
        #expect(editor.text.hasSuffix("ax"))
        #expect(editor.inputLine(typed: editor.text).problem == nil)
    }

    /// A line recalled from the history is what it is, whatever was typed before Up: an
    /// invalid byte in the draft made a recalled `hello` "not valid UTF-8" (a hostile
    /// tester's); Down gives the draft back with its note.
    @Test func aRecalledLineCarriesNoneOfTheDraftsProblems() {
        var editor = LineEditor(history: ["hello"])
        _ = editor.apply(.character("a"))
        _ = editor.apply(.invalidUTF8)
        _ = editor.apply(.up)
        #expect(editor.inputLine(typed: editor.text).problem == nil)
        _ = editor.apply(.down)
        #expect(editor.inputLine(typed: editor.text).problem == .invalidUTF8)
    }

    @Test func upAndDownWalkTheHistoryAndGiveBackTheDraft() {
        let history = ["open 1", "add 2"]
        #expect(editor(typing: "ca\u{1B}[A", history: history).0.text == "add 2")
        #expect(editor(typing: "ca\u{1B}[A\u{1B}[A\u{1B}[A", history: history).0.text == "open 1")
        #expect(editor(typing: "ca\u{1B}[A\u{1B}[B", history: history).0.text == "ca")
    }

    /// A shop's commands: `category NAME` offers its categories, `ship TO SPEED` its speeds.
    enum ShopCommand: String, CommandName { case category, cart, clear, checkout, ship }
    static let shop = Completions(
        commands: [
            Command(
                ShopCommand.category,
                Argument.restOfLine("NAME").offering(["Tea", "Kitchen and Tableware", "Coffee"]),
                help: "Show a category"),
            Command(ShopCommand.cart, help: "Open the cart"),
            Command(ShopCommand.clear, help: "Clear filters"),
            Command(ShopCommand.checkout, help: "Check out"),
            Command(
                ShopCommand.ship, Argument.text("TO"),
                Argument.text("SPEED").offering(["fast", "slow boat"]), help: "Ship"),
        ].map(\.syntax))

    /// Tab and Ctrl-W read words as the console does, with the ideographic space an input
    /// method types among the separators.
    @Test func anIdeographicSpaceSeparatesWordsForTabAndDeletion() {
        #expect(
            editor(typing: "category\u{3000}Te\t", completions: Self.shop).0.text
                == "category\u{3000}Tea")
        #expect(
            editor(typing: "ship\u{3000}Rome\u{3000}sl\t", completions: Self.shop).0.text
                == "ship\u{3000}Rome\u{3000}\"slow boat\" ")
        #expect(editor(typing: "add\u{3000}お茶\u{17}").0.text == "add\u{3000}")
    }

    /// Ctrl-Z asks for the app to be suspended, as a shell's job control does, and keeps the
    /// line for when it continues (tried in tmux: `fg` brings back `> log`).
    @Test func ctrlZSuspendsAndKeepsTheLine() {
        let (editor, outcomes) = editor(typing: "log\u{1A}")
        #expect(outcomes.last == .suspended)
        #expect(editor.text == "log")
    }

    /// Tab in the middle of a line ends the word with the space already there, not another.
    @Test func tabMidLineKeepsOneSpaceAfterTheWord() {
        // "cat x", left twice (to the end of "cat"), Tab.
        let (editor, _) = editor(typing: "cat x\u{1B}[D\u{1B}[D\t", completions: Self.shop)
        #expect(editor.text == "category x")
        #expect(editor.cursor == 9)
    }

    @Test func tabCompletesTheCommandNameOrListsTheCandidates() {
        #expect(editor(typing: "cat\t", completions: Self.shop).0.text == "category ")
        #expect(editor(typing: "CH\t", completions: Self.shop).0.text == "checkout ")
        // "ca" is shared by category and cart: listed, the line unchanged.
        let (listing, outcomes) = editor(typing: "ca\t", completions: Self.shop)
        #expect(listing.text == "ca")
        #expect(outcomes.last == .candidates(["category", "cart"]))
    }

    @Test func theCandidatesListedAreMadeVisible() {
        // A value offered from data with an escape sequence in it never reaches the screen raw.
        #expect(
            LineEditor.listing(["Tea\u{1B}[2J", "Tools"], columns: 80) == "Tea^[[2J  Tools\r\n")
    }

    /// The candidates are laid out in columns within the terminal's width, read down each
    /// column, so the terminal never breaks one in two (found by a stranger: `"Eating out"`
    /// split over two lines at 40 columns).
    @Test func theCandidatesListedFitTheTerminalInColumns() {
        let categories = [
            "Groceries", "Rent", "Utilities", "Transport", "\"Eating out\"", "Health", "Fun",
            "Salary", "Other",
        ]
        #expect(
            LineEditor.listing(categories, columns: 40).split(separator: "\r\n") == [
                "Groceries     Transport     Fun",
                "Rent          \"Eating out\"  Salary",
                "Utilities     Health        Other",
            ])
        // A cell is the widest, 12, and two spaces: five fit in 80 (the last needs no spaces).
        #expect(LineEditor.listing(categories, columns: 80).split(separator: "\r\n").count == 2)
        // Wide characters count as two columns; every line fits.
        let wide = ["抹茶 Matcha", "どら焼き", "Café Crème", "Tea", "Cold brew"]
        for columns in [10, 20, 30, 40] {
            for line in LineEditor.listing(wide, columns: columns).split(separator: "\r\n") {
                #expect(
                    DisplayWidth.of(String(line)) <= max(columns, 11), "\(columns): \(line)")
            }
        }
        // One wider than the terminal has a line of its own.
        #expect(LineEditor.listing(["abcdefghij", "b"], columns: 5) == "abcdefghij\r\nb\r\n")
    }

    @Test func tabCompletesTheValuesAnArgumentOffers() {
        // The rest of the line is one value, spaces and all, and ends where it ends: a space
        // after it would be part of what is typed next (a stranger's renamed card kept two).
        #expect(editor(typing: "category t\t", completions: Self.shop).0.text == "category Tea")
        #expect(
            editor(typing: "category kitchen a\t", completions: Self.shop).0.text
                == "category Kitchen and Tableware")
        // A word argument's value with a space comes quoted; an argument offering nothing
        // completes nothing.
        #expect(
            editor(typing: "ship home sl\t", completions: Self.shop).0.text
                == "ship home \"slow boat\" ")
        #expect(editor(typing: "ship ho\t", completions: Self.shop).0.text == "ship ho")
        #expect(editor(typing: "nope x\t", completions: Self.shop).0.text == "nope x")
    }

    /// A word argument's values with spaces are offered quoted; Tab completed nothing once the
    /// user had typed the opening quote, and found no shared start between a quoted value and
    /// one without quotes (a hostile tester's `tag "抹茶 M` and `tag 抹`).
    @Test func tabCompletesAfterAnOpeningQuoteAndAcrossQuotedValues() {
        let tags = Completions(
            commands: [
                Command(
                    ShopCommand.ship, Argument.text("TO"),
                    Argument.text("SPEED").offering(
                        ["抹茶 Matcha", "抹茶ラテ", "抹茶 Mochi", "slow boat", "fast"]),
                    help: "Ship")
            ].map(\.syntax))
        #expect(
            editor(typing: "ship home \"sl\t", completions: tags).0.text
                == "ship home \"slow boat\" ")
        #expect(
            editor(typing: "ship home \"抹茶 Ma\t", completions: tags).0.text
                == "ship home \"抹茶 Matcha\" ")
        // The shared start of a quoted value and another: typed as a word, or in the quote
        // that the rest needs, left open.
        #expect(editor(typing: "ship home 抹\t", completions: tags).0.text == "ship home 抹茶")
        #expect(
            editor(typing: "ship home \"抹茶\t", completions: tags).0.text == "ship home \"抹茶")
        #expect(
            editor(typing: "ship home \"抹茶 M\t", completions: tags).1.last
                == .candidates(["\"抹茶 Matcha\"", "\"抹茶 Mochi\""]))
        // A quote opened on the first argument completes nothing there (it offers nothing).
        #expect(editor(typing: "ship \"ho\t", completions: tags).0.text == "ship \"ho")
    }

    /// Thai and Devanagari are typed a letter at a time, so what is typed so far often ends
    /// inside a character of the value (`ส` then `ว` of `สวัสดี`, whose second character is
    /// `วั`); Tab completes it all the same (found by a stranger's phrasebook, where `open ह`
    /// and `สว` completed nothing).
    @Test func textTypedToTheMiddleOfACharacterCompletes() {
        let phrases = Completions(
            commands: [
                Command(
                    ShopCommand.category,
                    Argument.restOfLine("NAME").offering(["हिन्दी", "ภาษาไทย"]), help: "Open"),
                Command(
                    ShopCommand.ship,
                    Argument.restOfLine("PHRASE").offering(["สวัสดีครับ", "สวัสดีค่ะ", "ขอบคุณ"]),
                    help: "Say"),
            ].map(\.syntax), otherLine: "ship")
        #expect(editor(typing: "category ह\t", completions: phrases).0.text == "category हिन्दी")
        #expect(editor(typing: "ขอบค\t", completions: phrases).0.text == "ขอบคุณ")
        // Two values: as far as they agree.
        #expect(editor(typing: "สว\t", completions: phrases).0.text == "สวัสดี")
        // Composed and decomposed spellings are one text, as before.
        #expect(
            editor(typing: "category ภาษาไท\t", completions: phrases).0.text
                == "category ภาษาไทย")
        #expect(Completions.isStart("Kalime\u{301}", of: "KALIMÉRA"))
        #expect(!Completions.isStart("ขอบคุณมาก", of: "ขอบคุณ"))
    }

    /// A question's answer is the whole line: completed, it ends where the value ends.
    ///
    /// What is typed next is joined as typed. Before, a space followed, and a renamed card
    /// typed as Tab, then " 2" was stored as "Buy milk 🥛  2" (found by a stranger's kanban).
    @Test func aCompletedAnswerIsNotFollowedByASpace() {
        let answers = Completions(answers: ["Buy milk 🥛", "back", "help"])
        #expect(editor(typing: "Bu\t", completions: answers).0.text == "Buy milk 🥛")
        #expect(editor(typing: "Bu\t 2", completions: answers).0.text == "Buy milk 🥛 2")
        // A command's name is still followed by one, for the argument after it.
        #expect(editor(typing: "cat\t", completions: Self.shop).0.text == "category ")
    }

    @Test func spacesCountOnceBetweenWordsAsTheConsoleReadsThem() {
        #expect(editor(typing: "category  t\t", completions: Self.shop).0.text == "category  Tea")
        #expect(editor(typing: "  cat\t", completions: Self.shop).0.text == "  category ")
        #expect(
            editor(typing: "ship  home   sl\t", completions: Self.shop).0.text
                == "ship  home   \"slow boat\" ")
        // After the command's spaces, every value is a candidate.
        #expect(
            editor(typing: "category  \t", completions: Self.shop).1.last
                == .candidates(["Tea", "Kitchen and Tableware", "Coffee"]))
    }

    @Test func ctrlCClearsALineThenEndsAnEmptyOneAndCtrlDEndsOnlyAnEmptyOne() {
        let (cleared, outcomes) = editor(typing: "quit\u{3}")
        #expect(cleared.text == "")
        #expect(outcomes.last == .editing)
        #expect(editor(typing: "\u{3}").1 == [.interrupted])
        #expect(editor(typing: "\u{4}").1 == [.endOfInput])
        #expect(editor(typing: "ab\u{2}\u{4}").0.text == "a")
    }

    @Test func aLineWiderThanTheScreenScrollsToKeepTheCursorInSight() {
        let (editor, _) = editor(typing: String(repeating: "x", count: 30) + "抹茶")
        // 20 columns, a prompt of 2: 17 columns for the line, the cursor after its end.
        let (text, column) = editor.visible(columns: 20, promptWidth: 2)
        #expect(text.hasSuffix("抹茶"))
        #expect(DisplayWidth.of(text) <= 17)
        #expect(column == DisplayWidth.of(text))
        // Back at the start, the start shows.
        let home = self.editor(typing: String(repeating: "y", count: 30) + "\u{1}").0
        #expect(home.visible(columns: 20, promptWidth: 2) == (String(repeating: "y", count: 17), 0))
    }

    @Test func controlCharactersAreShownVisiblyAndOtherKeysIgnored() {
        let (editor, _) = editor(typing: "a\u{7}\u{1B}[15~b")
        #expect(editor.text == "ab")
        var pasted = LineEditor()
        _ = pasted.apply(.character("\u{1B}"))
        #expect(pasted.visible(columns: 80, promptWidth: 2).text == "^[")
    }

    @Test func theVisiblePartIsTheOneTheWholeLineDefinesAtEveryCursorAndWidth() {
        // Wide, control (shown as two columns), zero-width and plain characters, every cursor
        // position, screens narrower than one wide character up to wider than the line.
        let line = "ab抹茶\u{1}c\u{200B}d 茶\u{7F}e" + String(repeating: "xy抹", count: 6)
        // Typed as characters: as bytes, a terminal's control characters would be keys.
        var editor = LineEditor()
        for character in line { _ = editor.apply(.character(character)) }
        #expect(editor.text == line)
        for _ in 0...Array(line).count {
            for columns in [3, 4, 5, 8, 13, 20, 80] {
                let expected = Self.wholeLineVisible(
                    Array(editor.text), cursor: editor.cursor, columns: columns, promptWidth: 2)
                let actual = editor.visible(columns: columns, promptWidth: 2)
                #expect(
                    actual == expected, "cursor \(editor.cursor), \(columns) columns")
            }
            _ = editor.apply(.left)
        }
    }

    /// What to draw, worked out over the whole line as the editor once did for every key: the
    /// first start that lets the cursor show, then as much as fits.
    static func wholeLineVisible(
        _ characters: [Character], cursor: Int, columns: Int, promptWidth: Int
    ) -> (text: String, cursorColumn: Int) {
        let room = max(columns - promptWidth - 1, 1)
        let shown = characters.map { VisibleText.escaping(String($0)) }
        let widths = shown.map { DisplayWidth.of($0) }
        var start = 0
        var beforeCursor = widths[..<cursor].reduce(0, +)
        while beforeCursor > room - 1 && start < cursor {
            beforeCursor -= widths[start]
            start += 1
        }
        var text = ""
        var used = 0
        for index in start..<shown.count {
            guard used + widths[index] <= room else { break }
            text += shown[index]
            used += widths[index]
        }
        return (text, beforeCursor)
    }
}

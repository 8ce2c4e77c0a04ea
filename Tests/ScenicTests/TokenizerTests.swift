import Testing

@testable import Scenic

@Suite struct TokenizerTests {
    @Test func splitsOnSpacesAndTabs() throws {
        #expect(try Tokenizer.words(in: "open  3\tnow ") == ["open", "3", "now"])
    }

    /// The ideographic space a Japanese or Chinese input method types for the space bar
    /// separates words too: before, `open　日本語` was one unknown word (found by a stranger's
    /// phrasebook).
    @Test func splitsOnIdeographicSpaces() throws {
        #expect(try Tokenizer.words(in: "open\u{3000}日本語") == ["open", "日本語"])
        #expect(Tokenizer.lineWords(in: "note\u{3000}お茶　と　水").rest(from: 1) == "お茶　と　水")
        #expect(Tokenizer.quoted("お茶\u{3000}と水") == "\"お茶\u{3000}と水\"")
        #expect(try Tokenizer.words(in: Tokenizer.quoted("お茶\u{3000}と水")) == ["お茶\u{3000}と水"])
    }

    /// A no-break space (pasted from a web page, or Option-Space on a Mac) separates words, as
    /// does every other space of Unicode's.
    ///
    /// Before, `open 1` with one was an unknown command that read exactly like `open 1` (found
    /// by a hostile tester).
    @Test func splitsOnNoBreakSpaces() throws {
        #expect(try Tokenizer.words(in: "open\u{00A0}1") == ["open", "1"])
        #expect(try Tokenizer.words(in: "add\u{202F}2\u{00A0}") == ["add", "2"])
        // Thin and figure spaces too: every space separator of Unicode's.
        #expect(try Tokenizer.words(in: "open\u{2009}1\u{2007}2") == ["open", "1", "2"])
        #expect(try Tokenizer.words(in: "a\u{200B}b") == ["a\u{200B}b"])
        #expect(Tokenizer.lineWords(in: "note\u{00A0}a\u{00A0}b").rest(from: 1) == "a\u{00A0}b")
        #expect(try Tokenizer.words(in: Tokenizer.quoted("a\u{00A0}b")) == ["a\u{00A0}b"])
    }

    /// A quote followed by a combining mark is one character to Swift, and a quote all the
    /// same: before, `login "\u{301}" hunter2` was refused whole as an unclosed quote, and the
    /// refused line was echoed, and recorded, with its password in it (found by a hostile
    /// tester).
    @Test func aQuoteWithACombiningMarkIsAQuote() throws {
        #expect(
            try Tokenizer.words(in: "login \"\u{301}\" hunter2") == ["login", "\u{301}", "hunter2"])
        #expect(try Tokenizer.words(in: "say \"a b\"\u{301} c") == ["say", "a b\u{301}", "c"])
        #expect(try Tokenizer.words(in: "note '\u{301}x y'") == ["note", "\u{301}x y"])
        let line = "login \"\u{301}\" hunter2"
        #expect(line[Tokenizer.start(ofWord: 2, in: line)...] == "hunter2")
    }

    @Test func keepsQuotedTextTogether() throws {
        #expect(try Tokenizer.words(in: #"search "blue shirt""#) == ["search", "blue shirt"])
        #expect(try Tokenizer.words(in: "search 'blue shirt' x") == ["search", "blue shirt", "x"])
    }

    @Test func joinsQuotedTextToAdjacentCharacters() throws {
        #expect(try Tokenizer.words(in: #"a"b c"d"#) == ["ab cd"])
    }

    @Test func keepsAnEmptyQuotedWord() throws {
        #expect(try Tokenizer.words(in: #"search """#) == ["search", ""])
    }

    @Test func unescapesQuotesAndBackslashesInsideDoubleQuotes() throws {
        #expect(try Tokenizer.words(in: #"say "a \"b\" \\ c""#) == ["say", #"a "b" \ c"#])
    }

    @Test func leavesBackslashesAloneInSingleQuotes() throws {
        #expect(try Tokenizer.words(in: #"say 'a\b'"#) == ["say", #"a\b"#])
    }

    @Test func refusesAnUnterminatedQuote() {
        #expect(throws: CommandProblem.unterminatedQuote("\"")) {
            try Tokenizer.words(in: #"search "blue"#)
        }
    }

    @Test func anApostropheInsideAWordIsALetter() throws {
        #expect(try Tokenizer.words(in: "add O'Brien's cat") == ["add", "O'Brien's", "cat"])
        #expect(try Tokenizer.words(in: "rock'n'roll 'two words'") == ["rock'n'roll", "two words"])
        // Inside double quotes, and at a word's start, as before.
        #expect(try Tokenizer.words(in: #"say "it's" 'x y'"#) == ["say", "it's", "x y"])
        #expect(throws: CommandProblem.unterminatedQuote("'")) {
            try Tokenizer.words(in: "add 'Brien")
        }
        // Where the words start agrees with how they are read.
        let line = "note Ada's day 'at home' now"
        #expect(line[Tokenizer.start(ofWord: 2, in: line)...] == "day 'at home' now")
        #expect(line[Tokenizer.start(ofWord: 4, in: line)...] == "now")
    }

    @Test func findsNoWordsInABlankLine() throws {
        #expect(try Tokenizer.words(in: "  \t ").isEmpty)
    }
}

/// An argument that takes the rest of the line takes it exactly as typed, but for the spaces at
/// its ends.
@Suite struct RestOfLineTests {
    enum Name: String, CommandName { case note, tag, login }
    static let text = Argument.restOfLine("TEXT")
    static let label = Argument.text("LABEL")
    static let password = Argument.secret("PASSWORD")
    let commands = [
        Command(Name.note, text, help: "Keep a note"),
        Command(Name.tag, label, text, help: "Tag a note"),
        Command(Name.login, label, password, help: "Log in"),
    ]

    @Test(arguments: [
        ("note Dinner at Zé's", "Dinner at Zé's"),
        ("note member D'Angelo", "member D'Angelo"),
        ("note new Zoë's birthday", "new Zoë's birthday"),
        (#"note Lunch   with "x""#, #"Lunch   with "x""#),
        (#"note "quoted" stays quoted"#, #""quoted" stays quoted"#),
        ("note\ttabbed  \tline ", "tabbed  \tline"),
        ("note   x   \t", "x"),
    ])
    func isTheTextAsTyped(line: String, text: String) throws {
        let input = try CommandInput(line, commands: commands)
        #expect(input[Self.text] == text)
    }

    @Test func quotesStillGroupTheWordsBeforeIt() throws {
        let input = try CommandInput(#"tag "two words" it's "mine""#, commands: commands)
        #expect(input[Self.label] == "two words")
        #expect(input[Self.text] == #"it's "mine""#)
        let login = try CommandInput(#"login ada pa"ss word"#, commands: commands)
        #expect(login[Self.password] == #"pa"ss word"#)
    }

    @Test func anUnclosedQuoteBeforeTheTextIsStillRefused() {
        #expect(
            throws: UsageError(
                #"The line has no closing " quote; nothing was done. Close the quote and try again."#
            )
        ) {
            try CommandInput(#"tag "two words it's"#, commands: commands)
        }
        #expect(throws: UsageError.self) { try CommandInput(#"nothing "open"#, commands: commands) }
    }

    @Test func helpSaysItIsTheTextAsTypedOrWhatTheAppSays() {
        #expect(Self.text.syntax.accepts == "the rest of the line, as typed")
        #expect(
            Argument.text("AMOUNT").described(as: "an amount such as 1,000").syntax.accepts
                == "an amount such as 1,000")
        // The rest of a line is still said to be taken as typed, quotes and all (a stranger's
        // filter read as if quotes were special).
        #expect(
            Argument.restOfLine("TEXT").described(as: "the text to look for").syntax.accepts
                == "the text to look for (the rest of the line, as typed)")
    }
}

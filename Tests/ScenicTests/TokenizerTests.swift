import Testing

@testable import Scenic

@Suite struct TokenizerTests {
    @Test func splitsOnSpacesAndTabs() throws {
        #expect(try Tokenizer.words(in: "open  3\tnow ") == ["open", "3", "now"])
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

    @Test func findsNoWordsInABlankLine() throws {
        #expect(try Tokenizer.words(in: "  \t ").isEmpty)
    }
}

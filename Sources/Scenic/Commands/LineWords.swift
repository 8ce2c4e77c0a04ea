/// The words of a typed line, and where each starts in the line as typed.
///
/// An argument that takes the rest of the line takes it exactly as typed from the word it
/// starts at (quotes, apostrophes and runs of spaces kept), so `note Dinner at Zé's` and
/// `note Lunch   with "x"` arrive as they were typed. Quoting groups words only for the
/// arguments before it.
struct LineWords: Equatable, Sendable, ExpressibleByArrayLiteral {
    /// A quote that the line opened and never closed.
    struct UnclosedQuote: Equatable, Sendable {
        /// The quote character: `"` or `'`.
        var quote: Character
        /// The index of the word it opened; that word runs to the end of the line.
        var word: Int
    }

    /// The words, quotes removed; the first is the command's name.
    var words: [String]
    /// The line as typed.
    var line: String
    /// The quote the line left open, if any: an error unless an argument that takes the rest
    /// of the line starts at or before its word.
    var unclosedQuote: UnclosedQuote?

    /// The words of `line`, as ``Tokenizer/lineWords(in:)`` reads them.
    init(line: String, words: [String], unclosedQuote: UnclosedQuote?) {
        self.line = line
        self.words = words
        self.unclosedQuote = unclosedQuote
    }

    /// The line typed as `words` separated by single spaces, each needing no quotes: for tests
    /// and for lines the app makes itself.
    init(arrayLiteral words: String...) {
        self = Tokenizer.lineWords(in: words.map(Tokenizer.quoted).joined(separator: " "))
    }

    /// The line as typed from the start of word `index` to its end.
    ///
    /// Found by reading the line again, only for the few commands that take the rest of it,
    /// so that every other line costs no more than its words.
    func rest(from index: Int) -> String {
        String(line[Tokenizer.start(ofWord: index, in: line)...])
    }
}

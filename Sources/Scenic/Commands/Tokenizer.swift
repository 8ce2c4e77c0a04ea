/// Splits a typed line into words, keeping quoted text together.
///
/// Words are separated by spaces, tabs, and every other space Unicode has: ideographic spaces
/// (U+3000, which a Japanese or Chinese input method types for the space bar), no-break spaces
/// (U+00A0 and the narrow U+202F, which text copied from a web page or typed with Option-Space
/// holds), thin and figure spaces. Text in double or single quotes is one word, with
/// the quotes removed; inside double quotes `\"` and `\\` stand for `"` and `\`. A single quote
/// opens a quote only at the start of a word: inside one it is an apostrophe (`O'Brien`).
///
/// ```swift
/// try Tokenizer.words(in: #"search "blue shirt" now"#)  // ["search", "blue shirt", "now"]
/// ```
enum Tokenizer {
    /// Whether `character` separates two words: a space, a tab, or any space separator of
    /// Unicode's (ideographic, no-break, thin…), the one rule the console, Tab completion and
    /// the line editor read words by.
    static func separates(_ character: Character) -> Bool {
        if character == " " || character == "\t" { return true }
        // ASCII letters and digits, most of what is typed, need no look at the properties.
        guard !character.isASCII, character.unicodeScalars.count == 1,
            let scalar = character.unicodeScalars.first
        else { return false }
        return scalar.properties.generalCategory == .spaceSeparator
    }

    /// `text` without the separators at its ends.
    static func trimmingSeparators(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !separates($0) }),
            let last = text.lastIndex(where: { !separates($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// The words of `line`.
    ///
    /// - Throws: ``CommandProblem/unterminatedQuote(_:)`` when a quote is not closed.
    static func words(in line: String) throws(CommandProblem) -> [String] {
        let read = lineWords(in: line)
        if let open = read.unclosedQuote { throw .unterminatedQuote(open.quote) }
        return read.words
    }

    /// The words of `line` and where each starts; an unclosed quote is noted, not thrown, since
    /// an argument that takes the rest of the line may take it as typed.
    static func lineWords(in line: String) -> LineWords {
        var words: [String] = []
        var current = ""
        // Distinguishes an empty quoted word ("") from no word at all.
        var inWord = false
        var quote: Character?
        var escaping = false

        for character in line {
            if let open = quote {
                if escaping {
                    current.append(character)
                    escaping = false
                } else if open == "\"" && character == "\\" {
                    escaping = true
                } else if quoteMark(character) == open {
                    quote = nil
                    current.unicodeScalars.append(contentsOf: character.unicodeScalars.dropFirst())
                } else {
                    current.append(character)
                }
            } else if separates(character) {
                if inWord {
                    words.append(current)
                    current = ""
                    inWord = false
                }
            } else if let mark = quoteMark(character), mark == "\"" || !inWord {
                quote = mark
                inWord = true
                current.unicodeScalars.append(contentsOf: character.unicodeScalars.dropFirst())
            } else {
                current.append(character)
                inWord = true
            }
        }
        if escaping {
            current.append("\\")
        }
        if inWord {
            words.append(current)
        }
        return LineWords(
            line: line, words: words,
            unclosedQuote: quote.map { LineWords.UnclosedQuote(quote: $0, word: words.count - 1) })
    }

    /// The quote `character` is, `"` or `'`, when it starts with one: a quote followed by a
    /// combining mark (`"` and U+0301) is one character to Swift, but a quote all the same, so
    /// that a line such as `login "́" secret` is read as typed, its secret masked, not refused
    /// whole as unclosed and echoed raw (found by a hostile tester).
    static func quoteMark(_ character: Character) -> Character? {
        // The first byte: a quote is ASCII, and the UTF-8 view is the cheapest look at it on
        // the path of every typed line.
        switch character.utf8.first {
        case UInt8(ascii: "\""): "\""
        case UInt8(ascii: "'"): "'"
        default: nil
        }
    }

    /// Where word `index` of `line` starts (at its opening quote, if it has one), read as
    /// ``lineWords(in:)`` reads words; the end of the line when it has fewer.
    static func start(ofWord index: Int, in line: String) -> String.Index {
        var seen = 0
        var inWord = false
        var quote: Character?
        var escaping = false
        for position in line.indices {
            let character = line[position]
            if let open = quote {
                if escaping {
                    escaping = false
                } else if open == "\"" && character == "\\" {
                    escaping = true
                } else if quoteMark(character) == open {
                    quote = nil
                }
            } else if separates(character) {
                inWord = false
            } else {
                let startsWord = !inWord
                if startsWord {
                    if seen == index { return position }
                    seen += 1
                    inWord = true
                }
                if let mark = quoteMark(character), mark == "\"" || startsWord { quote = mark }
            }
        }
        return line.endIndex
    }

    /// `word` as it would be typed to be read back as one word: quoted when it is empty or
    /// holds spaces or quotes.
    static func quoted(_ word: String) -> String {
        let needsQuotes =
            word.isEmpty || word.contains { separates($0) || $0 == "\"" || $0 == "'" }
        guard needsQuotes else { return word }
        var escaped = ""
        for character in word {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }
}

/// Splits a typed line into words, keeping quoted text together.
///
/// Words are separated by spaces or tabs. Text in double or single quotes is one word, with
/// the quotes removed; inside double quotes `\"` and `\\` stand for `"` and `\`.
///
/// ```swift
/// try Tokenizer.words(in: #"search "blue shirt" now"#)  // ["search", "blue shirt", "now"]
/// ```
enum Tokenizer {
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
        var starts: [String.Index] = []
        var current = ""
        // Distinguishes an empty quoted word ("") from no word at all.
        var inWord = false
        var quote: Character?
        var escaping = false

        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if escaping {
                    current.append(character)
                    escaping = false
                } else if open == "\"" && character == "\\" {
                    escaping = true
                } else if character == open {
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == " " || character == "\t" {
                if inWord {
                    words.append(current)
                    current = ""
                    inWord = false
                }
            } else if character == "\"" || character == "'" {
                if !inWord { starts.append(index) }
                quote = character
                inWord = true
            } else {
                if !inWord { starts.append(index) }
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
            line: line, words: words, starts: starts,
            unclosedQuote: quote.map { LineWords.UnclosedQuote(quote: $0, word: words.count - 1) })
    }

    /// `word` as it would be typed to be read back as one word: quoted when it is empty or
    /// holds spaces or quotes.
    static func quoted(_ word: String) -> String {
        let needsQuotes =
            word.isEmpty || word.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }
        guard needsQuotes else { return word }
        var escaped = ""
        for character in word {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }
}

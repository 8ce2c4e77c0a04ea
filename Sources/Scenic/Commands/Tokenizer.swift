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
                quote = character
                inWord = true
            } else {
                current.append(character)
                inWord = true
            }
        }
        if let open = quote {
            throw .unterminatedQuote(open)
        }
        if escaping {
            current.append("\\")
        }
        if inWord {
            words.append(current)
        }
        return words
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

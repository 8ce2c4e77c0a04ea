/// Word wrapping by display width.
///
/// Words are separated by spaces (U+0020) only; other characters, including no-break spaces,
/// belong to words. Lines are filled greedily.
///
/// ```swift
/// TextWrapper.wrap("Green tea  latte with oat milk", width: 12)
/// // ["Green tea", "latte with", "oat milk"]
/// TextWrapper.wrap("抹茶抹茶抹茶", width: 5)
/// // ["抹茶", "抹茶", "抹茶"]
/// ```
public enum TextWrapper {
    /// Wraps one paragraph (no "\n" handling; callers split first) to lines no wider than `width`
    /// columns; breaks words longer than the width (never overflows, never splits a grapheme,
    /// never leaves a wide character straddling the edge); collapses runs of spaces between
    /// words; returns [""] for empty text.
    ///
    /// Leading and trailing spaces are dropped, so no line starts or ends with a space. A width
    /// below 2 is treated as 2, the least that fits every character.
    ///
    /// - Parameters:
    ///   - text: One paragraph of text.
    ///   - width: The widest a line may be, in terminal columns.
    /// - Returns: At least one line; `[""]` when `text` has no words.
    public static func wrap(_ text: String, width: Int) -> [String] {
        // Most texts already fit on one line as they are: no splitting, no new strings.
        if keepsWhole(text, width: width) {
            return [text]
        }
        let width = max(width, 2)
        var lines = Lines()
        for word in words(in: text) {
            let wordWidth = DisplayWidth.of(word)
            if !lines.isCurrentEmpty, lines.currentWidth + 1 + wordWidth <= width {
                lines.append(Character(" "), width: 1)
                lines.append(word, width: wordWidth)
                continue
            }
            lines.breakIfNotEmpty()
            if wordWidth <= width {
                lines.append(word, width: wordWidth)
                continue
            }
            // Too long for any line: break it after its hyphens first ("Pour-" / "over"), and
            // cut only pieces still too long at character boundaries. The tail stays open so
            // the next word may follow it.
            for piece in hyphenatedPieces(of: word) {
                let pieceWidth = DisplayWidth.of(piece)
                if lines.currentWidth + pieceWidth > width {
                    lines.breakIfNotEmpty()
                }
                if lines.currentWidth + pieceWidth <= width {
                    lines.append(piece, width: pieceWidth)
                    continue
                }
                // Printable ASCII (a hash, a token, a minified line) is a column a byte: cut on
                // the bytes. Character by character, one 5 MB word took 12 times as long as
                // 5 MB of words. Not where an escape may be shown (`^[`, `<U+200F>`), which
                // goes whole, below.
                if piece.utf8.allSatisfy({
                    $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "^") && $0 != UInt8(ascii: "<")
                }) {
                    var start = piece.startIndex
                    while start < piece.endIndex {
                        if lines.currentWidth >= width { lines.breakIfNotEmpty() }
                        let room = width - lines.currentWidth
                        let end =
                            piece.utf8.index(start, offsetBy: room, limitedBy: piece.endIndex)
                            ?? piece.endIndex
                        lines.append(
                            piece[start..<end], width: piece.utf8.distance(from: start, to: end))
                        start = end
                    }
                    continue
                }
                // An escape (`^[`, `<U+200F>`) goes whole, unless it is wider than a line.
                var index = piece.startIndex
                while index < piece.endIndex {
                    var end = VisibleText.endOfShownPiece(in: piece, at: index)
                    var shownWidth = DisplayWidth.of(piece[index..<end])
                    if shownWidth > width {
                        end = piece.index(after: index)
                        shownWidth = DisplayWidth.of(piece[index..<end])
                    }
                    if lines.currentWidth + shownWidth > width {
                        lines.breakIfNotEmpty()
                    }
                    lines.append(piece[index..<end], width: shownWidth)
                    index = end
                }
            }
        }
        return lines.finished()
    }

    /// Whether ``wrap(_:width:)`` would return `text` itself as its only line: it fits and has
    /// no spaces to drop.
    static func keepsWhole(_ text: String, width: Int) -> Bool {
        isTidy(text) && DisplayWidth.of(text) <= max(width, 2)
    }

    /// The lines made so far and the one being filled, with its width.
    private struct Lines {
        private var done: [String] = []
        private var current = ""
        private(set) var currentWidth = 0

        var isCurrentEmpty: Bool { current.isEmpty }

        mutating func append(_ text: Substring, width: Int) {
            current.append(contentsOf: text)
            currentWidth += width
        }

        mutating func append(_ character: Character, width: Int) {
            current.append(character)
            currentWidth += width
        }

        /// Ends the current line, unless nothing is on it.
        mutating func breakIfNotEmpty() {
            guard !current.isEmpty else { return }
            done.append(current)
            current = ""
            currentWidth = 0
        }

        /// Every line; `[""]` when nothing was written.
        mutating func finished() -> [String] {
            if !current.isEmpty || done.isEmpty {
                done.append(current)
            }
            return done
        }
    }

    /// ``wrap(_:width:)`` for plain text (see ``PlainText``), or `nil` when a word is wider
    /// than the line and has to be broken, which the general path does.
    ///
    /// In plain text every character stands alone and a space byte always separates words, so
    /// words are found, measured and joined on the bytes: the same greedy lines, without
    /// forming characters.
    static func wrapPlain(_ text: String, width: Int) -> [String]? {
        let width = max(width, 2)
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        var text = text
        let fits = text.withUTF8 { bytes -> Bool in
            var index = 0
            while index < bytes.count {
                guard bytes[index] != UInt8(ascii: " ") else {
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: " ") { end += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[index..<end])
                let wordWidth = PlainText.width(of: word)
                guard wordWidth <= width else { return false }
                if !current.isEmpty, currentWidth + 1 + wordWidth <= width {
                    current.append(" ")
                    currentWidth += 1
                } else if !current.isEmpty {
                    lines.append(current)
                    current = ""
                    currentWidth = 0
                }
                // Cut at spaces, so the word is whole, valid UTF-8.
                current.append(String(decoding: word, as: UTF8.self))
                currentWidth += wordWidth
                index = end
            }
            return true
        }
        guard fits else { return nil }
        lines.append(current)
        return lines
    }

    /// The words of `text`: what `text.split(separator: " ")` gives, found on the bytes.
    ///
    /// A space is a separator when it is a character of its own. Between ASCII neighbours it
    /// always is; next to other text it may belong to a neighbour's character (a combining mark
    /// after it, a prepended mark such as U+0600 before it), so only there are characters formed.
    static func words(in text: String) -> [Substring] {
        var words: [Substring] = []
        let utf8 = text.utf8
        var wordStart: String.Index?
        var previousByte: UInt8 = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            let isSeparator =
                byte == UInt8(ascii: " ")
                && (previousByte < 0x80 || !joinsPreviousCharacter(spaceAt: index, in: text))
                && (next == utf8.endIndex || utf8[next] < 0x80 || text[index] == " ")
            if isSeparator {
                if let start = wordStart {
                    words.append(text[start..<index])
                    wordStart = nil
                }
            } else if wordStart == nil {
                wordStart = index
            }
            previousByte = byte
            index = next
        }
        if let start = wordStart {
            words.append(text[start...])
        }
        return words
    }

    /// Whether the space at `index` belongs to the character of the scalar before it.
    private static func joinsPreviousCharacter(spaceAt index: String.Index, in text: String)
        -> Bool
    {
        let previous = text.unicodeScalars.index(before: index)
        return text[previous].utf8.count > text.utf8.distance(from: previous, to: index)
    }

    /// `word` cut after each hyphen: `"Pour-over"` gives `"Pour-"`, `"over"`.
    private static func hyphenatedPieces(of word: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var start = word.startIndex
        for index in word.indices where word[index] == "-" {
            let end = word.index(after: index)
            pieces.append(word[start..<end])
            start = end
        }
        if start < word.endIndex { pieces.append(word[start...]) }
        return pieces
    }

    /// Whether `text` has no leading, trailing or doubled spaces, so wrapping would keep it
    /// as it is when it fits.
    private static func isTidy(_ text: String) -> Bool {
        var previousWasSpace = true
        for byte in text.utf8 {
            let isSpace = byte == UInt8(ascii: " ")
            if isSpace && previousWasSpace { return false }
            previousWasSpace = isSpace
        }
        return !previousWasSpace || text.isEmpty
    }
}

/// What one pass over text of printable ASCII learns about it: its width, whether it has
/// words, and whether its spaces are tidy.
///
/// Most of a screen (numbers, prices, labels, sentences) is printable ASCII. Such text needs
/// no escaping, is as wide as it is long, and wraps as the bytes say; learning all of that in
/// one pass spares the renderers three or four passes (escaping, measuring, checking spaces)
/// and their calls for every cell and sentence.
struct PlainText {
    /// The text's width in columns: its length.
    let width: Int
    /// Whether it holds anything but spaces.
    let hasWords: Bool
    /// Whether it neither starts nor ends with a space and has no two spaces in a row (see
    /// ``TextWrapper``): then it fits on one line as it is, when it is narrow enough.
    let isTidy: Bool

    /// The facts about `text`, or `nil` when it holds a control character or anything beyond
    /// ASCII (which the general escaping and measuring handle).
    static func measure(_ text: String) -> PlainText? {
        var text = text
        return text.withUTF8 { bytes in
            var hasWords = false
            var isTidy = true
            var previousWasSpace = true
            for byte in bytes {
                guard byte >= 0x20, byte < 0x7F else { return nil }
                let isSpace = byte == UInt8(ascii: " ")
                if isSpace && previousWasSpace { isTidy = false }
                if !isSpace { hasWords = true }
                previousWasSpace = isSpace
            }
            if previousWasSpace && !bytes.isEmpty { isTidy = false }
            return PlainText(width: bytes.count, hasWords: hasWords, isTidy: isTidy)
        }
    }
}

/// What one pass over plain text learns about it: its width, whether it has words, and
/// whether its spaces are tidy.
///
/// Plain text is printable and made of characters that stand alone: ASCII, Latin letters with
/// their accents precomposed, general punctuation, currency signs, arrows, box drawing, kana
/// and CJK ideographs. No character in it can join its neighbour into one cluster, none needs
/// escaping, and a space byte always separates words. Most of a screen (numbers, prices,
/// labels, sentences, product names in several scripts) is plain; learning all of the above in
/// one pass spares the renderers three or four passes (escaping, measuring, checking spaces)
/// and their calls for every cell and sentence. Other text takes the general path.
struct PlainText {
    /// The text's width in terminal columns.
    let width: Int
    /// Whether it holds anything but spaces.
    let hasWords: Bool
    /// Whether it neither starts nor ends with a space and has no two spaces in a row (see
    /// ``TextWrapper``): then it fits on one line as it is, when it is narrow enough.
    let isTidy: Bool

    /// The facts about `text`, or `nil` when it is not plain.
    static func measure(_ text: String) -> PlainText? {
        var text = text
        return text.withUTF8 { bytes in
            var width = 0
            var hasWords = false
            var isTidy = true
            var previousWasSpace = true
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count,
                    let spaceFlags = printableASCIISpaces(
                        UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
                {
                    // Eight printable ASCII characters at once: most of a screen's text.
                    if spaceFlags & (spaceFlags << 8) != 0 { isTidy = false }
                    if previousWasSpace && spaceFlags & 0x80 != 0 { isTidy = false }
                    if spaceFlags != allFlags { hasWords = true }
                    previousWasSpace = spaceFlags >> 63 != 0
                    width += 8
                    index += 8
                    continue
                }
                let byte = bytes[index]
                if byte < 0x80 {
                    guard byte >= 0x20, byte < 0x7F else { return nil }
                    let isSpace = byte == UInt8(ascii: " ")
                    if isSpace && previousWasSpace { isTidy = false }
                    if !isSpace { hasWords = true }
                    previousWasSpace = isSpace
                    width += 1
                    index += 1
                    continue
                }
                guard let (columns, length) = standaloneScalar(in: bytes, at: index) else {
                    return nil
                }
                hasWords = true
                previousWasSpace = false
                width += columns
                index += length
            }
            if previousWasSpace && !bytes.isEmpty { isTidy = false }
            return PlainText(width: width, hasWords: hasWords, isTidy: isTidy)
        }
    }

    private static let allFlags: UInt64 = 0x8080_8080_8080_8080

    /// For eight bytes read as one word, a word whose byte `i` (bits `8i` to `8i + 7`) has its
    /// high bit set where byte `i` is a space, when all eight are printable ASCII (0x20–0x7E);
    /// `nil` otherwise.
    private static func printableASCIISpaces(_ word: UInt64) -> UInt64? {
        let word = UInt64(littleEndian: word)
        // No byte has its high bit set: all ASCII. Then, byte by byte and without carries:
        // b + 0x60 reaches 0x80 exactly when b >= 0x20, and b + 0x01 exactly when b == 0x7F.
        guard word & allFlags == 0,
            (word &+ 0x6060_6060_6060_6060) & allFlags == allFlags,
            (word &+ 0x0101_0101_0101_0101) & allFlags == 0
        else { return nil }
        // A space becomes zero after the exclusive or; (x + 0x7F) | x has the high bit clear
        // exactly for zero bytes.
        let spaceless = word ^ 0x2020_2020_2020_2020
        return ~((spaceless &+ 0x7F7F_7F7F_7F7F_7F7F) | spaceless) & allFlags
    }

    /// The width of `bytes`, a piece of plain text (a word of it, say).
    static func width(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var width = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                width += 1
                index += 1
            } else if let (columns, length) = standaloneScalar(in: bytes, at: index) {
                width += columns
                index += length
            } else {
                // Not plain after all; measured as one column per byte it skips.
                width += 1
                index += 1
            }
        }
        return width
    }

    /// The columns and byte length of the two- or three-byte scalar at `index`, when it is one
    /// of the characters that stand alone.
    private static func standaloneScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int)
        -> (columns: Int, length: Int)?
    {
        guard let (value, end) = ShortScalar.decode(in: bytes, at: index) else { return nil }
        let length = end - index
        switch value {
        // Latin-1 letters and signs (not the soft hyphen, which is invisible), Latin
        // Extended-A and -B and IPA; the combining marks from U+0300 are left out.
        case 0xA0...0xAC, 0xAE...0x2FF: return (1, length)
        // Dashes, quotes, bullets and ellipsis; the invisible spaces and direction marks
        // around them are left out.
        case 0x2010...0x2027, 0x2030...0x205E: return (1, length)
        // Currency signs, arrows and box drawing.
        case 0x20A0...0x20C0, 0x2190...0x21FF, 0x2500...0x257F: return (1, length)
        // Hiragana and katakana (not the combining voicing marks U+3099 and U+309A) and CJK
        // ideographs.
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF: return (2, length)
        default: return nil
        }
    }
}

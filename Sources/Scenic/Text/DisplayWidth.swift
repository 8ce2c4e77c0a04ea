/// Terminal column width of text.
///
/// Width is measured per grapheme cluster (a `Character`), as the sum of its code points' widths:
/// East Asian Wide and Fullwidth characters and emoji take two columns; combining marks,
/// joiners, variation selectors, other format characters and controls take none; everything
/// else takes one, spacing vowel signs too ("कि" takes two). An emoji sequence with VS16
/// (U+FE0F) takes two columns, and emoji ZWJ sequences, skin tones and flags, being one picture
/// each, take two as well.
///
/// ```swift
/// DisplayWidth.of("Matcha")  // 6
/// DisplayWidth.of("抹茶")  // 4
/// DisplayWidth.of("e\u{301}")  // 1
/// DisplayWidth.of("👨‍👩‍👧")  // 2
/// ```
///
/// Pure ASCII text is measured byte by byte without forming characters.
public enum DisplayWidth {
    /// The number of terminal columns `text` takes.
    ///
    /// - Parameter text: Any string or substring; controls count 0 columns.
    /// - Returns: The sum of the widths of its characters.
    public static func of(_ text: some StringProtocol) -> Int {
        let utf8 = text.utf8
        // Most text is ASCII: its bytes are counted straight from storage, and segmenting
        // starts only at the first byte that may begin a wider or combining character.
        let (asciiPrefixWidth, asciiPrefixLength) =
            utf8.withContiguousStorageIfAvailable(measureASCIIPrefix) ?? (0, 0)
        var total = asciiPrefixWidth
        var index = utf8.index(utf8.startIndex, offsetBy: asciiPrefixLength)
        while index != utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            // An ASCII byte followed by ASCII (or the end) is a whole character: no combining
            // mark or variation selector can follow it. Only the rest is segmented.
            if byte < 0x80, next == utf8.endIndex || utf8[next] < 0x80 {
                total += asciiWidth(byte)
                index = next
                continue
            }
            if byte >= 0x80, let (scalar, end) = loneScalar(in: utf8, at: index) {
                total += DisplayWidthTable.width(of: scalar)
                index = end
                continue
            }
            total += of(text[index])
            index = text.index(after: index)
        }
        return total
    }

    /// The width and length of the bytes before the first one that needs segmenting: the last
    /// ASCII byte before a non-ASCII one stays out, since a combining mark may follow it.
    private static func measureASCIIPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var total = 0
        for (offset, byte) in bytes.enumerated() {
            if byte >= 0x80 {
                return offset == 0 ? (0, 0) : (total - asciiWidth(bytes[offset - 1]), offset - 1)
            }
            total += asciiWidth(byte)
        }
        return (total, bytes.count)
    }

    /// The number of terminal columns one character (grapheme cluster) takes.
    ///
    /// The sum of its code points' widths, as terminals draw them: a spacing vowel sign takes
    /// its own column (Devanagari "कि" takes 2, Thai "กำ" 2), a combining accent none. An
    /// emoji sequence (joined by ZWJ, with VS16, a skin tone, tags, or a flag's two regional
    /// indicators) is one picture as wide as its first emoji: 2.
    public static func of(_ character: Character) -> Int {
        var total = 0
        var base: Unicode.Scalar?
        var baseWidth = 0
        var mayBeEmojiSequence = false
        var asksForEmoji = false
        for scalar in character.unicodeScalars {
            let width = DisplayWidthTable.width(of: scalar)
            if base == nil, width > 0 {
                base = scalar
                baseWidth = width
            }
            total += width
            switch scalar.value {
            // VS16; ZWJ, skin tones, tags, regional indicators.
            case 0xFE0F:
                mayBeEmojiSequence = true
                asksForEmoji = true
            case 0x200D, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0x1F1E6...0x1F1FF:
                mayBeEmojiSequence = true
            default:
                break
            }
        }
        guard let base else { return 0 }
        // The emoji property lookup is not free: only for the few clusters that may need it.
        guard mayBeEmojiSequence, base.properties.isEmoji else { return total }
        // VS16 asks for emoji presentation, which terminals draw two columns wide.
        if baseWidth == 1, asksForEmoji { return 2 }
        return baseWidth
    }

    /// The scalar at `index` and where it ends, when it is a character on its own: a two- or
    /// three-byte scalar followed by ASCII, box drawing or the end, and not one of the few that
    /// join the character after them.
    ///
    /// Such a character needs no segmenting: a cluster can only continue into combining marks,
    /// joiners and other non-ASCII scalars. Text with accents, CJK, box drawing or "·" between
    /// ASCII words is measured here, without forming characters.
    private static func loneScalar<UTF8: Collection<UInt8>>(
        in utf8: UTF8, at index: UTF8.Index
    ) -> (Unicode.Scalar, UTF8.Index)? {
        guard let (value, position) = ShortScalar.decode(in: utf8, at: index) else { return nil }
        guard position == utf8.endIndex || utf8[position] < 0x80 || startsBoxDrawing(utf8, position)
        else { return nil }
        guard let scalar = Unicode.Scalar(value), !prependsToNext(scalar) else { return nil }
        return (scalar, position)
    }

    /// Whether the bytes at `index` are a box-drawing scalar (U+2500 to U+257F, `E2 94 80` to
    /// `E2 95 BF`): like ASCII, it never joins the character before it, so rules and frames
    /// (`────`) are measured without forming characters too.
    private static func startsBoxDrawing<UTF8: Collection<UInt8>>(
        _ utf8: UTF8, _ index: UTF8.Index
    ) -> Bool {
        guard utf8[index] == 0xE2 else { return false }
        let second = utf8.index(after: index)
        guard second != utf8.endIndex, utf8[second] == 0x94 || utf8[second] == 0x95 else {
            return false
        }
        let third = utf8.index(after: second)
        return third != utf8.endIndex && utf8[third] & 0xC0 == 0x80
    }

    /// The two- and three-byte scalars that join the character after them (Grapheme_Cluster_Break
    /// Prepend): Arabic and Syriac number signs and a few more.
    private static func prependsToNext(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0xD4E: true
        default: false
        }
    }

    private static func asciiWidth(_ byte: UInt8) -> Int {
        byte >= 0x20 && byte != 0x7F ? 1 : 0
    }
}

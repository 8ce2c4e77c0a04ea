import ScenicTestSupport

/// Scalars for the tests that compare work done on bytes with work done on characters: every
/// scalar that can join a neighbour into one character, on every run, and a random sample of
/// all the others.
enum ScalarSample {
    /// Letters that join the character after or before them though they are neither marks nor
    /// format characters: the prepended and spacing letters of Malayalam, Thai, Lao, Brahmi
    /// scripts and their kin.
    private static let joiningLetters: Set<UInt32> = [
        0x0D4E, 0x0E33, 0x0EB3, 0x1_11C2, 0x1_11C3, 0x1_193F, 0x1_1941, 0x1_1A3A, 0x1_1A84,
        0x1_1A85, 0x1_1A86, 0x1_1A87, 0x1_1A88, 0x1_1A89, 0x1_1D46, 0x1_1F02, 0x1_13D1,
    ]

    /// Hangul jamo (which join each other), regional indicators (which pair) and tags.
    private static let joiningRanges: [ClosedRange<UInt32>] = [
        0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF, 0x1_F1E6...0x1_F1FF,
        0xE_0000...0xE_007F,
    ]

    /// Every scalar of the planes where joining scalars live (0, 1 and 14) that is a mark, a
    /// format or control character, a grapheme extender, an emoji modifier or a variation
    /// selector, or one of the joining letters and ranges.
    static let joining: [UInt32] = (Array(UInt32(0x80)...0x1_FFFF) + Array(0xE_0000...0xE_0FFF))
        .filter { value in
            guard let scalar = Unicode.Scalar(value) else { return false }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .unassigned, .privateUse, .surrogate: return false
            case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control: return true
            default:
                return properties.isGraphemeExtend || properties.isEmojiModifier
                    || properties.isVariationSelector || joiningLetters.contains(value)
                    || joiningRanges.contains { $0.contains(value) }
            }
        }

    /// The joining scalars and `count` others from U+0080 to U+10FFFF, as scalars.
    static func scalars(count: Int = 4_000, name: String = #function) -> [Unicode.Scalar] {
        TestSample.of(UInt32(0x80)...0x10_FFFF, count: count, always: joining, name: name)
            .compactMap(Unicode.Scalar.init)
    }
}

/// Makes control characters visible so they never reach a terminal raw.
///
/// A raw escape or carriage return in data could move the cursor, recolor the screen or hide
/// text, so everything Scenic lays out passes through ``escaping(_:)`` first.
///
/// ```swift
/// VisibleText.escaping("\u{1B}[31mred")  // "^[[31mred"
/// VisibleText.escaping("a\tb\n")  // "a^Ib^J"
/// VisibleText.escaping("\u{9B}2J")  // "<U+009B>2J"
/// VisibleText.escaping("abc\u{202E}def")  // "abc<U+202E>def"
/// VisibleText.escaping("\u{FEFF}code")  // "<U+FEFF>code"
/// ```
public enum VisibleText {
    /// The text with every control and hiding character made visible.
    ///
    /// Every C0 control (U+0000–U+001F, including "\n" and "\t") becomes caret notation
    /// (`^[`, `^J`, `^I`, `^@`), DEL `^?`, and C1 controls (U+0080–U+009F) `<U+009B>`-style
    /// text. The line and paragraph separators (U+2028, U+2029) and the bidirectional
    /// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are shown the same
    /// way, since they could break a screen's lines or reorder its text; so are characters
    /// that would hide in a word: the soft hyphen (U+00AD, no column here and one in most
    /// terminals, so it would push a table's columns apart), the Mongolian vowel separator
    /// (U+180E), the zero-width space (U+200B), the direction marks (U+061C, U+200E, U+200F),
    /// the word joiner, the invisible operators and the other format characters of U+2060–U+206F,
    /// the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0: blank letters), the Khmer inherent
    /// vowels (U+17B4, U+17B5: never drawn), the interlinear annotation marks (U+FFF9–U+FFFB),
    /// the byte order mark (U+FEFF) and the noncharacters U+FFFE and U+FFFF, and the format
    /// characters that draw nothing of their own: the combining grapheme joiner (U+034F), the
    /// Egyptian hieroglyph format controls (U+13430–U+1343F), the shorthand format controls
    /// (U+1BCA0–U+1BCA3), the musical symbols' beams, ties and phrases (U+1D173–U+1D17A), the
    /// unassigned code points Unicode says to show nothing for (U+FFF0–U+FFF8, U+E0000,
    /// U+E0002–U+E001F, U+E0080–U+E00FF, U+E01F0–U+E0FFF, which hid text as tags did), the
    /// noncharacters (U+FDD0–U+FDEF, and the last two of every plane), the planes no character
    /// is assigned to (U+40000–U+DFFFF, U+E1000–U+EFFFF), the
    /// language tag (U+E0001), and a tag (U+E0020–U+E007F) anywhere but in the flag of
    /// England, Scotland or Wales (🏴, the tags of `gbeng`, `gbsct` or `gbwls`, and the cancel
    /// tag U+E007F): tags spelling anything else would hide it; and a second variation
    /// selector, joiner or non-joiner in a row, and those after it (runs of them carried
    /// hidden text). Everything else is unchanged: the zero-width joiner and non-joiner stay,
    /// as emoji and scripts need them, and so do variation selectors, the tags of emoji flags
    /// and private-use characters (icon fonts).
    ///
    /// What it cannot tell: a character newer than the terminal's own tables, or one the
    /// first planes have not assigned yet, which a terminal may draw as nothing; and one
    /// variation selector after each character, which shapes nothing after most. Terminal
    /// control characters, which could move the cursor or change the screen, never pass.
    ///
    /// - Parameter text: Any text, typically from input or data.
    /// - Returns: `text` itself when it holds no control characters, else the escaped copy.
    public static func escaping(_ text: String) -> String {
        guard containsControlCharacters(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var lastJoining = Joining.none
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            let joining = Joining(scalar.value)
            defer { lastJoining = joining }
            switch scalar.value {
            case 0x00...0x1F:
                result.append("^")
                result.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) + 0x40))
            case 0x7F:
                result.append("^?")
            case blackFlag:
                // A flag's tags are kept with it; tags that make no flag are shown below.
                let tags = flagTagCount(in: scalars, after: index - 1)
                result.unicodeScalars.append(contentsOf: scalars[(index - 1)..<(index + tags)])
                index += tags
            case _
            where isShownAsCodePoint(scalar) || isTag(scalar)
                || joining.isHidden(after: lastJoining):
                result.append(codePoint(scalar))
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// What a code point does between the characters around it: a variation selector or a
    /// joiner, which draw nothing, or anything else.
    ///
    /// One selector after a character, or a joiner between two, shapes what is drawn (`❤️`,
    /// `👩‍💻`, and a selector then a joiner, `❤️‍🔥`); a second in a row shapes nothing and hid
    /// text, a byte a selector (a hostile tester's "variation selector smuggling").
    enum Joining: Equatable {
        case none
        case selector
        case joiner

        init(_ value: UInt32) {
            switch value {
            case 0xFE00...0xFE0F, 0x180B...0x180D, 0x180F, 0xE0100...0xE01EF: self = .selector
            case 0x200C, 0x200D: self = .joiner
            default: self = .none
            }
        }

        /// Whether this, right after `last`, draws nothing and shapes nothing.
        func isHidden(after last: Joining) -> Bool {
            self != .none && last != .none && !(last == .selector && self == .joiner)
        }
    }

    /// How many tags after the 🏴 at `index` make an emoji flag with it: the code of England,
    /// Scotland or Wales (`gbeng`) and the cancel tag; 0 when they make none.
    private static func flagTagCount(in scalars: [Unicode.Scalar], after index: Int) -> Int {
        var run = FlagTagRun()
        _ = run.take(blackFlag)
        var next = index + 1
        while next < scalars.count, isTag(scalars[next]) {
            guard run.take(scalars[next].value) else { return 0 }
            next += 1
            if run.isComplete { return next - index - 1 }
        }
        return 0
    }

    /// Where a run of tags after 🏴 stands, taken a code point at a time: what the escaping and
    /// the scan of bytes agree on.
    ///
    /// The flags Unicode recommends are those of England, Scotland and Wales (`gbeng`,
    /// `gbsct`, `gbwls`); a terminal draws any other code as a plain 🏴, so its tags would hide
    /// up to six letters a flag (a hostile tester's `secret`).
    struct FlagTagRun {
        /// The tags of lowercase letters and digits after 🏴 so far, or -1 outside a flag.
        private var count = -1
        /// Their letters, seven bits each.
        private var code: UInt64 = 0
        /// Whether the cancel tag just ended a flag.
        private(set) var isComplete = false

        /// The codes of the flags kept, packed as ``code`` packs them.
        private static let flags: Set<UInt64> = Set(["gbeng", "gbsct", "gbwls"].map(packed))

        private static func packed(_ letters: String) -> UInt64 {
            letters.unicodeScalars.reduce(0) { $0 << 7 | UInt64($1.value) }
        }

        /// Takes the next code point; `false` when it, or the run it ends, hides text: a tag
        /// outside a flag, a flag's seventh tag, a tag of another kind, a cancel tag ending a
        /// code that is no flag's, or a code point other than the cancel tag after a flag's
        /// tags.
        mutating func take(_ value: UInt32) -> Bool {
            isComplete = false
            switch value {
            case blackFlag:
                defer { (count, code) = (0, 0) }
                return count <= 0
            case 0xE0030...0xE0039, 0xE0061...0xE007A:
                guard count >= 0, count < 6 else { return false }
                count += 1
                code = code << 7 | UInt64(value - 0xE0000)
                return true
            case 0xE007F:
                guard count > 0, Self.flags.contains(code) else { return false }
                count = -1
                isComplete = true
                return true
            case 0xE0020...0xE007E:
                return false
            default:
                defer { count = -1 }
                return count <= 0
            }
        }

        /// Whether text may end here: not after a flag's tags without their cancel tag.
        var mayEnd: Bool { count <= 0 }
    }

    /// `<U+202E>`, `<U+E0041>`: four hexadecimal digits, or as many as the code point needs.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ">"
    }

    /// The waving black flag, U+1F3F4, which tags follow in an emoji flag's sequence (🏴 and
    /// the tags of `gbeng`, then U+E007F).
    private static let blackFlag: UInt32 = 0x1F3F4

    /// Whether `scalar` is a tag (U+E0020–U+E007F), which shows nothing of its own.
    ///
    /// A tag shows as its code point unless it is one of an emoji flag's (``FlagTagRun``).
    private static func isTag(_ scalar: Unicode.Scalar) -> Bool {
        (0xE0020...0xE007F).contains(scalar.value)
    }

    /// Whether `escaping` shows `scalar` as its code point (`<U+202E>`) wherever it stands: a
    /// C1 control, or a character that breaks lines, reorders text or hides in a word (a tag
    /// is shown so only outside an emoji flag's sequence).
    package static func isShownAsCodePoint(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E,
            0x2028...0x202E, 0x200B, 0x200E, 0x200F, 0x2060...0x206F, 0x3164, 0xFEFF, 0xFFA0,
            0xFDD0...0xFDEF, 0xFFF0...0xFFFB, 0xFFFE, 0xFFFF, 0x13430...0x1343F,
            0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE001F, 0xE0080...0xE00FF,
            0xE01F0...0xE0FFF:
            true
        case 0x40000...0xDFFFF, 0xE1000...0xEFFFF:
            // Planes no character is assigned to, nor planned for: terminals draw nothing for
            // them, so they hid text (a hostile tester's sentence at U+40000). The planes that
            // gain characters every year (emoji, ideographs) are left as they are, or a
            // toolchain older than the data would hide its newest emoji behind code points.
            true
        case 0x10000...:
            // A noncharacter, the last two code points of every plane.
            scalar.value & 0xFFFE == 0xFFFE
        default:
            false
        }
    }

    /// True when `escaping` would change the text.
    ///
    /// Scans the UTF-8 bytes once without forming characters.
    public static func containsControlCharacters(_ text: String) -> Bool {
        // Read from storage when the string has it (native strings do): every cell and line of
        // every screen passes through here.
        text.utf8.withContiguousStorageIfAvailable(containsControlCharacters)
            ?? containsControlCharacters(text.utf8)
    }

    /// True when `escaping` would change the text of these UTF-8 bytes.
    static func containsControlCharacters(_ bytes: some Sequence<UInt8>) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        var first: UInt8 = 0
        // Only a 🏴 starts a run of tags: until one does, nothing else is asked of it.
        var flagTags: FlagTagRun?
        // What the last character was between the ones around it (``Joining``).
        var lastJoining = Joining.none
        for byte in bytes {
            if byte < 0x80 {
                // ASCII, most of any screen: only C0 and DEL hide here.
                if byte < 0x20 || byte == 0x7F { return true }
                if flagTags != nil, flagTags?.take(UInt32(byte)) == false { return true }
                lastJoining = .none
            } else if isLastByteOfHidden(byte, after: previous, beforePrevious) {
                return true
            } else if byte < 0xC0 {
                // A character's last byte, when it ends one: decoded past U+07FF.
                var ended: UInt32?
                if first >= 0xF0 {
                    // Past U+FFFF, rare on a screen.
                    let value =
                        UInt32(first & 0x07) << 18 | UInt32(beforePrevious & 0x3F) << 12
                        | UInt32(previous & 0x3F) << 6 | UInt32(byte & 0x3F)
                    if value == blackFlag || isTag(Unicode.Scalar(value) ?? " ") {
                        if flagTags == nil { flagTags = FlagTagRun() }
                    }
                    if flagTags?.take(value) == false { return true }
                    if let scalar = Unicode.Scalar(value), isShownAsCodePoint(scalar) {
                        return true
                    }
                    ended = value
                } else if beforePrevious >= 0xE0 && beforePrevious < 0xF0 {
                    ended =
                        UInt32(beforePrevious & 0x0F) << 12 | UInt32(previous & 0x3F) << 6
                        | UInt32(byte & 0x3F)
                } else if previous >= 0xC0 && previous < 0xE0 {
                    ended = 0x80
                }
                if let ended {
                    let joining = Joining(ended)
                    if joining.isHidden(after: lastJoining) { return true }
                    lastJoining = joining
                }
            } else if byte < 0xF0, flagTags != nil {
                // A character of two or three bytes starts after a flag's tags.
                if flagTags?.take(0x80) == false { return true }
            }
            first = beforePrevious
            beforePrevious = previous
            previous = byte
        }
        return flagTags.map { !$0.mayEnd } ?? false
    }

    /// Whether `byte`, after `previous` and `beforePrevious`, ends a character shown as its code
    /// point.
    ///
    /// Only bytes from 0x80 reach here: every such character's UTF-8 ends in one.
    private static func isLastByteOfHidden(
        _ byte: UInt8, after previous: UInt8, _ beforePrevious: UInt8
    ) -> Bool {
        switch previous {
        // C1 controls are 0xC2 0x80...0x9F, the soft hyphen 0xC2 0xAD.
        case 0xC2: return byte <= 0x9F || byte == 0xAD
        // The Arabic letter mark U+061C is 0xD8 0x9C, the combining grapheme joiner U+034F
        // 0xCD 0x8F.
        case 0xD8: return byte == 0x9C
        case 0xCD: return byte == 0x8F
        default: break
        }
        switch (beforePrevious, previous) {
        // U+2028...U+202E are E2 80 A8...AE; U+200B, U+200E and U+200F are E2 80 8B, 8E, 8F.
        case (0xE2, 0x80):
            return (0xA8...0xAE).contains(byte) || byte == 0x8B || byte == 0x8E || byte == 0x8F
        // U+2060...U+206F are E2 81 A0...AF.
        case (0xE2, 0x81): return (0xA0...0xAF).contains(byte)
        // U+FEFF is EF BB BF.
        case (0xEF, 0xBB): return byte == 0xBF
        // U+FFF0...U+FFFB and U+FFFE, U+FFFF are EF BF B0...BB, BE, BF.
        case (0xEF, 0xBF): return (0xB0...0xBB).contains(byte) || byte >= 0xBE
        // The noncharacters U+FDD0...U+FDEF are EF B7 90...AF.
        case (0xEF, 0xB7): return (0x90...0xAF).contains(byte)
        // U+FFA0 is EF BE A0; U+180E is E1 A0 8E; U+3164 is E3 85 A4.
        case (0xEF, 0xBE): return byte == 0xA0
        case (0xE1, 0xA0): return byte == 0x8E
        // U+115F and U+1160 are E1 85 9F and A0; U+17B4 and U+17B5 are E1 9E B4 and B5.
        case (0xE1, 0x85): return byte == 0x9F || byte == 0xA0
        case (0xE1, 0x9E): return byte == 0xB4 || byte == 0xB5
        case (0xE3, 0x85): return byte == 0xA4
        default: return false
        }
    }

    /// Where the piece of shown text that starts at `index` ends: past an escape as
    /// ``escaping(_:)`` writes it (`^[`, `^?`, `<U+200F>`), else past the one character.
    ///
    /// A line is never cut inside an escape: `^` at the end of one line and `[bbb` at the start
    /// of the next would read as the text typed. The text may hold a `^[` or `<U+200F>` that was
    /// typed as such rather than made here; it is kept whole too, which costs nothing.
    package static func endOfShownPiece(in text: Substring, at index: String.Index)
        -> String.Index
    {
        let next = text.index(after: index)
        switch text[index] {
        case "^":
            guard next < text.endIndex, let scalar = text[next].unicodeScalars.first,
                text[next].unicodeScalars.count == 1, (0x3F...0x5F).contains(scalar.value)
            else { return next }
            return text.index(after: next)
        case "<":
            // `<U+`, four to six hexadecimal digits, `>`.
            var end = next
            for expected in "U+" {
                guard end < text.endIndex, text[end] == expected else { return next }
                end = text.index(after: end)
            }
            var digits = 0
            while end < text.endIndex, digits < 6, hexadecimalDigits.contains(text[end]) {
                digits += 1
                end = text.index(after: end)
            }
            guard digits >= 4, end < text.endIndex, text[end] == ">" else { return next }
            return text.index(after: end)
        default:
            return next
        }
    }

    private static let hexadecimalDigits: [Character] = Array("0123456789ABCDEF")
}

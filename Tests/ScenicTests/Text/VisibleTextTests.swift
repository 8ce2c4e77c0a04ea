import Testing

@testable import Scenic

@Suite struct VisibleTextTests {
    @Test func escapeSequencesBecomeCaretNotation() {
        #expect(VisibleText.escaping("\u{1B}[31mred") == "^[[31mred")
    }

    @Test func everyControlCharacterIsEscaped() {
        #expect(VisibleText.escaping("a\tb\nc\r") == "a^Ib^Jc^M")
        #expect(VisibleText.escaping("\u{0}\u{1}\u{1F}") == "^@^A^_")
        #expect(VisibleText.escaping("\r\n") == "^M^J")
        #expect(VisibleText.escaping("rub\u{7F}out") == "rub^?out")
    }

    @Test func c1ControlsBecomeCodePointText() {
        #expect(VisibleText.escaping("\u{9B}2J") == "<U+009B>2J")
        #expect(VisibleText.escaping("\u{80}\u{9F}") == "<U+0080><U+009F>")
    }

    @Test func bidirectionalControlsAndLineSeparatorsBecomeCodePointText() {
        #expect(VisibleText.escaping("abc\u{202E}fed\u{202C}") == "abc<U+202E>fed<U+202C>")
        #expect(VisibleText.escaping("\u{2066}x\u{2069}") == "<U+2066>x<U+2069>")
        #expect(VisibleText.escaping("a\u{2028}b\u{2029}") == "a<U+2028>b<U+2029>")
        #expect(VisibleText.containsControlCharacters("\u{202A}"))
        #expect(VisibleText.containsControlCharacters("x\u{2067}"))
        // Neighbours of the escaped ranges are ordinary text.
        #expect(!VisibleText.containsControlCharacters("\u{2027}\u{202F}\u{205F}\u{2070}—"))
    }

    @Test func invisibleCharactersThatHideInWordsBecomeCodePointText() {
        #expect(VisibleText.escaping("\u{FEFF}SPRING10") == "<U+FEFF>SPRING10")
        #expect(VisibleText.escaping("SPRING\u{200B}10") == "SPRING<U+200B>10")
        #expect(
            VisibleText.escaping("a\u{200E}b\u{200F}c\u{2060}d") == "a<U+200E>b<U+200F>c<U+2060>d")
        for scalar in ["\u{FEFF}", "\u{200B}", "\u{200E}", "\u{200F}", "\u{2060}"] {
            #expect(VisibleText.containsControlCharacters("x" + scalar), "\(scalar.unicodeScalars)")
        }
        // Invisible in a name, and the soft hyphen takes a column in most terminals but none
        // in a layout, so a table row holding it came out wider than the screen.
        #expect(VisibleText.escaping("so\u{AD}ft") == "so<U+00AD>ft")
        #expect(
            VisibleText.escaping("a\u{180E}b\u{3164}c\u{FFF9}d\u{FFFB}e\u{FFFE}f\u{FFFF}")
                == "a<U+180E>b<U+3164>c<U+FFF9>d<U+FFFB>e<U+FFFE>f<U+FFFF>")
        #expect(VisibleText.escaping("a\u{FFA0}b\u{61C}c") == "a<U+FFA0>b<U+061C>c")
        for scalar in [
            "\u{AD}", "\u{180E}", "\u{3164}", "\u{FFF9}", "\u{FFFA}", "\u{FFFE}", "\u{FFA0}",
            "\u{61C}",
        ] {
            #expect(VisibleText.containsControlCharacters("x" + scalar), "\(scalar.unicodeScalars)")
        }
        // Blank Hangul fillers, the never-drawn Khmer vowels, invisible operators and the
        // other format characters after the word joiner (a hostile server's fact held them).
        #expect(
            VisibleText.escaping("a\u{115F}b\u{1160}c\u{17B4}d\u{2062}e\u{206A}f")
                == "a<U+115F>b<U+1160>c<U+17B4>d<U+2062>e<U+206A>f")
        for value in [0x115F, 0x1160, 0x17B4, 0x17B5] + Array(0x2060...0x206F) {
            let scalar = String(Character(Unicode.Scalar(UInt32(value))!))
            #expect(VisibleText.containsControlCharacters("x" + scalar), "U+\(value)")
        }
        // Their neighbours are ordinary text: ®, ¬, U+180D, U+3165, U+FFEE, U+FFFC (the object
        // replacement character), U+FFFD, U+FFA1, U+061B, U+115E, U+1161, U+17B6, U+2070.
        #expect(
            !VisibleText.containsControlCharacters(
                "\u{AE}\u{AC}\u{180D}\u{3165}\u{FFEE}\u{FFFC}\u{FFFD}\u{FFA1}\u{61B}\u{115E}"
                    + "\u{1161}\u{17B6}\u{2070}"))
        // An emoji flag's tags and a private-use icon stay.
        #expect(
            !VisibleText.containsControlCharacters(
                "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} \u{E000}"))
        // Joiners shape emoji and scripts: they stay.
        #expect(!VisibleText.containsControlCharacters("👨\u{200D}👩 \u{200C}"))
    }

    /// Format characters that draw nothing, above U+FFFF too, and tags outside an emoji
    /// flag: they hid text in a fact and an order's line (found by a hostile tester).
    @Test func formatCharactersThatDrawNothingBecomeCodePointText() {
        #expect(
            VisibleText.escaping("\u{E0041}\u{E0042} hidden \u{1D173}x\u{34F}y\u{E0001}")
                == "<U+E0041><U+E0042> hidden <U+1D173>x<U+034F>y<U+E0001>")
        #expect(
            VisibleText.escaping("a\u{13430}b\u{1343F}c\u{1BCA0}d\u{1BCA3}e\u{1D17A}")
                == "a<U+13430>b<U+1343F>c<U+1BCA0>d<U+1BCA3>e<U+1D17A>")
        for value in [
            0x34F, 0x13430, 0x1343F, 0x1BCA0, 0x1BCA3, 0x1D173, 0x1D17A, 0xE0001, 0xE0041,
        ] {
            let scalar = String(Character(Unicode.Scalar(UInt32(value))!))
            #expect(VisibleText.containsControlCharacters("x" + scalar), "U+\(value)")
            #expect(VisibleText.containsControlCharacters("抹" + scalar), "U+\(value)")
        }
        // A flag's tags stay; the same tags after a letter, a wide character or another emoji
        // do not, nor after a flag interrupted by a letter.
        let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        #expect(VisibleText.escaping("Go " + england + "!") == "Go " + england + "!")
        // Tags that spell more than a flag's code, or follow its cancel tag, or are never
        // cancelled, hide text as any other (found by a hostile tester's second pass).
        let tags = { (text: String) in
            String(
                String.UnicodeScalarView(
                    text.unicodeScalars.map { Unicode.Scalar($0.value + 0xE0000)! }))
        }
        for hidden in [
            "🏴" + tags("gbeng") + "\u{E007F}" + tags("ignore"),
            "🏴" + tags("ignoreall") + "\u{E007F}",
            "🏴" + tags("gbeng"), "🏴" + tags("gbeng") + " x", "🏴\u{E007F}",
            "🏴" + tags("GBENG") + "\u{E007F}",
            "🏴" + tags("gb") + "🏴" + tags("sct") + "\u{E007F}",
        ] {
            #expect(VisibleText.containsControlCharacters(hidden), "\(hidden.unicodeScalars)")
            #expect(VisibleText.escaping(hidden).contains("<U+E00"), "\(hidden.unicodeScalars)")
        }
        #expect(
            VisibleText.escaping("🏴" + tags("gbeng") + "\u{E007F}" + tags("hi"))
                == "🏴" + tags("gbeng") + "\u{E007F}<U+E0068><U+E0069>")
        // Any code but England's, Scotland's and Wales's draws a plain 🏴 and hides its letters
        // (a third pass's `secret`).
        for code in ["secret", "ustx", "gb", "gbeng1"] {
            let flag = "🏴" + tags(code) + "\u{E007F}"
            #expect(VisibleText.containsControlCharacters(flag), "\(code)")
            #expect(VisibleText.escaping(flag).hasPrefix("🏴<U+E00"), "\(code)")
        }
        let wales = "🏴" + tags("gbwls") + "\u{E007F}"
        #expect(VisibleText.escaping(wales) == wales)
        let scotland = "🏴" + tags("gbsct") + "\u{E007F}"
        #expect(!VisibleText.containsControlCharacters(england + scotland + " 🏴 " + england))
        for before in ["a", "抹", "😀", "🏴a", "é"] {
            #expect(VisibleText.containsControlCharacters(before + "\u{E0067}"), "\(before)")
            #expect(VisibleText.escaping(before + "\u{E0067}") == before + "<U+E0067>")
        }
        // So are the unassigned ones Unicode says to show nothing for, which hid text as tags
        // did (a fourth pass's); the variation selectors among them stay.
        for value in [
            0xFFF0, 0xFFF8, 0xE0000, 0xE0002, 0xE001F, 0xE0080, 0xE00FF, 0xE01F0, 0xE0FFF,
        ] {
            let scalar = String(Character(Unicode.Scalar(UInt32(value))!))
            #expect(VisibleText.containsControlCharacters("a" + scalar + "b"), "U+\(value)")
            #expect(VisibleText.escaping("a" + scalar).hasPrefix("a<U+"), "U+\(value)")
        }
        // And noncharacters, and the planes no character is assigned to yet, which terminals
        // drop (a fifth pass hid a sentence at U+40000 and up).
        for value in [0xFDD0, 0xFDEF, 0x1FFFE, 0x10FFFF, 0x40000, 0xDFFFF, 0xE1000, 0xEFFFD] {
            let scalar = String(Character(Unicode.Scalar(UInt32(value))!))
            #expect(VisibleText.containsControlCharacters("a" + scalar + "b"), "U+\(value)")
            #expect(VisibleText.escaping("a" + scalar).hasPrefix("a<U+"), "U+\(value)")
        }
        // Their neighbours are ordinary text: U+034E, U+13440, U+1BC9F, U+1D172, U+1D17B,
        // U+FFEF (unassigned in the first plane, which is left as it is), U+FDCF, a variation
        // selector (U+E0100), a private-use icon (U+F0000), an emoji and a CJK character past
        // U+FFFF, and code points of the planes that gain emoji and ideographs every year,
        // unassigned in this toolchain's tables (U+1FAF9, an emoji of 2026; U+3FFFD).
        #expect(
            !VisibleText.containsControlCharacters(
                "\u{34E}\u{13440}\u{1BC9F}\u{1D172}\u{1D17B}\u{FFEF}\u{FDCF}葛\u{E0100}"
                    + "\u{F0000}😀\u{20000}\u{1FAF9}\u{3FFFD}"))
        // A code point past U+FFFF escaped in a line is kept whole where the line is cut.
        let escaped = "ab<U+E0041>cd"
        let start = escaped.index(escaped.startIndex, offsetBy: 2)
        #expect(
            escaped[VisibleText.endOfShownPiece(in: escaped[...], at: start)...] == "cd")
    }

    /// The scan of bytes agrees with the escaping of characters on every joining scalar and a
    /// sample of the rest, alone, after a letter and after a flag.
    @Test func theByteScanSaysWhatTheEscapingChanges() {
        for scalar in ScalarSample.scalars() {
            for before in [
                "", "a", "🏴", "🏴\u{E0067}", "🏴\u{E0067}\u{E0062}\u{E007F}", "a\u{FE0F}",
                "a\u{200D}", "葛\u{E0100}",
            ] {
                let text = before + String(Character(scalar))
                // An escape at the end makes the escaping look at every character.
                let changes = VisibleText.escaping(text + "\u{1B}") != text + "^["
                #expect(
                    VisibleText.containsControlCharacters(text) == changes,
                    "U+\(String(scalar.value, radix: 16)) after \(before.unicodeScalars.count)")
            }
        }
    }

    /// One selector after a character, or a joiner between two, shapes an emoji or a script;
    /// a second in a row shapes nothing and carried hidden text a byte at a time (a fifth
    /// hostile pass's).
    @Test func aSecondSelectorOrJoinerInARowIsShown() {
        for kept in [
            "❤\u{FE0F}\u{200D}🔥", "👩🏽\u{200D}💻", "🏳\u{FE0F}\u{200D}🌈", "#\u{FE0F}\u{20E3}",
            "👁\u{FE0F}\u{200D}🗨\u{FE0F}", "می\u{200C}خواهم", "葛\u{E0100}", "ᠠ\u{180B}",
        ] {
            #expect(!VisibleText.containsControlCharacters(kept), "\(kept.unicodeScalars)")
            #expect(VisibleText.escaping(kept) == kept)
        }
        let hidden =
            "7 is lucky."
            + String(
                String.UnicodeScalarView(
                    " hidden".unicodeScalars.map { Unicode.Scalar($0.value + 0xE0100)! }))
        for text in [
            hidden, "zw" + String(repeating: "\u{200C}\u{200D}", count: 3) + "end",
            "a\u{FE0F}\u{FE0F}", "a\u{200D}\u{200D}b", "a\u{200D}\u{FE0F}", "a\u{180B}\u{180C}",
        ] {
            #expect(VisibleText.containsControlCharacters(text), "\(text.unicodeScalars)")
            #expect(VisibleText.escaping(text).contains("<U+"), "\(text.unicodeScalars)")
        }
        #expect(VisibleText.escaping("a\u{FE0F}\u{FE0F}b") == "a\u{FE0F}<U+FE0F>b")
    }

    @Test func printableTextIsUnchanged() {
        let text = "Café Crème 抹茶 👨‍👩‍👧 ^[ \u{A0}\u{A9}"
        #expect(VisibleText.escaping(text) == text)
        #expect(!VisibleText.containsControlCharacters(text))
    }

    @Test func detectsEveryKindOfControlCharacter() {
        #expect(VisibleText.containsControlCharacters("a\u{1B}"))
        #expect(VisibleText.containsControlCharacters("\u{7F}"))
        #expect(VisibleText.containsControlCharacters("é\u{85}"))
        #expect(VisibleText.containsControlCharacters("line\n"))
        #expect(!VisibleText.containsControlCharacters(""))
        #expect(!VisibleText.containsControlCharacters("\u{A0}\u{C2}"))
    }
}

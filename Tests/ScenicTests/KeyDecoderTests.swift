import Testing

@testable import Scenic

/// The key decoder, on every kind of sequence a terminal sends, whole and split across reads.
@Suite struct KeyDecoderTests {
    /// The keys `bytes` decode to, checked to be the same however the bytes are split across
    /// reads: whole, one at a time, and cut in two at every place.
    func keys(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> [KeyPress] {
        var whole = KeyDecoder()
        let keys = whole.keys(from: bytes)
        var oneByOne = KeyDecoder()
        #expect(bytes.flatMap { oneByOne.keys(from: [$0]) } == keys, sourceLocation: sourceLocation)
        for cut in 0...bytes.count {
            var twoReads = KeyDecoder()
            let split =
                twoReads.keys(from: Array(bytes[..<cut]))
                + twoReads.keys(from: Array(bytes[cut...]))
            #expect(split == keys, "cut at \(cut)", sourceLocation: sourceLocation)
        }
        return keys
    }

    /// The keys `text`'s UTF-8 bytes decode to, however they are split.
    func keys(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [KeyPress] {
        keys(Array(text.utf8), sourceLocation: sourceLocation)
    }

    @Test func controlSequencesAreTakenWholeWithTheirParametersAndIntermediates() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(
            keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~") == [
                .home, .end, .home, .end, .delete,
            ])
        // Ctrl and Alt with the arrows move by words.
        #expect(keys("\u{1B}[1;5D\u{1B}[1;5C\u{1B}[1;3D") == [.wordLeft, .wordRight, .wordLeft])
        // F5, a cursor position report, a device attributes reply, an SGR mouse click, a
        // sequence with an intermediate byte: nothing but one ignored key each.
        #expect(keys("\u{1B}[15~x") == [.ignored, .character("x")])
        #expect(keys("\u{1B}[12;40Rx") == [.ignored, .character("x")])
        #expect(keys("\u{1B}[?62;22cx") == [.ignored, .character("x")])
        #expect(keys("\u{1B}[<0;12;5Mx\u{1B}[<0;12;5m") == [.ignored, .character("x"), .ignored])
        #expect(keys("\u{1B}[2 qx") == [.ignored, .character("x")])
        // However many parameters, one key.
        #expect(
            keys("\u{1B}[" + String(repeating: "1;", count: 200) + "Ax") == [.up, .character("x")])
    }

    @Test func singleShiftKeysAreTakenWhole() {
        #expect(
            keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD\u{1B}OH\u{1B}OF") == [
                .up, .down, .right, .left, .home, .end,
            ])
        // F1, and F1 with Shift as some terminals send it.
        #expect(
            keys("\u{1B}OPx\u{1B}O2Px") == [.ignored, .character("x"), .ignored, .character("x")])
    }

    @Test func operatingSystemCommandsEndAtBellOrStringTerminator() {
        // Color replies, as terminals answer a query, both ways of ending them.
        #expect(keys("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}x") == [.ignored, .character("x")])
        #expect(keys("\u{1B}]10;rgb:0000/0000/0000\u{1B}\\x") == [.ignored, .character("x")])
        // A window title with characters above ASCII, and an empty one.
        #expect(keys("\u{1B}]l抹茶 ☕\u{1B}\\x") == [.ignored, .character("x")])
        #expect(keys("\u{1B}]\u{7}x") == [.ignored, .character("x")])
    }

    @Test func deviceControlAndPrivateStringsEndAtTheStringTerminator() {
        // A DECRQSS reply, an XTGETTCAP reply, then SOS, PM and APC (kitty's graphics reply).
        #expect(keys("\u{1B}P1$r0;1m\u{1B}\\x") == [.ignored, .character("x")])
        #expect(keys("\u{1B}P1+r544e=787465726d\u{1B}\\x") == [.ignored, .character("x")])
        #expect(
            keys("\u{1B}Xsos\u{1B}\\\u{1B}^pm\u{1B}\\\u{1B}_Gi=1;OK\u{1B}\\x") == [
                .ignored, .ignored, .ignored, .character("x"),
            ])
        // BEL ends only an operating system command.
        #expect(keys("\u{1B}_a]\u{7}") == [.ignored, .ignored])
    }

    @Test func anX10MouseReportTakesItsThreeBytesWhateverTheyAre() {
        #expect(keys("\u{1B}[M !!x") == [.ignored, .character("x")])
        // Positions past 95 columns are bytes above ASCII that are no UTF-8.
        #expect(keys([0x1B, 0x5B, 0x4D, 0x23, 0xC3, 0xFF, 0x78]) == [.ignored, .character("x")])
        // Even control bytes: a click at column 0 of some terminals.
        #expect(keys([0x1B, 0x5B, 0x4D, 0x20, 0x0D, 0x03, 0x78]) == [.ignored, .character("x")])
    }

    @Test func escapeAndAnyOtherCharacterIsAnAltKeyThatTypesNothing() {
        #expect(keys("\u{1B}b\u{1B}f\u{1B}.") == [.wordLeft, .wordRight, .lastWordBefore])
        #expect(
            keys("\u{1B}x\u{1B}B\u{1B} \u{1B}~y") == [
                .ignored, .ignored, .ignored, .ignored, .character("y"),
            ])
        // Alt with a letter above ASCII takes the whole character.
        #expect(keys("\u{1B}é\u{1B}抹y") == [.ignored, .ignored, .character("y")])
        // The Linux console's F1.
        #expect(keys("\u{1B}[[Ay") == [.ignored, .character("y")])
    }

    @Test func aControlKeyAfterAnUnfinishedSequenceKeepsItsMeaning() {
        // Escape pressed alone, then Ctrl-C, Enter, Backspace, Escape and an arrow.
        #expect(keys("\u{1B}\u{3}") == [.interrupt])
        #expect(keys("\u{1B}\r\u{1B}\u{7F}") == [.enter, .backspace])
        #expect(keys("\u{1B}\u{1B}[A") == [.up])
        // Alt-Shift-P looks like the start of a string; Enter still types the line.
        #expect(keys("\u{1B}Ptyped\r") == [.ignored, .enter])
        #expect(keys("\u{1B}]2;title\u{3}") == [.ignored, .interrupt])
        #expect(keys("\u{1B}[12\u{4}") == [.ignored, .endOfInput])
        #expect(keys("\u{1B}O\r") == [.ignored, .enter])
        // Escape within a string followed by something else: a new sequence starts there.
        #expect(keys("\u{1B}]abc\u{1B}[A") == [.ignored, .up])
    }

    /// Alt-], Alt-Shift-P, Alt-[ and Alt-Shift-O send what opens a sequence, and nothing more:
    /// the reader ends it when nothing follows at once, and the keys typed next are keys.
    @Test func anAltKeyThatOpensASequenceIsEndedAndTheNextKeysAreTyped() {
        for opening in [
            "\u{1B}]", "\u{1B}P", "\u{1B}X", "\u{1B}^", "\u{1B}_", "\u{1B}[", "\u{1B}O",
        ] {
            var decoder = KeyDecoder()
            #expect(decoder.keys(from: Array(opening.utf8)) == [], "\(opening.debugDescription)")
            #expect(decoder.hasOnlyOpenedASequence, "\(opening.debugDescription)")
            decoder.endOpenedSequence()
            #expect(
                decoder.keys(from: Array("rch".utf8))
                    == [.character("r"), .character("c"), .character("h")],
                "\(opening.debugDescription)")
        }
        // Once any of a sequence's text came, it is a terminal's, taken whole as before.
        var decoder = KeyDecoder()
        _ = decoder.keys(from: Array("\u{1B}]11;rgb".utf8))
        #expect(!decoder.hasOnlyOpenedASequence)
        decoder.endOpenedSequence()
        #expect(decoder.keys(from: Array(":0/0/0\u{7}x".utf8)) == [.ignored, .character("x")])
        // Escape alone, or a finished key, opens nothing.
        var escape = KeyDecoder()
        _ = escape.keys(from: [0x1B])
        #expect(!escape.hasOnlyOpenedASequence)
    }

    @Test func utf8CharactersAreDecodedAndBrokenOnesAreKeysOfTheirOwn() {
        #expect(
            keys("a抹🍵é") == [.character("a"), .character("抹"), .character("🍵"), .character("é")])
        // A lone continuation byte, a lead byte cut short, an encoded surrogate, a byte never
        // in UTF-8: each one key (typed as U+FFFD), and what follows kept.
        #expect(keys([0x80, 0x78]) == [.invalidUTF8, .character("x")])
        #expect(keys([0xE6, 0x78]) == [.invalidUTF8, .character("x")])
        #expect(keys([0xED, 0xA0, 0x80, 0x78]) == [.invalidUTF8, .character("x")])
        #expect(keys([0xFF, 0x78]) == [.invalidUTF8, .character("x")])
        // After Escape (Alt with a character) they mean nothing, as Alt-é does not.
        #expect(keys([0x1B, 0xFF, 0x78]) == [.ignored, .character("x")])
    }

    @Test func aLineWithBytesThatAreNotUTF8IsTypedWithReplacementsAndNoted() {
        var editor = LineEditor()
        for key in keys([0x73, 0x20, 0x61, 0xFF, 0x62, 0xC3, 0x28, 0x63]) { _ = editor.apply(key) }
        #expect(editor.apply(.enter) == .typed("s a\u{FFFD}b\u{FFFD}(c"))
        #expect(
            editor.inputLine(typed: "s a\u{FFFD}b\u{FFFD}(c")
                == InputLine("s a\u{FFFD}b\u{FFFD}(c", problem: .invalidUTF8))
        var plain = LineEditor()
        _ = plain.apply(.character("x"))
        #expect(plain.inputLine(typed: "x") == InputLine("x"))
    }

    @Test func aPasteLongerThanTheConsoleTakesIsRefusedWholeOnEnter() {
        var editor = LineEditor()
        for _ in 0..<70_000 { _ = editor.apply(.character("z")) }
        guard case .typed(let text) = editor.apply(.enter) else {
            Issue.record("Enter did not type the line")
            return
        }
        #expect(
            editor.inputLine(typed: text) == InputLine("", problem: .tooLong(byteCount: 70_000)))
        // As long as the console takes, in characters of several bytes, it is refused too.
        var wide = LineEditor()
        for _ in 0..<30_000 { _ = wide.apply(.character("抹")) }
        #expect(
            wide.inputLine(typed: wide.text) == InputLine("", problem: .tooLong(byteCount: 90_000)))
        var fits = LineEditor()
        for _ in 0..<20_000 { _ = fits.apply(.character("z")) }
        #expect(fits.inputLine(typed: fits.text).problem == nil)
    }

    @Test func controlKeysAreKeys() {
        #expect(
            keys(
                "\r\n\t\u{7F}\u{8}\u{1}\u{5}\u{2}\u{6}\u{B}\u{15}\u{17}\u{3}\u{4}\u{10}\u{E}\u{7}\u{1C}"
            )
                == [
                    .enter, .enter, .tab, .backspace, .backspace, .home, .end, .left, .right,
                    .deleteToEnd, .deleteToStart, .deleteWord, .interrupt, .endOfInput, .up, .down,
                    .ignored, .quit,
                ])
    }

    /// Text the terminal marks as pasted is typed as text: a tab in it never completes a word,
    /// and its Ctrl-U, Backspace, arrows, Ctrl-D and Ctrl-Z never edit the line or end the
    /// session (found by a hostile tester at a real terminal).
    @Test func pastedTextIsTypedAsText() {
        let start = "\u{1B}[200~"
        let end = "\u{1B}[201~"
        let characters = { (text: String) in text.map { KeyPress.character($0) } }
        #expect(keys(start + "add\t2" + end) == characters("add 2"))
        #expect(
            keys(start + "a\u{15}b\u{7F}c\u{8}\u{1B}[Dd\u{4}\u{1A}e\u{17}" + end)
                == characters("abcde"))
        // Escape sequences in the pasted text are dropped whole; what follows is typed.
        #expect(keys(start + "x\u{1B}[2Jy\u{1B}]0;title\u{7}z" + end) == characters("xyz"))
        // Each line break is Enter, "\r\n" one of them, and accents and CJK come through.
        #expect(
            keys(start + "open 1\r\nadd\ncafé 抹茶\r" + end)
                == characters("open 1") + [.enter] + characters("add") + [.enter]
                + characters("café 抹茶") + [.enter])
        // Bytes that are not UTF-8 are said, as when typed.
        #expect(
            keys(Array(start.utf8) + [0x61, 0xFF] + Array(end.utf8)) == [
                .character("a"), .invalidUTF8,
            ])
        // A pasted Ctrl-C is dropped as well: as a key it ended the paste, and the pasted Ctrl-D
        // after it ended the app, leaving the rest of the paste to the shell, which ran it
        // (found by a hostile tester).
        #expect(keys(start + "number 5\u{3}\u{4}y\n" + end) == characters("number 5y") + [.enter])
        // And a pasted Ctrl-\\, which quits when typed, and C1 controls such as CSI.
        #expect(keys(start + "a\u{1C}b\u{9B}1Ac\u{85}" + end) == characters("ab1Ac"))
        // A paste whose end never comes (cut short, or a start mark typed by hand) ends when
        // the reader sees the terminal pause in it: keys are keys again.
        var cutShort = KeyDecoder()
        #expect(cutShort.keys(from: Array((start + "a\u{3}\t").utf8)) == characters("a "))
        #expect(cutShort.isPasting)
        cutShort.endPaste()
        #expect(
            cutShort.keys(from: Array("\t\u{15}\u{3}".utf8)) == [.tab, .deleteToStart, .interrupt])
        // After the end mark, keys are keys again.
        #expect(
            keys(start + "a\t" + end + "\t\u{15}") == characters("a ") + [.tab, .deleteToStart])
        // Pasted text ending in what opens a mouse report or a Linux console's function key
        // leaves the end mark whole (the report took its first bytes, and typed the rest).
        #expect(keys(start + "abc\u{1B}[M" + end + "\t") == characters("abc") + [.tab])
        #expect(keys(start + "abc\u{1B}[[" + end + "\t") == characters("abc") + [.tab])
        // A pause inside a paste is the terminal's: an end mark cut after "ESC [" is still one.
        var decoder = KeyDecoder()
        _ = decoder.keys(from: Array((start + "abc\u{1B}[").utf8))
        #expect(!decoder.hasOnlyOpenedASequence)
        // Other sequences ending in "~" are keys or nothing, as before.
        #expect(keys("\u{1B}[2000~\u{1B}[20~\t") == [.ignored, .ignored, .tab])
    }
}

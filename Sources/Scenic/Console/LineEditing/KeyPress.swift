/// One key the line editor understands, decoded from the bytes a terminal sends.
package enum KeyPress: Equatable, Sendable {
    /// A character to insert.
    case character(Character)
    /// Enter (Return, or Ctrl-J).
    case enter
    /// Tab: complete the word before the cursor.
    case tab
    /// Backspace: delete the character before the cursor.
    case backspace
    /// Delete: delete the character under the cursor.
    case delete
    /// Left arrow or Ctrl-B.
    case left
    /// Right arrow or Ctrl-F.
    case right
    /// Home or Ctrl-A.
    case home
    /// End or Ctrl-E.
    case end
    /// Up arrow or Ctrl-P: the line before in the history.
    case up
    /// Down arrow or Ctrl-N: the line after in the history.
    case down
    /// Alt-B (or Ctrl-Left): back to the start of a word.
    case wordLeft
    /// Alt-F (or Ctrl-Right): on to the end of a word.
    case wordRight
    /// Alt-.: the last word of the line before in the history.
    case lastWordBefore
    /// Ctrl-K: delete from the cursor to the end.
    case deleteToEnd
    /// Ctrl-U: delete from the start to the cursor.
    case deleteToStart
    /// Ctrl-W: delete the word before the cursor.
    case deleteWord
    /// Ctrl-Y: insert what Ctrl-K, Ctrl-U or Ctrl-W deleted last, as a shell does.
    case yank
    /// Ctrl-C.
    case interrupt
    /// Ctrl-\\: quit at once, as the terminal's SIGQUIT does while work runs.
    case quit
    /// Ctrl-D.
    case endOfInput
    /// Ctrl-Z: suspend the app, as a shell's job control does.
    case suspend
    /// Bytes that are not UTF-8 (a paste of a Latin-1 file): typed as U+FFFD, and said.
    case invalidUTF8
    /// A key or a terminal's report with no meaning here, such as F5, Ctrl-G, a mouse click
    /// or a color reply.
    case ignored

    /// Whether the key moves the cursor, or brings back text of another line: on a line
    /// nobody sees, it is ignored, so that the cursor stays at the end and Ctrl-U clears all.
    var mattersOnlyWhenSeen: Bool {
        switch self {
        case .left, .right, .home, .end, .up, .down, .wordLeft, .wordRight, .lastWordBefore,
            .yank, .tab:
            true
        default:
            false
        }
    }
}

/// Turns the bytes a terminal sends in raw mode into key presses, across reads: a UTF-8
/// character or an escape sequence may arrive split.
///
/// Every escape sequence is taken whole, so that none of its bytes is typed into the line:
/// control sequences (`ESC [`, ECMA-48's parameters, intermediates and final byte), `ESC O`
/// keys, strings (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _`, up to `ESC \` or, for `ESC ]`,
/// BEL) such as a terminal's replies, X10 mouse reports (`ESC [ M` and three bytes), and
/// Escape followed by any other character (Alt and a key). Each byte is looked at once, so a
/// long reply arriving in pieces costs no more than arriving whole.
///
/// A person's control key (Enter, Ctrl-C, Backspace…) ends an unfinished sequence and keeps
/// its meaning: Escape then Ctrl-C, or an Alt key that looks like the start of a string, must
/// never make the keyboard seem dead. Terminals never put those bytes inside a sequence.
///
/// Text a terminal marks as pasted (`ESC [ 200 ~` … `ESC [ 201 ~`, once the line editor turned
/// the marking on) is typed as text: its characters are inserted and each line break is Enter
/// (a carriage return and a line feed together are one), a tab is a space, and its other
/// control characters and escape sequences are dropped, so that a pasted tab never completes a
/// word and a pasted Ctrl-U, Backspace or arrow never edits the line. A pasted Ctrl-C is
/// dropped too: as a key it ended the paste, and the rest of the paste then acted as keys (a
/// Ctrl-D ended the app and the shell ran what followed). A paste whose end never came (cut
/// short, or a start mark typed by hand) ends when the terminal pauses in it
/// (``endPaste()``), so it cannot leave the keyboard dead.
struct KeyDecoder {
    /// Where the decoder is within what the terminal sends.
    private enum State {
        /// Between keys.
        case ground
        /// After Escape.
        case escape
        /// In a control sequence (`ESC [`), with its first parameter bytes and whether an
        /// intermediate byte came.
        case controlSequence(parameters: [UInt8], hasIntermediates: Bool)
        /// After `ESC O`, with its parameter bytes: one final byte names the key.
        case singleShift(parameters: [UInt8])
        /// After `ESC [ [`: one more byte names a function key (the Linux console's F1–F5).
        case linuxFunctionKey
        /// In an X10 mouse report, with how many of its bytes are still to come.
        case mouseReport(remaining: Int)
        /// In a string (OSC, DCS, SOS, PM or APC) up to its terminator; after `ESC` within it
        /// when `afterEscape`; `isEmpty` until a byte of its text came.
        case string(endsAtBell: Bool, afterEscape: Bool, isEmpty: Bool)
        /// In a UTF-8 character: its bytes so far and how many it has; typed after Escape (an
        /// Alt key) when `afterEscape`.
        case utf8(bytes: [UInt8], length: Int, afterEscape: Bool)
    }

    /// The most parameter bytes kept to name a key; longer sequences are consumed all the same.
    private static let keptParameterBytes = 8

    /// Where the bytes so far have left the decoder.
    private var state = State.ground

    /// Whether the bytes now are pasted text, between the terminal's two marks.
    private(set) var isPasting = false
    /// Whether the last byte of pasted text was a carriage return, which a line feed right
    /// after it joins into one line break.
    private var pastedCarriageReturn = false

    /// What one byte did.
    private enum Step {
        /// Nothing yet: the key or sequence goes on.
        case more
        /// It completed `key`.
        case key(KeyPress)
        /// It ended the sequence under way without belonging to it: `key` (if any) reports
        /// that sequence, and the byte is read again from the state now set.
        case again(KeyPress?)
    }

    /// Whether the bytes so far end with the opening of a sequence and nothing of it yet
    /// (`ESC ]`, `ESC P`, `ESC [`, `ESC O`): what the terminal sends for a person's Alt-],
    /// Alt-Shift-P, Alt-[ or Alt-Shift-O too.
    ///
    /// A terminal writes a sequence of its own at once, so when nothing more comes soon after
    /// (the reader waits a moment), it was such a key: ``endOpenedSequence()`` then takes it as
    /// an Alt key, so the keys typed next are not swallowed as the sequence's text.
    var hasOnlyOpenedASequence: Bool {
        // Nobody presses Alt inside a paste: a pause there is the terminal's, in its end mark.
        guard !isPasting else { return false }
        return switch state {
        case .controlSequence(let parameters, let hasIntermediates):
            parameters.isEmpty && !hasIntermediates
        case .singleShift(let parameters): parameters.isEmpty
        case .string(_, let afterEscape, let isEmpty): isEmpty && !afterEscape
        default: false
        }
    }

    /// Takes the sequence just opened as an Alt key (see ``hasOnlyOpenedASequence``), which
    /// means nothing: the next byte starts a key of its own.
    mutating func endOpenedSequence() {
        guard hasOnlyOpenedASequence else { return }
        state = .ground
    }

    /// Whether the bytes so far leave a terminal's string (`ESC ]`, `ESC P`) open.
    ///
    /// A terminal writes its replies whole, so one still open after a pause was cut short, or
    /// typed (Alt-] then `2;`), and ``endString()`` ends it.
    var isInString: Bool {
        guard !isPasting, case .string = state else { return false }
        return true
    }

    /// Ends the string under way (see ``isInString``).
    ///
    /// What it held is dropped, and the keys typed next are keys. Before, they were swallowed
    /// as its text until a control key (found by a hostile tester).
    mutating func endString() {
        guard isInString else { return }
        state = .ground
    }

    /// Ends a paste whose end mark did not come: the terminal writes a paste whole, so a pause
    /// in one means its end was lost (cut short, or a start mark typed by hand), and what is
    /// typed next is keys.
    mutating func endPaste() {
        isPasting = false
        pastedCarriageReturn = false
    }

    /// The keys `bytes` complete, in order.
    mutating func keys(from bytes: [UInt8]) -> [KeyPress] {
        var keys: [KeyPress] = []
        for byte in bytes {
            if isPasting, case .ground = state {
                // "\r\n" in pasted text is one line break, not a line and then an empty one.
                let joinsLineBreak = pastedCarriageReturn && byte == 0x0A
                pastedCarriageReturn = byte == 0x0D
                if joinsLineBreak { continue }
            }
            var step = step(byte)
            // A byte read again starts between keys or after Escape, where it ends at once or
            // (a control key after Escape) on the next read.
            while case .again(let key) = step {
                if let key { append(key, to: &keys) }
                step = self.step(byte)
            }
            if case .key(let key) = step { append(key, to: &keys) }
        }
        return keys
    }

    /// Adds `key` to `keys`, as text when it was pasted (see ``KeyDecoder``).
    private mutating func append(_ key: KeyPress, to keys: inout [KeyPress]) {
        guard isPasting else { return keys.append(key) }
        switch key {
        // C1 controls (U+0080 to U+009F, CSI among them) are control characters too, dropped as
        // the README says (they were kept, shown visibly; a hostile tester).
        case .character(let character)
        where character.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }:
            break
        case .character, .enter, .invalidUTF8: keys.append(key)
        case .tab: keys.append(.character(" "))
        default: break
        }
    }

    /// Advances by one byte.
    private mutating func step(_ byte: UInt8) -> Step {
        switch state {
        case .ground:
            return ground(byte)
        case .escape:
            return afterEscape(byte)
        case .controlSequence(var parameters, let hasIntermediates):
            switch byte {
            case 0x30...0x3F:
                if parameters.count < Self.keptParameterBytes { parameters.append(byte) }
                state = .controlSequence(parameters: parameters, hasIntermediates: hasIntermediates)
                return .more
            case 0x20...0x2F:
                state = .controlSequence(parameters: parameters, hasIntermediates: true)
                return .more
            case 0x40...0x7E:
                state = .ground
                // Inside a paste these are the pasted text's (`ESC [ M` in it), never a mouse
                // report taking the end mark's bytes as its own.
                if parameters.isEmpty && !hasIntermediates && !isPasting {
                    // X10 mouse reports and the Linux console's F1–F5 go on past this byte.
                    if byte == UInt8(ascii: "M") {
                        state = .mouseReport(remaining: 3)
                        return .more
                    }
                    if byte == UInt8(ascii: "[") {
                        state = .linuxFunctionKey
                        return .more
                    }
                }
                if !hasIntermediates, byte == UInt8(ascii: "~"),
                    let marksStart = Self.pasteMark(parameters)
                {
                    isPasting = marksStart
                    pastedCarriageReturn = false
                    return .more
                }
                return .key(hasIntermediates ? .ignored : Self.controlSequenceKey(parameters, byte))
            default:
                state = .ground
                return .again(.ignored)
            }
        case .singleShift(var parameters):
            switch byte {
            case 0x30...0x3F:
                if parameters.count < Self.keptParameterBytes { parameters.append(byte) }
                state = .singleShift(parameters: parameters)
                return .more
            case 0x40...0x7E:
                state = .ground
                return .key(Self.singleShiftKey(byte))
            default:
                state = .ground
                return .again(.ignored)
            }
        case .linuxFunctionKey:
            state = .ground
            return (0x20...0x7E).contains(byte) ? .key(.ignored) : .again(.ignored)
        case .mouseReport(let remaining):
            // The report's bytes are positions, whatever their value: all three are taken.
            guard remaining > 1 else {
                state = .ground
                return .key(.ignored)
            }
            state = .mouseReport(remaining: remaining - 1)
            return .more
        case .string(let endsAtBell, let afterEscape, _):
            return inString(byte, endsAtBell: endsAtBell, afterEscape: afterEscape)
        case .utf8(var bytes, let length, let afterEscape):
            guard (0x80...0xBF).contains(byte) else {
                // A character cut short is not UTF-8, and the byte starts what comes next.
                state = .ground
                return .again(afterEscape ? .ignored : .invalidUTF8)
            }
            bytes.append(byte)
            guard bytes.count == length else {
                state = .utf8(bytes: bytes, length: length, afterEscape: afterEscape)
                return .more
            }
            state = .ground
            guard !afterEscape else { return .key(.ignored) }
            guard let text = String(validating: bytes, as: UTF8.self), let character = text.first
            else { return .key(.invalidUTF8) }
            return .key(.character(character))
        }
    }

    /// A byte between keys.
    private mutating func ground(_ byte: UInt8) -> Step {
        switch byte {
        case 0x1B:
            state = .escape
            return .more
        case 0x20..<0x7F:
            return .key(.character(Character(Unicode.Scalar(byte))))
        case 0x80...:
            return startCharacter(byte, afterEscape: false)
        default:
            return .key(Self.controlKey(byte))
        }
    }

    /// A byte after Escape: the start of a sequence, or an Alt key.
    private mutating func afterEscape(_ byte: UInt8) -> Step {
        state = .ground
        switch byte {
        case UInt8(ascii: "["):
            state = .controlSequence(parameters: [], hasIntermediates: false)
        case UInt8(ascii: "O"):
            state = .singleShift(parameters: [])
        case UInt8(ascii: "]"):
            state = .string(endsAtBell: true, afterEscape: false, isEmpty: true)
        case UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            state = .string(endsAtBell: false, afterEscape: false, isEmpty: true)
        case UInt8(ascii: "b"):
            return .key(.wordLeft)
        case UInt8(ascii: "f"):
            return .key(.wordRight)
        case UInt8(ascii: "."):
            return .key(.lastWordBefore)
        case 0x20..<0x7F:
            return .key(.ignored)
        case 0x80...:
            return startCharacter(byte, afterEscape: true)
        default:
            // Escape alone, then a control key (or Escape again): the control key counts.
            return .again(nil)
        }
        return .more
    }

    /// A byte inside a string: its terminator ends it; a control key ends it too and counts.
    private mutating func inString(_ byte: UInt8, endsAtBell: Bool, afterEscape: Bool) -> Step {
        if afterEscape {
            guard byte == UInt8(ascii: "\\") else {
                // Escape and anything else: the string is over and a new sequence starts.
                state = .escape
                return .again(.ignored)
            }
            state = .ground
            return .key(.ignored)
        }
        switch byte {
        case 0x1B:
            state = .string(endsAtBell: endsAtBell, afterEscape: true, isEmpty: false)
            return .more
        case 0x07 where endsAtBell:
            state = .ground
            return .key(.ignored)
        case 0x00..<0x20, 0x7F:
            state = .ground
            return .again(.ignored)
        default:
            state = .string(endsAtBell: endsAtBell, afterEscape: false, isEmpty: false)
            return .more
        }
    }

    /// The first byte of a UTF-8 character above ASCII; an invalid one is a key of its own
    /// (after Escape, ignored).
    private mutating func startCharacter(_ byte: UInt8, afterEscape: Bool) -> Step {
        let length =
            switch byte {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return .key(afterEscape ? .ignored : .invalidUTF8) }
        state = .utf8(bytes: [byte], length: length, afterEscape: afterEscape)
        return .more
    }

    /// A control character (below space, or DEL) as a key.
    private static func controlKey(_ byte: UInt8) -> KeyPress {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x09: .tab
        case 0x7F, 0x08: .backspace
        case 0x01: .home
        case 0x05: .end
        case 0x02: .left
        case 0x06: .right
        case 0x0B: .deleteToEnd
        case 0x15: .deleteToStart
        case 0x17: .deleteWord
        case 0x19: .yank
        case 0x03: .interrupt
        case 0x1C: .quit
        case 0x04: .endOfInput
        case 0x1A: .suspend
        case 0x10: .up
        case 0x0E: .down
        default: .ignored
        }
    }

    /// The key a control sequence names: arrows (with Ctrl or Alt, by words), Home, End,
    /// Delete; anything else is ignored.
    private static func controlSequenceKey(_ parameters: [UInt8], _ final: UInt8) -> KeyPress {
        let text = String(decoding: parameters, as: UTF8.self)
        // "1;5C" is Ctrl-Right, "1;3C" Alt-Right: the second parameter is the modifiers.
        let byWord = text.hasSuffix(";5") || text.hasSuffix(";3")
        return switch (final, text) {
        case (UInt8(ascii: "A"), _): .up
        case (UInt8(ascii: "B"), _): .down
        case (UInt8(ascii: "C"), _): byWord ? .wordRight : .right
        case (UInt8(ascii: "D"), _): byWord ? .wordLeft : .left
        case (UInt8(ascii: "H"), _): .home
        case (UInt8(ascii: "F"), _): .end
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
        case (UInt8(ascii: "~"), "3"): .delete
        default: .ignored
        }
    }

    /// Whether the parameters of a control sequence ending in `~` mark the start of pasted text
    /// (`true`, 200) or its end (`false`, 201); `nil` for any other.
    private static func pasteMark(_ parameters: [UInt8]) -> Bool? {
        switch parameters {
        case Array("200".utf8): true
        case Array("201".utf8): false
        default: nil
        }
    }

    /// The key an `ESC O` sequence names: arrows, Home and End; anything else is ignored.
    private static func singleShiftKey(_ final: UInt8) -> KeyPress {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: .ignored
        }
    }
}

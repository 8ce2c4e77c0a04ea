/// One key the line editor understands, decoded from the bytes a terminal sends.
enum KeyPress: Equatable, Sendable {
    /// A character to insert.
    case character(Character)
    case enter, tab, backspace, delete
    case left, right, home, end, up, down
    /// Ctrl-K: delete from the cursor to the end.
    case deleteToEnd
    /// Ctrl-U: delete from the start to the cursor.
    case deleteToStart
    /// Ctrl-W: delete the word before the cursor.
    case deleteWord
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// A key with no meaning here, such as F5 or Ctrl-G.
    case ignored
}

/// Turns the bytes a terminal sends in raw mode into key presses, across reads: a UTF-8
/// character or an escape sequence may arrive split.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// The keys `bytes` complete, in order.
    mutating func keys(from bytes: [UInt8]) -> [KeyPress] {
        pending += bytes
        var keys: [KeyPress] = []
        while let (key, length) = Self.firstKey(in: pending[...]) {
            keys.append(key)
            pending.removeFirst(length)
        }
        return keys
    }

    /// The key at the start of `bytes` and how many bytes it takes, or `nil` when more bytes
    /// are needed.
    private static func firstKey(in bytes: ArraySlice<UInt8>) -> (KeyPress, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01: return (.home, 1)
        case 0x05: return (.end, 1)
        case 0x02: return (.left, 1)
        case 0x06: return (.right, 1)
        case 0x0B: return (.deleteToEnd, 1)
        case 0x15: return (.deleteToStart, 1)
        case 0x17: return (.deleteWord, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x10: return (.up, 1)
        case 0x0E: return (.down, 1)
        case 0x1B: return escapeSequence(in: bytes)
        case ..<0x20: return (.ignored, 1)
        case ..<0x80: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return utf8Character(in: bytes)
        }
    }

    /// `ESC [ …` and `ESC O …` sequences: arrows, Home, End, Delete.
    private static func escapeSequence(in bytes: ArraySlice<UInt8>) -> (KeyPress, Int)? {
        guard bytes.count >= 2 else { return nil }
        let second = bytes[bytes.startIndex + 1]
        guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O") else {
            // Alt-key or a lone Escape: nothing to do with it.
            return (.ignored, 1)
        }
        // Parameters (digits and ';') end at a final byte from '@' to '~'.
        var index = bytes.startIndex + 2
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return nil }
        let final = bytes[index]
        let parameters = String(decoding: bytes[(bytes.startIndex + 2)..<index], as: UTF8.self)
        let length = index - bytes.startIndex + 1
        let key: KeyPress =
            switch (final, parameters) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "H"), _): .home
            case (UInt8(ascii: "F"), _): .end
            case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
            case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
            case (UInt8(ascii: "~"), "3"): .delete
            default: .ignored
            }
        return (key, length)
    }

    /// One UTF-8 encoded scalar; an invalid byte is skipped.
    private static func utf8Character(in bytes: ArraySlice<UInt8>) -> (KeyPress, Int)? {
        let first = bytes[bytes.startIndex]
        let length =
            switch first {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return (.ignored, 1) }
        guard bytes.count >= length else { return nil }
        let encoded = bytes.prefix(length)
        var decoder = UTF8()
        var iterator = encoded.makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return (.ignored, 1)
        }
        return (.character(Character(scalar)), length)
    }
}

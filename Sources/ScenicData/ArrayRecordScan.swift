import Foundation

/// Where each record of a document that is a JSON array lies in its bytes, and which records
/// hold what no JSON writer writes: bytes that are not UTF-8, a control character left raw in
/// a text, or a backslash before a character JSON does not escape.
///
/// Read by structure alone (quotes, escapes, brackets and commas), so a record is found
/// whatever is wrong inside it: a bad byte in a number or between its fields, where the JSON
/// reader fails the whole document (found by a hostile tester: such a byte set aside every
/// record, another version's with them). Such records are replaced by `null` in
/// ``cleaned(_:)`` before the array is decoded, and never decoded.
struct ArrayRecordScan {
    /// Each record's bytes, in order, without the whitespace around them.
    let ranges: [Range<Data.Index>]
    /// The positions of the records that hold what no JSON writer writes, and what it is.
    let damaged: [Int: UnreadableBytes]
    /// Where the array's closing bracket ends: bytes after it that are not UTF-8 are the last
    /// record's damage, left out of ``cleaned(_:)``.
    private let end: Data.Index

    /// The records of `data`, or `nil` when it is not an array whose brackets close (the
    /// JSON reader then says what is wrong).
    init?(_ data: Data) {
        var ranges: [Range<Data.Index>] = []
        var damaged: [Int: UnreadableBytes] = [:]
        var end = data.endIndex
        let found = data.withUnsafeBytes { bytes -> Bool in
            var position = 0
            func isSpace(_ byte: UInt8) -> Bool {
                byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
            }
            // A byte order mark, which the JSON reader passes over (a hostile tester's file
            // with one went aside whole for a damaged record).
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                position = 3
            }
            while position < bytes.count, isSpace(bytes[position]) { position += 1 }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else {
                return false
            }
            position += 1
            var start = position
            var depth = 0
            var inText = false
            var hasControlCharacter = false
            var hasUnknownEscape = false
            var hasHighBytes = false
            // Ends the record before `end`, unless only whitespace was there (an empty array,
            // a trailing comma, which the reader takes).
            func endRecord(at end: Int) {
                var first = start
                var last = end
                while first < last, isSpace(bytes[first]) { first += 1 }
                while last > first, isSpace(bytes[last - 1]) { last -= 1 }
                defer {
                    hasControlCharacter = false
                    hasUnknownEscape = false
                    hasHighBytes = false
                }
                guard first < last else { return }
                let range = data.startIndex + first..<data.startIndex + last
                if hasHighBytes, String(validating: data[range], as: UTF8.self) == nil {
                    damaged[ranges.count] = UnreadableBytes(reason: .notUTF8)
                } else if hasControlCharacter {
                    damaged[ranges.count] = UnreadableBytes(reason: .controlCharacter)
                } else if hasUnknownEscape {
                    damaged[ranges.count] = UnreadableBytes(reason: .unknownEscape)
                }
                ranges.append(range)
            }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte >= 0x80 { hasHighBytes = true }
                if inText {
                    if byte == UInt8(ascii: "\\") {
                        // The escaped byte is text: one JSON escapes (`\n`, `\u`), or damage
                        // (a raw newline after the backslash was taken for another version's
                        // value, and the file was left stuck for every version; a hostile
                        // tester).
                        if position < bytes.count {
                            let escaped = bytes[position]
                            if escaped >= 0x80 { hasHighBytes = true }
                            if escaped < 0x20 {
                                hasControlCharacter = true
                            } else if !Self.escapable.contains(escaped) {
                                hasUnknownEscape = true
                            }
                        }
                        position += 1
                    } else if byte == UInt8(ascii: "\"") {
                        inText = false
                    } else if byte < 0x20 {
                        hasControlCharacter = true
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inText = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 {
                        guard byte == UInt8(ascii: "]") else { return false }
                        var after = position
                        while after < bytes.count, isSpace(bytes[after]) { after += 1 }
                        if after < bytes.count {
                            // Bytes after the array: damage of the last record when they are
                            // not UTF-8 (as a stray byte after any other record is), and not
                            // JSON otherwise, which the reader says.
                            let rest = data[(data.startIndex + after)...]
                            guard String(validating: rest, as: UTF8.self) == nil else {
                                return false
                            }
                            end = data.startIndex + position
                        }
                        endRecord(at: position - 1)
                        if end != data.endIndex, !ranges.isEmpty, damaged[ranges.count - 1] == nil {
                            damaged[ranges.count - 1] = UnreadableBytes(reason: .notUTF8)
                        }
                        return true
                    }
                    depth -= 1
                case UInt8(ascii: ",") where depth == 0:
                    endRecord(at: position - 1)
                    start = position
                default: break
                }
            }
            return false
        }
        guard found else { return nil }
        self.ranges = ranges
        self.damaged = damaged
        self.end = end
    }

    /// The bytes that may follow a backslash in a JSON text.
    private static let escapable = Set("\"\\/bfnrtu".utf8)

    /// `data` with each damaged record replaced by `null`, so that the JSON reader reads the
    /// others; `data` itself when none is.
    func cleaned(_ data: Data) -> Data {
        guard !damaged.isEmpty || end != data.endIndex else { return data }
        var cleaned = Data()
        cleaned.reserveCapacity(data.count)
        var copied = data.startIndex
        for index in damaged.keys.sorted() {
            let range = ranges[index]
            cleaned.append(data[copied..<range.lowerBound])
            cleaned.append(contentsOf: Array("null".utf8))
            copied = range.upperBound
        }
        cleaned.append(data[copied..<end])
        return cleaned
    }
}

import Foundation

/// Where each record of a document that is a JSON array lies in its bytes, and which records
/// hold what no JSON writer writes: bytes that are not UTF-8, or a control character left raw
/// in a text.
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

    /// The records of `data`, or `nil` when it is not an array whose brackets close (the
    /// JSON reader then says what is wrong).
    init?(_ data: Data) {
        var ranges: [Range<Data.Index>] = []
        var damaged: [Int: UnreadableBytes] = [:]
        let found = data.withUnsafeBytes { bytes -> Bool in
            var position = 0
            func isSpace(_ byte: UInt8) -> Bool {
                byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
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
                    hasHighBytes = false
                }
                guard first < last else { return }
                let range = data.startIndex + first..<data.startIndex + last
                if hasHighBytes, String(validating: data[range], as: UTF8.self) == nil {
                    damaged[ranges.count] = UnreadableBytes(reason: .notUTF8)
                } else if hasControlCharacter {
                    damaged[ranges.count] = UnreadableBytes(reason: .controlCharacter)
                }
                ranges.append(range)
            }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte >= 0x80 { hasHighBytes = true }
                if inText {
                    if byte == UInt8(ascii: "\\") {
                        // The escaped byte is text, whatever it is.
                        if position < bytes.count, bytes[position] >= 0x80 { hasHighBytes = true }
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
                        endRecord(at: position - 1)
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
    }

    /// `data` with each damaged record replaced by `null`, so that the JSON reader reads the
    /// others; `data` itself when none is.
    func cleaned(_ data: Data) -> Data {
        guard !damaged.isEmpty else { return data }
        var cleaned = Data()
        cleaned.reserveCapacity(data.count)
        var copied = data.startIndex
        for index in damaged.keys.sorted() {
            let range = ranges[index]
            cleaned.append(data[copied..<range.lowerBound])
            cleaned.append(contentsOf: Array("null".utf8))
            copied = range.upperBound
        }
        cleaned.append(data[copied...])
        return cleaned
    }
}

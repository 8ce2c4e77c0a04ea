import Foundation

/// Reads the ``JSONShape`` of JSON from its bytes in one pass, each array's elements merged
/// into one shape, leaving out the values at given paths.
///
/// Decoding a shape with `JSONDecoder` makes a container, a coding path and a box for every
/// value: 300,000 records took 10 s, with the folder locked, when one record's bytes were not
/// UTF-8 and the rest had to be checked for a newer version's fields (found by a hostile
/// tester). This reads the bytes directly, and an array's shape grows with the kinds of its
/// records, not their number. Values are skipped, not checked: it reads whatever the decoder
/// reads, and more.
struct JSONShapeReader {
    /// The paths left out, as a tree: a step's paths below it, or the whole value.
    private final class LeftOut {
        var isWhole = false
        var below: [JSONShape.Step: LeftOut] = [:]

        init(_ paths: [[JSONShape.Step]]) {
            for path in paths { add(path[...]) }
        }

        private init() {}

        private func add(_ path: ArraySlice<JSONShape.Step>) {
            guard let first = path.first else {
                isWhole = true
                return
            }
            let next = below[first] ?? LeftOut()
            below[first] = next
            next.add(path.dropFirst())
        }
    }

    /// Why the bytes are not JSON this reader follows.
    private struct Unreadable: Error {}

    /// Deeper than `JSONDecoder` reads (512), so a file it read has a shape here too; bounded,
    /// for the stack.
    private static let depthLimit = 600

    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    private init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The shape of the JSON in `data` without the values at `leftOut` (paths from its root);
    /// `nil` when the bytes are not JSON read this way (UTF-16, say, which `JSONDecoder`
    /// reads too).
    static func shape(of data: Data, without leftOut: [[JSONShape.Step]]) -> JSONShape? {
        data.withUnsafeBytes { bytes in
            var reader = JSONShapeReader(bytes)
            let paths = leftOut.isEmpty ? nil : LeftOut(leftOut)
            do {
                reader.skipWhitespace()
                let shape = try reader.value(depth: 0, leftOut: paths)
                reader.skipWhitespace()
                return reader.position == bytes.count ? shape : nil
            } catch {
                return nil
            }
        }
    }

    /// Whether `data` opens more than `levels` arrays and objects inside one another, its texts
    /// passed over.
    static func isNested(deeperThan levels: Int, _ data: Data) -> Bool {
        // Over the bytes, not `Data`'s iterator: read before every decode, it was a twentieth
        // of reading a damaged file of 14 MB.
        data.withUnsafeBytes { isNested(deeperThan: levels, $0) }
    }

    private static func isNested(deeperThan levels: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var depth = 0
        var inText = false
        var isEscaped = false
        for byte in bytes {
            if inText {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inText = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inText = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > levels { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }

    private var current: UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            position += 1
        }
    }

    private mutating func expect(_ byte: UInt8) throws(Unreadable) {
        guard current == byte else { throw Unreadable() }
        position += 1
    }

    private mutating func value(depth: Int, leftOut: LeftOut?) throws(Unreadable) -> JSONShape {
        guard depth < Self.depthLimit, let byte = current else { throw Unreadable() }
        switch byte {
        case UInt8(ascii: "{"):
            return try object(depth: depth, leftOut: leftOut)
        case UInt8(ascii: "["):
            return try array(depth: depth, leftOut: leftOut)
        case UInt8(ascii: "\""):
            try skipString()
            return .scalar
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "t"):
            try literal("true")
            return .scalar
        case UInt8(ascii: "f"):
            try literal("false")
            return .scalar
        default:
            try skipNumber()
            return .scalar
        }
    }

    private mutating func object(depth: Int, leftOut: LeftOut?) throws(Unreadable) -> JSONShape {
        position += 1
        var fields: [String: JSONShape] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            let below = leftOut?.below[.key(key)]
            let shape = try value(depth: depth + 1, leftOut: below)
            // A key given twice is the file's damage, found by the document's read.
            if below?.isWhole != true, fields[key] == nil { fields[key] = shape }
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            return .object(fields)
        }
    }

    private mutating func array(depth: Int, leftOut: LeftOut?) throws(Unreadable) -> JSONShape {
        position += 1
        var variants: [JSONShape] = []
        var index = 0
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array([])
        }
        while true {
            skipWhitespace()
            let below = leftOut?.below[.index(index)]
            let shape = try value(depth: depth + 1, leftOut: below)
            if below?.isWhole != true { JSONShape.add(shape, to: &variants) }
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return .array(variants)
        }
    }

    private mutating func literal(_ word: StaticString) throws(Unreadable) {
        let length = word.utf8CodeUnitCount
        guard bytes.count - position >= length else { throw Unreadable() }
        for offset in 0..<length where bytes[position + offset] != word.utf8Start[offset] {
            throw Unreadable()
        }
        position += length
    }

    private mutating func skipNumber() throws(Unreadable) {
        let start = position
        while let byte = current,
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        {
            position += 1
        }
        guard position > start else { throw Unreadable() }
    }

    /// Moves past a string's closing quote without reading it.
    private mutating func skipString() throws(Unreadable) {
        try expect(UInt8(ascii: "\""))
        while let byte = current {
            position += 1
            if byte == UInt8(ascii: "\"") { return }
            if byte == UInt8(ascii: "\\") { position += 1 }
        }
        throw Unreadable()
    }

    /// A string, its escapes undone: an object's key, compared with the keys a value writes.
    private mutating func string() throws(Unreadable) -> String {
        try expect(UInt8(ascii: "\""))
        let start = position
        var hasEscapes = false
        while let byte = current, byte != UInt8(ascii: "\"") {
            position += 1
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                position += 1
            }
        }
        guard position < bytes.count else { throw Unreadable() }
        let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
        position += 1
        guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        // Rare in keys: let Foundation undo the escapes, as the decoder does.
        let quoted = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
        guard
            let key = try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)
                as? String
        else { throw Unreadable() }
        return key
    }
}

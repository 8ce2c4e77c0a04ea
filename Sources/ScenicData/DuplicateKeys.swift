import Foundation

/// Finds a key given twice in one JSON object, which `JSONDecoder` reads as if the first were
/// the only one: a file edited by hand to hold `"items"` twice would lose the second on the
/// next save, unsaid.
enum DuplicateKeys {
    /// The first key given twice in one object of the JSON in `data`; `nil` when there is none.
    ///
    /// `data` is JSON the decoder read; a key written with escapes counts as the decoder reads
    /// it.
    static func first(in data: Data) -> String? {
        data.withUnsafeBytes { bytes in first(in: bytes.bindMemory(to: UInt8.self)) }
    }

    private static func first(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        // For each object or array open, whether it is an object, and the keys it has given.
        var open: [(isObject: Bool, keys: Set<String>)] = []
        // Whether the next string in the innermost object is a key.
        var expectsKey = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case quote:
                let start = index + 1
                var escaped = false
                index += 1
                while index < bytes.count, bytes[index] != quote {
                    if bytes[index] == backslash {
                        escaped = true
                        index += 1
                    }
                    index += 1
                }
                guard expectsKey, open.last?.isObject == true else { break }
                expectsKey = false
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<min(index, bytes.count)])
                let key = escaped ? unescaped(raw) : String(decoding: raw, as: UTF8.self)
                guard open[open.count - 1].keys.insert(key).inserted else { return key }
            case UInt8(ascii: "{"):
                open.append((isObject: true, keys: []))
                expectsKey = true
            case UInt8(ascii: "["):
                open.append((isObject: false, keys: []))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = open.popLast()
                expectsKey = false
            case UInt8(ascii: ","):
                expectsKey = open.last?.isObject == true
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// A key written with escapes (`"n\u0075mber"`), as the decoder reads it.
    private static func unescaped(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        let quoted = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
        let text = try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)
        return text as? String ?? String(decoding: raw, as: UTF8.self)
    }
}

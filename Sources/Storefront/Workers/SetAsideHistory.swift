import Foundation

/// A copy of the order history that was set aside as damaged (`orders.json.corrupt`,
/// `orders.json.corrupt-2`, …), as far as its text can be read.
///
/// The orders in it are no longer in the history, but they may be real: their numbers are
/// not handed out again (``Order/nextNumber(after:lastIssued:skipping:)``), and a checkout a
/// killed process left half done may have saved its order there
/// (``ShopRecords/settleInterruptedCheckout()``). Its text is searched, not decoded, so the
/// records that were damaged count as much as the whole ones.
struct SetAsideHistory: Hashable, Sendable {
    /// Where the copy is.
    let path: String
    /// Every order number from ``Order/firstNumber`` to ``StoredDataRules/largestOrderNumber``
    /// written in it as a `"number"`.
    let numbers: Set<Int>
    /// Every checkout id written in it as a `"checkout"`.
    let checkouts: Set<String>
    /// Whether all of it could be read as JSON: when not (cut short, garbled, too large, not
    /// a regular file), an order may be in it that ``checkouts`` does not name.
    let isReadable: Bool

    /// A copy at `path` of which nothing can be read.
    static func unreadable(at path: String) -> SetAsideHistory {
        SetAsideHistory(path: path, numbers: [], checkouts: [], isReadable: false)
    }

    /// The copy at `path`, which holds `bytes`.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        let range = Order.firstNumber...StoredDataRules.largestOrderNumber
        numbers = Set(
            Self.values(of: "number", in: bytes).compactMap { value in
                // Ten digits at most: more could overflow, and is out of range anyway.
                guard (1...10).contains(value.count), value.allSatisfy(Self.isDigit),
                    let number = Int(String(decoding: value, as: UTF8.self))
                else { return nil }
                return range.contains(number) ? number : nil
            })
        checkouts = Set(
            Self.values(of: "checkout", in: bytes).compactMap { value in
                guard value.count >= 2, value.first == Self.quote, value.last == Self.quote else {
                    return nil
                }
                return String(decoding: value.dropFirst().dropLast(), as: UTF8.self)
            })
        isReadable =
            (try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed))
            != nil
    }

    /// The copy at `path` with these contents, for tests.
    init(path: String, numbers: Set<Int>, checkouts: Set<String>, isReadable: Bool) {
        self.path = path
        self.numbers = numbers
        self.checkouts = checkouts
        self.isReadable = isReadable
    }

    private static let quote = UInt8(ascii: "\"")

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The raw values written after `"key" :` in `bytes`: a run of digits, or a string in
    /// quotes without escapes (quotes included); other values are left out.
    private static func values(of key: String, in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let needle = Array("\"\(key)\"".utf8)
        let spaces: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        var found: [ArraySlice<UInt8>] = []
        var index = 0
        while index + needle.count <= bytes.count {
            guard bytes[index] == needle[0],
                bytes[index..<index + needle.count].elementsEqual(needle)
            else {
                index += 1
                continue
            }
            var cursor = index + needle.count
            while cursor < bytes.count, spaces.contains(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else {
                index += 1
                continue
            }
            cursor += 1
            while cursor < bytes.count, spaces.contains(bytes[cursor]) { cursor += 1 }
            let start = cursor
            if cursor < bytes.count, bytes[cursor] == quote {
                cursor += 1
                while cursor < bytes.count, bytes[cursor] != quote, bytes[cursor] != 0x5C {
                    cursor += 1
                }
                if cursor < bytes.count, bytes[cursor] == quote {
                    found.append(bytes[start...cursor])
                }
            } else {
                while cursor < bytes.count, isDigit(bytes[cursor]) { cursor += 1 }
                if cursor > start { found.append(bytes[start..<cursor]) }
            }
            index = max(cursor, index + 1)
        }
        return found
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
    /// written in it as a `"number"`, unless they scatter too far to keep
    /// (``HeldNumbers/isComplete``).
    let numbers: HeldNumbers
    /// Every checkout id written in it as a `"checkout"`, the first ``mostCheckouts`` of a
    /// copy that is searched in parts (whose ``isReadable`` is false: an order may be in it
    /// that these do not name).
    let checkouts: Set<String>

    /// The largest copy also read as JSON, whose spellings of a key or a number other than
    /// the app's (`"n\u0075mber"`) are found too: a larger one is only searched, in parts
    /// (``isReadable`` false), in memory its size does not set.
    static let mostBytesReadAsJSON = 256 << 10

    /// The most checkout ids kept of a copy searched in parts.
    static let mostCheckouts = 20_000
    /// Whether all of it could be read as JSON: when not (cut short, garbled, too large, not
    /// a regular file), an order may be in it that ``checkouts`` does not name.
    let isReadable: Bool
    /// Whether its text could be searched for ``numbers`` and ``checkouts``: `false` for a
    /// copy that could not be opened (no permission) or is not a regular file, whose orders'
    /// numbers are not known, so none may be handed out.
    let isSearched: Bool
    /// Whether it is a copy of `last-order-number.json`, which holds no order
    /// (``asHighestIssued()``).
    var isRecordOfTheHighest = false

    /// This copy read as a damaged `last-order-number.json`.
    ///
    /// Every number up to the highest it holds was handed out, so the numbering passes them
    /// all. It holds no order, so a checkout is never looked for in it.
    func asHighestIssued() -> SetAsideHistory {
        var issued = HeldNumbers()
        if let highest = numbers.runs.last?.upperBound {
            issued.insert(Order.firstNumber...highest)
        }
        var copy = SetAsideHistory(
            path: path, numbers: issued, checkouts: [], isReadable: true, isSearched: isSearched)
        copy.isRecordOfTheHighest = true
        return copy
    }

    /// A copy at `path` of which nothing can be read.
    static func unreadable(at path: String) -> SetAsideHistory {
        SetAsideHistory(
            path: path, numbers: [], checkouts: [], isReadable: false, isSearched: false)
    }

    /// The copy at `path`, which holds `bytes`.
    ///
    /// Its text is searched, and when it is JSON, its values are looked through too: JSON may
    /// write a key or a number in other ways than the app writes them (`"n\u0075mber"`,
    /// `1.001e3`), which the history's reader takes as the same.
    init(path: String, bytes: [UInt8]) {
        let number = Self.values(of: "number", in: bytes, isLast: true)
        let checkout = Self.values(of: "checkout", in: bytes, isLast: true)
        var numbers = HeldNumbers()
        for found in number.found.compactMap(Self.number(from:)) { numbers.insert(found) }
        var checkouts = Set(checkout.found.compactMap(Self.checkout(from:)))
        let json = try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
        if let json { Self.collect(in: json, numbers: &numbers, checkouts: &checkouts) }
        self.init(path: path, numbers: numbers, checkouts: checkouts, isReadable: json != nil)
    }

    /// Adds every `"number"` and `"checkout"` of the objects in `json`, at any depth.
    private static func collect(
        in json: Any, numbers: inout HeldNumbers, checkouts: inout Set<String>
    ) {
        if let object = json as? [String: Any] {
            if let number = object["number"] as? NSNumber, let whole = Self.number(from: number) {
                numbers.insert(whole)
            }
            if let checkout = object["checkout"] as? String { checkouts.insert(checkout) }
            for value in object.values {
                collect(in: value, numbers: &numbers, checkouts: &checkouts)
            }
        } else if let array = json as? [Any] {
            for value in array { collect(in: value, numbers: &numbers, checkouts: &checkouts) }
        }
    }

    /// The order number `number` is, when it is a whole one the shop hands out.
    private static func number(from number: NSNumber) -> Int? {
        number.doubleValue.rounded() == number.doubleValue
            ? inRange(Int(exactly: number.doubleValue)) : nil
    }

    /// `number`, when it is one the shop hands out.
    private static func inRange(_ number: Int?) -> Int? {
        guard let number, (Order.firstNumber...StoredDataRules.largestOrderNumber).contains(number)
        else { return nil }
        return number
    }

    /// The copy at `path` with these contents, for tests.
    init(
        path: String, numbers: HeldNumbers, checkouts: Set<String>, isReadable: Bool,
        isSearched: Bool = true
    ) {
        self.path = path
        self.numbers = numbers
        self.checkouts = checkouts
        self.isReadable = isReadable
        self.isSearched = isSearched
    }

    /// The copy at `path`, searched as it is read from `descriptor` a part at a time: a copy
    /// too large to read whole (the app moves a history over the size limit aside) still has
    /// its numbers found, in bounded memory; `nil` when reading fails.
    static func searched(at path: String, from descriptor: Int32) -> SetAsideHistory? {
        var numbers = HeldNumbers()
        var checkouts = Set<String>()
        var pending: [UInt8] = []
        var part = [UInt8](repeating: 0, count: 1 << 20)
        var isLast = false
        while !isLast {
            let got = part.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            isLast = got == 0
            // A run of spaces is kept as one: what is searched for reads the same, and a key
            // and its value never lie further apart than a part can carry over, however much
            // space a file puts between them.
            Self.append(part[..<got], to: &pending)
            let number = values(of: "number", in: pending, isLast: isLast)
            let checkout = values(of: "checkout", in: pending, isLast: isLast)
            for found in number.found.compactMap(Self.number(from:)) { numbers.insert(found) }
            for found in checkout.found.compactMap(Self.checkout(from:))
            where checkouts.count < mostCheckouts {
                checkouts.insert(found)
            }
            // What either search left for the next part is searched again with it: found
            // twice, a value is still one.
            pending.removeFirst(min(number.searched, checkout.searched))
        }
        return SetAsideHistory(
            path: path, numbers: numbers, checkouts: checkouts, isReadable: false)
    }

    /// Appends `bytes` to `pending` with each run of spaces as one space, the run before
    /// included.
    private static func append(_ bytes: ArraySlice<UInt8>, to pending: inout [UInt8]) {
        let start = pending.count
        pending += repeatElement(0, count: bytes.count)
        var end = start
        pending.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                var afterSpace = start > 0 && isSpace(target[start - 1])
                for byte in source {
                    let space = isSpace(byte)
                    if space && afterSpace { continue }
                    target[end] = space ? UInt8(ascii: " ") : byte
                    end += 1
                    afterSpace = space
                }
            }
        }
        pending.removeLast(pending.count - end)
    }

    /// The order number a `"number"` value is, when it is one the shop hands out.
    private static func number(from value: ArraySlice<UInt8>) -> Int? {
        // A number as JSON writes it (`1001`, `1001.0`, `1.001e3`, `1001.000…000` with as many
        // zeros as it likes), the history's reader taking each as 1001: no length is too long
        // (40 characters hid `1001.` and 40 zeros, and order 1001 was handed out again: a
        // hostile tester's). The search keeps a value to at most ``longestWaitingValue``.
        guard !value.isEmpty,
            let number = Double(String(decoding: value, as: UTF8.self)), number.isFinite,
            number.rounded() == number
        else { return nil }
        return inRange(Int(exactly: number))
    }

    /// The checkout id a `"checkout"` value is, when it is a string.
    private static func checkout(from value: ArraySlice<UInt8>) -> String? {
        guard value.count >= 2, value.first == Self.quote, value.last == Self.quote else {
            return nil
        }
        return String(decoding: value.dropFirst().dropLast(), as: UTF8.self)
    }

    private static let quote = UInt8(ascii: "\"")

    /// Whether `byte` may be part of a JSON number: a digit, a sign, a point or an exponent.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || Array("-+.eE".utf8).contains(byte)
    }

    /// Whether JSON takes `byte` as space between its tokens.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The most bytes a value found at the end of one part may hold while it waits for the
    /// next: more is no number or checkout the shop writes.
    private static let longestWaitingValue = 64 << 10

    /// The raw values written after `"key" :` in `bytes`: a run of digits, or a string in
    /// quotes without escapes (quotes included); other values are left out.
    ///
    /// Unless `isLast`, `bytes` may go on in a next part: a key or value that runs into the
    /// end is not taken, and `searched` is where it begins, to search again with the next
    /// part (everything searched, when `isLast`).
    private static func values(of key: String, in bytes: [UInt8], isLast: Bool) -> (
        found: [ArraySlice<UInt8>], searched: Int
    ) {
        let needle = Array("\"\(key)\"".utf8)
        var found: [ArraySlice<UInt8>] = []
        var index = 0
        // Whether a match from `index` ran into the end of a part that goes on.
        func waitsForNextPart(_ cursor: Int) -> Bool {
            !isLast && cursor >= bytes.count && bytes.count - index <= longestWaitingValue
        }
        while index + needle.count <= bytes.count {
            guard bytes[index] == needle[0],
                bytes[index..<index + needle.count].elementsEqual(needle)
            else {
                index += 1
                continue
            }
            var cursor = index + needle.count
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            if waitsForNextPart(cursor) { return (found, index) }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else {
                index += 1
                continue
            }
            cursor += 1
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            if waitsForNextPart(cursor) { return (found, index) }
            let start = cursor
            if cursor < bytes.count, bytes[cursor] == quote {
                cursor += 1
                while cursor < bytes.count, bytes[cursor] != quote, bytes[cursor] != 0x5C {
                    cursor += 1
                }
                if waitsForNextPart(cursor) { return (found, index) }
                if cursor < bytes.count, bytes[cursor] == quote {
                    found.append(bytes[start...cursor])
                }
            } else {
                while cursor < bytes.count, isNumberByte(bytes[cursor]) { cursor += 1 }
                if waitsForNextPart(cursor) { return (found, index) }
                if cursor > start { found.append(bytes[start..<cursor]) }
            }
            index = max(cursor, index + 1)
        }
        // A key cut at the end of the part begins in its last bytes.
        return (found, isLast ? bytes.count : index)
    }
}

/// The bytes a hand-written program writes its output into: text appended as UTF-8, numbers
/// written digit by digit, padding and rules copied from prepared runs.
struct FloorBytes {
    private(set) var bytes: [UInt8] = []

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)
    /// "─" (E2 94 80) 128 times.
    private static let rule = Array(String(repeating: "─", count: 128).utf8)

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    static func += (buffer: inout FloorBytes, text: String) {
        var text = text
        text.withUTF8 { buffer.bytes.append(contentsOf: $0) }
    }

    /// Appends a piece of text given as its UTF-8 bytes.
    mutating func append(_ utf8: Substring.UTF8View) {
        bytes.append(contentsOf: utf8)
    }

    /// Appends `number` in decimal.
    mutating func append(_ number: Int) {
        precondition(number >= 0, "The floor writes counts, never negative numbers")
        let count = Self.digits(number)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var left = number
        var index = bytes.count - 1
        repeat {
            bytes[index] = UInt8(ascii: "0") + UInt8(left % 10)
            left /= 10
            index -= 1
        } while left > 0
    }

    /// The decimal digits of `number`, which is not negative.
    static func digits(_ number: Int) -> Int {
        var count = 1
        var left = number / 10
        while left > 0 {
            count += 1
            left /= 10
        }
        return count
    }

    /// Appends `count` spaces.
    mutating func appendSpaces(_ count: Int) {
        Self.append(count, of: Self.spaces, size: 1, to: &bytes)
    }

    /// Appends `count` copies of "─".
    mutating func appendRule(_ count: Int) {
        Self.append(count, of: Self.rule, size: 3, to: &bytes)
    }

    private static func append(_ count: Int, of run: [UInt8], size: Int, to bytes: inout [UInt8]) {
        var left = max(count, 0)
        while left > 0 {
            let taken = min(left, 128)
            bytes.append(contentsOf: run[..<(taken * size)])
            left -= taken
        }
    }
}

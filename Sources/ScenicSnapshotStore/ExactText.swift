import Foundation

/// Text compared byte for byte.
///
/// Swift's `String` equality holds canonically equivalent text equal: `é` and `e` + U+0301,
/// `;` and U+037E GREEK QUESTION MARK. A snapshot file of one is not a file of the other, and
/// the assertion compares bytes, so every diff and every group of changes compares lines and
/// words as this does, or it would call a failing snapshot "matching".
package struct ExactText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text.
    package let text: String

    /// `text`, to be compared by its bytes.
    package init(_ text: some StringProtocol) {
        self.text = String(text)
    }

    /// A literal, to be compared by its bytes.
    package init(stringLiteral value: String) {
        self.text = value
    }

    package var description: String { text }

    package static func == (left: ExactText, right: ExactText) -> Bool {
        sameBytes(left.text[...], right.text[...])
    }

    /// Whether `left` and `right` are the same bytes (a `memcmp` of their storage).
    package static func sameBytes(_ left: Substring, _ right: Substring) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        var left = left
        var right = right
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                leftBytes.isEmpty
                    || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0
            }
        }
    }

    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

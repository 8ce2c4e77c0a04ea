import Foundation

/// Text cut into lines for diffing, remembering whether the last line ended with a newline.
///
/// `"a\nb\n"` is two terminated lines; `"a\nb"` is a terminated line and an unterminated one,
/// so a missing or extra final newline shows up as a changed last line.
package struct TextLines: Equatable, Sendable {
    /// One line without its newline; lines are equal when their bytes are (see
    /// ``ExactText``).
    package struct Line: Hashable, Sendable {
        /// The characters of the line, without the newline.
        package var text: Substring
        /// Whether a newline followed the line.
        package var terminated: Bool

        package static func == (left: Line, right: Line) -> Bool {
            left.terminated == right.terminated && ExactText.sameBytes(left.text, right.text)
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(terminated)
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The lines in order.
    package var lines: [Line]

    /// Splits `text` at every `"\n"`; `"\r\n"` counts as `"\n"`.
    package init(_ text: String) {
        let normalized = TextLines.normalizingLineEndings(text)
        var pieces = normalized.utf8.split(
            separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
        ).map { Line(text: Substring($0), terminated: true) }
        // `split` always yields one piece after the last newline; it is either empty (the
        // text ended with a newline) or an unterminated last line.
        let last = pieces.removeLast()
        if !last.text.isEmpty {
            pieces.append(Line(text: last.text, terminated: false))
        }
        lines = pieces
    }

    /// Returns `text` with every `"\r\n"` replaced by `"\n"`; a lone `"\r"` is kept.
    package static func normalizingLineEndings(_ text: String) -> String {
        var text = text
        let hasReturn = text.withUTF8 {
            containsByte(UInt8(ascii: "\r"), in: UnsafeRawBufferPointer($0))
        }
        guard hasReturn else { return text }
        return String(decoding: normalizingLineEndings(Array(text.utf8)), as: UTF8.self)
    }

    /// Returns `bytes` with every `"\r\n"` replaced by `"\n"`; a lone `"\r"` is kept.
    package static func normalizingLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        // memchr, not a byte loop: this runs on every snapshot read and compare.
        let hasReturn = bytes.withUnsafeBytes { containsByte(UInt8(ascii: "\r"), in: $0) }
        guard hasReturn else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingReturn = false
        for byte in bytes {
            if pendingReturn && byte != UInt8(ascii: "\n") {
                result.append(UInt8(ascii: "\r"))
            }
            pendingReturn = byte == UInt8(ascii: "\r")
            if !pendingReturn { result.append(byte) }
        }
        if pendingReturn { result.append(UInt8(ascii: "\r")) }
        return result
    }
}

/// Makes the control and hiding characters in a path or name visible, for the messages of the
/// snapshot tools.
///
/// A file name is whatever bytes someone put there: an escape could recolor the terminal, a
/// C1 control act as one, a bidirectional override show `txt.exe` as `exe.txt`. Every path
/// and name the tools print passes through ``escaping(_:)``.
///
/// This is Scenic's `VisibleText.escaping` rule, mirrored here because the `scenic` command
/// does not depend on the `Scenic` library; `VisibleNameTests` checks the two agree on every
/// Unicode scalar.
///
/// ```swift
/// VisibleName.escaping("Snapshots/\u{1B}[31mred.txt")  // "Snapshots/^[[31mred.txt"
/// VisibleName.escaping("a\u{9B}2J.txt")  // "a<U+009B>2J.txt"
/// VisibleName.escaping("cod\u{202E}txt.exe")  // "cod<U+202E>txt.exe"
/// ```
package enum VisibleName {
    /// `text` with every control and hiding character made visible.
    ///
    /// C0 controls become caret notation (`^[`, `^J`, `^@`), DEL `^?`; C1 controls
    /// (U+0080–U+009F), the line and paragraph separators (U+2028, U+2029), the bidirectional
    /// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the zero-width space
    /// (U+200B), the direction marks (U+200E, U+200F), the word joiner (U+2060) and the byte
    /// order mark (U+FEFF) become `<U+202E>`-style text. Everything else is unchanged.
    ///
    /// - Returns: `text` itself when it holds none of them, else the escaped copy.
    package static func escaping(_ text: String) -> String {
        // Paths are nearly always plain: one scan of the bytes, no copy.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F:
                result.append("^")
                result.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) + 0x40))
            case 0x7F:
                result.append("^?")
            case 0x80...0x9F, 0x2028...0x202E, 0x2066...0x2069, 0x200B, 0x200E, 0x200F, 0x2060,
                0xFEFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append("<U+" + String(repeating: "0", count: 4 - hex.count) + hex + ">")
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` in double quotes with Swift's escapes (as `debugDescription` writes it), and
    /// what those escapes leave raw made visible too: `debugDescription` writes a C1 control
    /// or a bidirectional override as it is.
    package static func quoted(_ text: String) -> String {
        escaping(text.debugDescription)
    }
}

/// Text from a data file or a path made safe to print in a message: no control character of
/// it reaches a terminal raw, and no name of it runs for pages.
///
/// A message quotes what the file holds (the names of fields this version does not know,
/// the problems an app's rules find in a record) and where it is (a path); printed as they
/// were, an escape sequence in a field's name recoloured the terminal, and a 7 MB name made a
/// 7 MB message (found by a hostile tester). Scenic's screens escape what they show; a message
/// is often printed by the app itself (`print(error.message)`), so it is made safe here.
enum VisibleWords {
    /// `text` with each control character written visibly: `^[` for ESC (as a terminal's
    /// caret notation), `^?` for DEL, and `<U+009B>` for C1 controls and the characters that
    /// reorder or hide text (bidirectional controls, line and paragraph separators).
    static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F:
                result.append("^")
                result.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) + 0x40))
            case 0x7F:
                result.append("^?")
            case _ where isHidden(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(
                    "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">")
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `name`, or its first `longest` characters and `…` when it is longer: 80 for a field's
    /// name, 500 for a record's problem, which Scenic's own words about several records make
    /// long.
    static func shortened(_ name: String, longest: Int = 80) -> String {
        guard name.count > longest else { return name }
        return String(name.prefix(longest)) + "…"
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
            true
        default:
            false
        }
    }
}

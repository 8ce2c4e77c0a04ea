/// Text made safe to paste into a shell as one word, for the commands the tools print.
package enum ShellWord {
    /// `text` as it is when every character is safe in a shell word, else in single quotes
    /// (a single quote inside written as `'\''`); text with control characters, which must
    /// never reach the terminal raw, in the `$'…'` quotes of bash and zsh, each control
    /// character as its escape (`\n`, `\x1B`).
    ///
    /// ```swift
    /// ShellWord.quoted("Snapshots/Cart/total.1.txt")        // Snapshots/Cart/total.1.txt
    /// ShellWord.quoted("Snapshots/Cart/expired code.40.txt") // 'Snapshots/Cart/expired code.40.txt'
    /// ShellWord.quoted("x\u{1B}]0;title\u{7}")               // $'x\x1B]0;title\a'
    /// ```
    package static func quoted(_ text: String) -> String {
        if VisibleText.containsControlCharacters(text) { return escapedQuoted(text) }
        let isSafe =
            !text.isEmpty
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    true
                case UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                    UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "@"),
                    UInt8(ascii: "="):
                    true
                default:
                    false
                }
            }
        guard !isSafe else { return text }
        return "'"
            + text.split(separator: "'", omittingEmptySubsequences: false)
            .joined(separator: #"'\''"#) + "'"
    }

    /// `text` in `$'…'`: a backslash and a single quote escaped, and each character
    /// ``VisibleText`` would escape written as the escapes of its UTF-8 bytes.
    private static func escapedQuoted(_ text: String) -> String {
        var quoted = "$'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += #"\\"#
            case "'": quoted += #"\'"#
            case "\n": quoted += #"\n"#
            case "\t": quoted += #"\t"#
            case "\u{7}": quoted += #"\a"#
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F
                || VisibleText.isShownAsCodePoint(scalar):
                for byte in String(scalar).utf8 {
                    quoted +=
                        (byte < 0x10 ? #"\x0"# : #"\x"#)
                        + String(byte, radix: 16, uppercase: true)
                }
            default:
                quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "'"
    }
}

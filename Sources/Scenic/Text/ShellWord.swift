/// Text made safe to paste into a shell as one word, for the commands the tools print.
package enum ShellWord {
    /// `text` as it is when every character is safe in a shell word, else in single quotes
    /// (a single quote inside written as `'\''`).
    ///
    /// ```swift
    /// ShellWord.quoted("Snapshots/Cart/total.1.txt")        // Snapshots/Cart/total.1.txt
    /// ShellWord.quoted("Snapshots/Cart/expired code.40.txt") // 'Snapshots/Cart/expired code.40.txt'
    /// ```
    package static func quoted(_ text: String) -> String {
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
}

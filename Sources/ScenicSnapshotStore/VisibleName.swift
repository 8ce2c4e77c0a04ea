import Scenic

/// Makes the control and hiding characters in a path or name visible, for the messages of the
/// snapshot tools.
///
/// A file name is whatever bytes someone put there: an escape could recolor the terminal, a
/// C1 control act as one, a bidirectional override show `txt.exe` as `exe.txt`. Every path
/// and name the tools print passes through ``escaping(_:)``.
///
/// The rule is Scenic's own ``VisibleText/escaping(_:)``, so the tools and the screens show a
/// name alike.
///
/// ```swift
/// VisibleName.escaping("Snapshots/\u{1B}[31mred.txt")  // "Snapshots/^[[31mred.txt"
/// VisibleName.escaping("a\u{9B}2J.txt")  // "a<U+009B>2J.txt"
/// VisibleName.escaping("cod\u{202E}txt.exe")  // "cod<U+202E>txt.exe"
/// ```
package enum VisibleName {
    /// `text` with every control and hiding character made visible, by Scenic's
    /// ``VisibleText/escaping(_:)``: C0 controls as `^[`, hiding characters as `<U+202E>`.
    ///
    /// - Returns: `text` itself when it holds none of them, else the escaped copy.
    package static func escaping(_ text: String) -> String {
        VisibleText.escaping(text)
    }

    /// `text` in double quotes with Swift's escapes (as `debugDescription` writes it), and
    /// what those escapes leave raw made visible too: `debugDescription` writes a C1 control
    /// or a bidirectional override as it is.
    package static func quoted(_ text: String) -> String {
        escaping(text.debugDescription)
    }
}

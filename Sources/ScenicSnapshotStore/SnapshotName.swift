import Foundation

/// Checks that a suite, test or snapshot name is safe to use as part of a file name, and turns
/// names people give (a preview called "first try", a test called `` `adds an item` ``) into
/// such names.
///
/// File names are limited to ASCII letters, digits, `-`, `_` and single dots inside: names
/// that every file system, shell and tool handles alike, with nothing to quote.
package enum SnapshotName {
    /// Why a name was refused.
    package enum Problem: Equatable, Sendable {
        /// The name is empty.
        case empty
        /// The name starts with `.`, which would hide the file or climb folders.
        case leadingDot
        /// The name contains `..`.
        case doubleDot
        /// The name ends with `.`, which makes `..` in its file name (`test.a..txt`).
        case trailingDot
        /// The name contains `/` or `\`.
        case separator(Character)
        /// The name contains NUL or another control character.
        case controlCharacter(Unicode.Scalar)
        /// The name contains a character other than an ASCII letter, a digit, `-`, `_` or `.`.
        case notAllowed(Character)
        /// The name, or the file name it makes with its test's (`TEST.NAME.txt`), takes this
        /// many bytes, more than ``longestFileName``.
        case tooLong(bytes: Int)
    }

    /// The most bytes a stored snapshot's file name may take: file systems allow 255, and its
    /// pending file and the hidden temporary file it is written through add 30 or so.
    package static let longestFileName = 200

    /// Returns the first problem with `name`, or `nil` when it is safe.
    ///
    /// Dots inside a name are fine (`Cart.empty.40`); everything else printable is too.
    package static func problem(with name: String) -> Problem? {
        if name.isEmpty { return .empty }
        // A folder's name, or a file's, from a bundle or a suite given: no part may be longer.
        if name.utf8.count > longestFileName { return .tooLong(bytes: name.utf8.count) }
        if name.hasPrefix(".") { return .leadingDot }
        // One pass over the scalars; `contains("..")` would go through Foundation's search.
        var previousWasDot = false
        for scalar in name.unicodeScalars {
            if scalar == ".", previousWasDot { return .doubleDot }
            previousWasDot = scalar == "."
            if scalar == "/" || scalar == "\\" { return .separator(Character(scalar)) }
            if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
                return .controlCharacter(scalar)
            }
            if !isAllowed(scalar) { return .notAllowed(Character(scalar)) }
        }
        return previousWasDot ? .trailingDot : nil
    }

    /// Whether `scalar` may appear in a file name part.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
        default: false
        }
    }

    /// `name` turned into a safe file name part.
    ///
    /// Accents are dropped (`Café` → `Cafe`), every run of other characters (spaces,
    /// punctuation, other scripts) becomes one `-`, and the ends and repeated dots are tidied.
    /// A name with nothing left (`抹茶`) is spelled by its scalars' numbers (`u62B9-u8336`), so
    /// different names stay different.
    ///
    /// A name that is already safe comes back unchanged.
    package static func fileName(for name: String) -> String {
        if problem(with: name) == nil { return name }
        let folded = name.folding(options: .diacriticInsensitive, locale: nil)
        var result = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            // A dot may not start the name or follow another: it is left out.
            if scalar == ".", result.isEmpty || result.hasSuffix(".") { continue }
            if isAllowed(scalar) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        while result.hasSuffix(".") || result.hasSuffix("-") { result.removeLast() }
        if result.isEmpty {
            return name.unicodeScalars.map { "u" + String($0.value, radix: 16, uppercase: true) }
                .joined(separator: "-")
        }
        return result
    }

    /// Returns the test name to use in file names for a `#function` value.
    ///
    /// `testCheckout()` becomes `testCheckout`, `total(items:)` becomes `total`, and a raw
    /// identifier loses its backticks and becomes a file name without dots (`` `adds an item`() ``
    /// becomes `adds-an-item`, `` `v1.2 (f)`() `` becomes `v1-2-f`).
    package static func testName(fromFunction function: String) -> String {
        // A raw identifier (`` `adds an item`() ``) may hold spaces, parentheses and more:
        // it ends at its closing backtick, not at the first parenthesis.
        let base =
            function.first == "`"
            ? function.dropFirst().prefix { $0 != "`" } : function.prefix { $0 != "(" }
        // No dot: the file name is `<test>.<name>.txt`, and a dot in the test's part would
        // make `a.b`'s first snapshot the file of `a`'s snapshot named `b.1`, and have the
        // tools read the test as `a`.
        return fileName(for: String(base.map { $0 == "." ? " " : $0 }))
    }
}

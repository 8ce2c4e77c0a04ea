/// Checks that a suite, test or snapshot name is safe to use as part of a file name.
package enum SnapshotName {
    /// Why a name was refused.
    package enum Problem: Equatable, Sendable {
        /// The name is empty.
        case empty
        /// The name starts with `.`, which would hide the file or climb folders.
        case leadingDot
        /// The name contains `..`.
        case doubleDot
        /// The name contains `/` or `\`.
        case separator(Character)
        /// The name contains NUL or another control character.
        case controlCharacter(Unicode.Scalar)
    }

    /// Returns the first problem with `name`, or `nil` when it is safe.
    ///
    /// Dots inside a name are fine (`Cart.empty.40`); everything else printable is too.
    package static func problem(with name: String) -> Problem? {
        if name.isEmpty { return .empty }
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
        }
        return nil
    }

    /// Returns the test name to use in file names for a `#function` value.
    ///
    /// `testCheckout()` becomes `testCheckout`, `total(items:)` becomes `total`, and a raw
    /// identifier loses its backticks.
    package static func testName(fromFunction function: String) -> String {
        let base = function.prefix { $0 != "(" }
        return String(base.filter { $0 != "`" })
    }
}

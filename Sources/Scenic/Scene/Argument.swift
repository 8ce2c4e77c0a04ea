/// One argument of a ``Command``, as declared by a ``View``.
///
/// The console checks the typed value against ``Kind`` before the ``Interactor`` sees it, so
/// `filter abc 10` fails with `filter: MIN must be a number, got "abc"` without any scene code.
public struct Argument: Equatable, Sendable {
    /// What an argument accepts.
    public enum Kind: Equatable, Sendable {
        /// A whole number such as `3` or `-2`.
        case integer
        /// A decimal number such as `12.50`; read exactly, never through `Double`.
        case decimal
        /// One word, or several in quotes (`"blue shirt"`).
        case text
        /// Every remaining word of the line, joined by single spaces. Must come last.
        case restOfLine
        /// Text that must never be shown: the console asks for it with echo off when it is
        /// missing from the line, and masks it wherever a typed line is echoed. Must come last.
        case secret
    }

    /// The placeholder shown in usage and help, such as `MIN` or `QTY`.
    public var name: String
    /// What the argument accepts.
    public var kind: Kind
    /// Whether the command may be typed without it (only trailing arguments may be optional).
    public var isOptional: Bool

    /// Declares an argument.
    public init(_ name: String, _ kind: Kind, optional isOptional: Bool = false) {
        self.name = name
        self.kind = kind
        self.isOptional = isOptional
    }

    /// The argument as it reads in a usage line: `N`, or `[N]` when optional.
    public var usage: String {
        isOptional ? "[\(name)]" : name
    }
}

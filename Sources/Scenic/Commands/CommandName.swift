/// The type that names a screen's commands, usually a `String`-backed enum nested in its View.
///
/// The raw value is what the user types; the Interactor switches over the cases, so the
/// compiler checks that every command is handled and that no name is misspelt:
///
/// ```swift
/// struct CartView: View {
///     enum Name: String, CommandName { case qty, remove, checkout }
///     // …
/// }
/// ```
///
/// A case whose typed word is not a Swift name gets an explicit raw value
/// (`case previous = "prev"`).
public protocol CommandName: RawRepresentable, Hashable, Sendable where RawValue == String {}

/// The command name type of a screen that accepts no commands of its own.
public enum NoCommand: CommandName {
    /// Never made: there is no value of this type.
    public init?(rawValue: String) { nil }

    /// Never read: there is no value of this type.
    public var rawValue: String {
        switch self {}
    }
}

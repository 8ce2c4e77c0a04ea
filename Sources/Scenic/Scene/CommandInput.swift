import Foundation

/// A typed line that matched one of the screen's commands, with its arguments already checked.
///
/// An ``Interactor`` reads the values by their declared names:
///
/// ```swift
/// // View: Command("add", Argument("QTY", .integer, optional: true), help: "…")
/// // Typed: add 3
/// input.command.name      // "add"
/// input.integer("QTY")    // 3
/// ```
public struct CommandInput: Equatable, Sendable {
    /// A checked argument value.
    public enum Value: Equatable, Sendable {
        /// From an ``Argument/Kind/integer`` argument.
        case integer(Int)
        /// From an ``Argument/Kind/decimal`` argument.
        case decimal(Decimal)
        /// From a ``Argument/Kind/text``, ``Argument/Kind/restOfLine`` or
        /// ``Argument/Kind/secret`` argument.
        case text(String)
    }

    /// The command that matched.
    public var command: Command
    /// The values typed, by argument name; optional arguments not typed are absent.
    public var values: [String: Value]

    /// Makes an input directly, as tests of an ``Interactor`` do.
    public init(command: Command, values: [String: Value] = [:]) {
        self.command = command
        self.values = values
    }

    /// The integer typed for `argument`, or `nil` when it was not typed.
    public func integer(_ argument: String) -> Int? {
        guard case .integer(let value) = values[argument] else { return nil }
        return value
    }

    /// The decimal typed for `argument`, or `nil` when it was not typed.
    public func decimal(_ argument: String) -> Decimal? {
        guard case .decimal(let value) = values[argument] else { return nil }
        return value
    }

    /// The text typed for `argument`, or `nil` when it was not typed.
    public func text(_ argument: String) -> String? {
        guard case .text(let value) = values[argument] else { return nil }
        return value
    }
}

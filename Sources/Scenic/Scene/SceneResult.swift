/// A value a finished scene hands to the scene below it.
///
/// A scene finishes with ``Effect/finish(_:)`` and a value of its Logic's `Output` type; the
/// Logic below turns it into one of its own actions in ``Logic/received(_:)``, typed:
///
/// ```swift
/// // The picker (its Logic's `Output` is `Int`):
/// return [.finish(state.numbers[row - 1])]
/// // The screen that pushed it:
/// func received(_ number: Int) -> Action? {
///     .look(number)
/// }
/// ```
///
/// A Logic that pushes scenes finishing with values of several types takes a `SceneResult`
/// instead and asks it for each type with ``value(as:)``.
public struct SceneResult: Equatable, Sendable, CustomStringConvertible {
    private let value: any Equatable & Sendable
    private let isEqual: @Sendable (any Equatable & Sendable) -> Bool

    /// A result holding `value`, as a Logic test builds the result a pushed scene finishes with.
    public init<Value: Equatable & Sendable>(_ value: Value) {
        self.value = value
        isEqual = { other in (other as? Value) == value }
    }

    /// The value, when it is a `Value`.
    public func value<Value>(as type: Value.Type = Value.self) -> Value? {
        value as? Value
    }

    /// The name of the value's type, as messages show it.
    package var typeName: String { String(describing: type(of: value)) }

    /// The value, as messages show it: `added(Expense(cents: 1250))`.
    package var valueDescription: String { String(describing: value) }

    /// The value, as a test failure shows it.
    public var description: String { "SceneResult(\(value))" }

    /// Whether both hold equal values of the same type.
    public static func == (left: SceneResult, right: SceneResult) -> Bool {
        left.isEqual(right.value)
    }
}

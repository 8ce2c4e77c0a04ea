/// A key and its value in a ``Block/keyValues(_:)`` block.
///
/// ```swift
/// TextLayout.render([.keyValues([KeyValue("Name", "Matcha"), KeyValue("Price", "$4.50")])], width: 40)
/// ```
/// prints
/// ```
/// Name   Matcha
/// Price  $4.50
/// ```
public struct KeyValue: Equatable, Sendable {
    /// The label, shown padded to the longest key of its block.
    public var key: String
    /// The text shown after the key, wrapped with a hanging indent.
    public var value: String

    /// Creates a pair from a key and its value.
    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}

/// A shelf of the shop, such as Tea or Kitchen.
///
/// A value rather than an enum, so that a catalog source decides which shelves exist.
package struct Category: Hashable, Codable, Sendable {
    /// The display name, which is also what users type to pick the shelf (case-insensitive).
    package var name: String

    /// Whether `text` names this category, ignoring case.
    func matches(_ text: String) -> Bool {
        name.lowercased() == text.lowercased()
    }
}

/// Something the shop sells.
///
/// A cart keeps a copy of the product as it was added, so a saved cart shows the name and
/// price the user chose even if the catalog later changes.
package struct Product: Hashable, Codable, Sendable, Identifiable {
    /// A short lowercase ASCII handle that users type, such as `matcha` or `cafe-creme`.
    package var id: String
    /// The display name; may contain accents and CJK, such as `抹茶 Matcha`.
    package var name: String
    /// The shelf the product belongs to.
    package var category: Category
    /// The regular price of one unit.
    package var price: Money
    /// One or two sentences for the detail screen.
    package var description: String
}

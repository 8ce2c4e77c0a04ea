/// What the user means to buy: lines in the order they were added, and the codes entered.
///
/// A plain value; every change goes through ``CartRules``, which keeps it valid. Its file's form
/// is in `Cart+Codable.swift`, beside the store that keeps it.
struct Cart: Hashable, Sendable {
    /// The lines, one per product, in the order first added.
    var items: [CartItem] = []
    /// The discount codes entered, in capitals, in the order entered.
    var codes: [String] = []
    /// The checkout whose order is being placed from this cart, set just before the order is
    /// saved and cleared when the cart is emptied; `nil` at every other time.
    ///
    /// The checkout being ordered, as versions of Storefront before 2026-11-29 marked the cart
    /// before saving its order: one killed between saving the order and emptying the cart
    /// left it set, so the next transaction can tell a placed order's cart (to empty) from a
    /// cart whose order was never saved (to keep). Today's checkout saves both together.
    var placing: String? = nil

    /// A cart with nothing in it.
    static let empty = Cart()

    /// Whether the cart has no lines.
    var isEmpty: Bool { items.isEmpty }

    /// The number of units across all lines, for a "3 items" badge.
    var unitCount: Int { items.reduce(0) { $0 + $1.quantity } }

    /// The line for the product with this id, if any.
    func item(for productID: String) -> CartItem? {
        items.first { $0.product.id == productID }
    }
}

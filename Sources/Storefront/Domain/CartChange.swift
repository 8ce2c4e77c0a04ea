import Foundation

/// One change a shopper makes to the cart, applied by ``CartRules/apply(_:to:)``.
///
/// A change names products by id, not by line number, so it means the same thing on the cart
/// saved on disk as on the cart a screen showed, even when another window changed it since.
enum CartChange: Hashable, Sendable {
    /// Add `quantity` units of a product (Product's `add`).
    case add(Product, quantity: Int)
    /// Set a line's quantity (Cart's `qty`).
    case setQuantity(Int, productID: String)
    /// Take a line out (Cart's `remove`).
    case remove(productID: String)
    /// Enter a discount code, as typed, at `now` (Cart's `code`).
    case enterCode(String, now: Date)
}

extension CartRules {
    /// `cart` with `change` made, by the rule for that change.
    ///
    /// - Throws: the ``CartError`` of the rule that refused it.
    func apply(_ change: CartChange, to cart: Cart) throws(CartError) -> Cart {
        switch change {
        case .add(let product, let quantity): try add(product, quantity: quantity, to: cart)
        case .setQuantity(let quantity, let productID):
            try setQuantity(quantity, of: productID, in: cart)
        case .remove(let productID): try remove(productID, from: cart)
        case .enterCode(let text, let now): try enterCode(text, into: cart, now: now)
        }
    }
}

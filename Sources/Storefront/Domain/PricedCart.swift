/// A cart with every figure worked out by ``CartRules/price(_:now:)``.
package struct PricedCart: Hashable, Sendable {
    /// One cart line with its prices.
    package struct Line: Hashable, Sendable {
        /// The line as it is in the cart.
        let item: CartItem
        /// Unit price × quantity.
        package let regular: Money
        /// The product discount applied to the line, if any.
        package let discount: Discount?
        /// The line total after ``discount``.
        package let discounted: Money

        /// How much the product discount takes off this line.
        var saving: Money { regular - discounted }
    }

    /// The lines, in cart order.
    let lines: [Line]
    /// The sum of the discounted line totals.
    let subtotal: Money
    /// The cart-wide discount applied to ``subtotal``, if any.
    let cartDiscount: Discount?
    /// How much ``cartDiscount`` takes off ``subtotal``.
    let cartDiscountAmount: Money
    /// What the user pays.
    let total: Money

    /// The sum of the lines before any discount.
    var regularTotal: Money { lines.reduce(Money.zero) { $0 + $1.regular } }
}

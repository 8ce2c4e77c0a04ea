import Foundation

/// A placed order: what was bought, at which prices, with which discounts.
///
/// Lines copy the names and figures at the time of the order, so history never changes when
/// the catalog does.
struct Order: Hashable, Codable, Sendable {
    /// One bought product.
    struct Line: Hashable, Codable, Sendable {
        /// The product's id at the time of the order.
        let productID: String
        /// The product's name at the time of the order.
        let name: String
        /// How many units.
        let quantity: Int
        /// Unit price × quantity.
        let regularTotal: Money
        /// The line total after its product discount.
        let discountedTotal: Money
        /// The product discount applied, if any.
        let discount: Discount?
    }

    /// The first order number a shop hands out.
    static let firstNumber = 1001

    /// The order number, sequential from ``firstNumber``.
    let number: Int
    /// When the order was placed.
    let date: Date
    /// The bought products, in cart order.
    let lines: [Line]
    /// The cart-wide discount applied, if any.
    let cartDiscount: Discount?
    /// How much the cart-wide discount took off.
    let cartDiscountAmount: Money
    /// What was paid.
    let total: Money
    /// The checkout that placed it, so confirming that checkout again finds this order
    /// instead of placing another; absent in histories written before it was recorded.
    let checkout: String?
    /// Where it goes; absent in histories written before checkout asked.
    let delivery: DeliveryAddress?
    /// When it goes; absent in histories written before checkout asked.
    let slot: DeliverySlot?

    /// Builds the order for `cart` as priced by `rules` at `date`.
    ///
    /// - Parameters:
    ///   - number: the next order number, from ``nextNumber(after:lastIssued:skipping:)``.
    ///   - date: the moment of ordering; it also decides which discounts are still live.
    /// - Throws: ``CartError/emptyCart`` for an empty cart.
    init(
        cart: Cart, rules: CartRules, number: Int, date: Date, checkout: String? = nil,
        delivery: DeliveryAddress? = nil, slot: DeliverySlot? = nil
    ) throws(CartError) {
        guard !cart.isEmpty else { throw .emptyCart }
        let priced = rules.price(cart, now: date)
        self.number = number
        self.date = date
        self.lines = priced.lines.map { line in
            Line(
                productID: line.item.product.id, name: line.item.product.name,
                quantity: line.item.quantity, regularTotal: line.regular,
                discountedTotal: line.discounted, discount: line.discount)
        }
        self.cartDiscount = priced.cartDiscount
        self.cartDiscountAmount = priced.cartDiscountAmount
        self.total = priced.total
        self.checkout = checkout
        self.delivery = delivery
        self.slot = slot
    }

    /// The sum of the discounted lines, before the cart-wide discount.
    var subtotal: Money { lines.reduce(Money.zero) { $0 + $1.discountedTotal } }

    /// Every discount that lowered the order: product discounts in line order, then the cart's.
    var discounts: [Discount] {
        lines.compactMap(\.discount) + (cartDiscount.map { [$0] } ?? [])
    }

    /// The number for the next order: one more than the highest so far, in `orders` or
    /// handed out before (`lastIssued`, for orders no longer in the history), or
    /// ``firstNumber``; a number `held` by an order kept elsewhere (set aside from a damaged
    /// history) is passed over, so it is never given to a second order.
    ///
    /// Held numbers only ever move it past themselves, one at a time: a stray number far
    /// above the rest (a damaged record's) does not make the numbers jump, and the numbers
    /// never run out on it.
    ///
    /// - Parameter heldThrough: for a held number, the last of the run of held numbers it is
    ///   in (`1050` for `1001` of `1001...1050`), so the numbering passes a run at once; `nil`
    ///   for a number not held.
    static func nextNumber(
        after orders: [Order], lastIssued: Int = firstNumber - 1,
        skipping heldThrough: (Int) -> Int? = { _ in nil }
    ) -> Int {
        var next = max(
            firstNumber, max(orders.map(\.number).max() ?? firstNumber - 1, lastIssued) + 1)
        while let last = heldThrough(next) { next = max(next, last) + 1 }
        return next
    }
}

extension Order {
    /// When the order was placed, to the minute in UTC: `2026-05-04 10:30`.
    ///
    /// UTC, not the user's zone: the domain has no locale, and a transcript must read the same
    /// on every machine.
    var dateText: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let two = { (value: Int?) in (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) "
            + "\(two(parts.hour)):\(two(parts.minute))"
    }

    /// The number of units across all lines, for an "items" column.
    var unitCount: Int { lines.reduce(0) { $0 + $1.quantity } }
}

import Foundation

/// Everything the shop offers: shelves, products and discounts.
package struct Catalog: Hashable, Sendable {
    /// The shelves, in display order.
    var categories: [Category]
    /// The products, in display order.
    package var products: [Product]
    /// Every discount, automatic and coded, expired ones included (so that an expired code can
    /// be told apart from an unknown one).
    var discounts: [Discount]

    /// The product with this id, ignoring case, if any.
    func product(id: String) -> Product? {
        let wanted = id.lowercased()
        return products.first { $0.id == wanted }
    }

    /// The products on one shelf, in display order.
    func products(in category: Category) -> [Product] {
        products.filter { $0.category == category }
    }

    /// The products whose regular unit price lies in `range`, bounds included.
    func products(pricedIn range: ClosedRange<Money>) -> [Product] {
        products.filter { range.contains($0.price) }
    }

    /// The discount a user can enter with this code (any case), if any.
    func discount(code: String) -> Discount? {
        let wanted = code.uppercased()
        return discounts.first { $0.code == wanted }
    }

    /// The coded discounts that still work at `now`, in catalog order.
    ///
    /// For the Cart screen's help. Expired codes are left out, though ``CartRules`` still
    /// recognises them to give the "expired" message rather than "unknown".
    func enterableDiscounts(at now: Date) -> [Discount] {
        discounts.filter { $0.code != nil && !$0.isExpired(at: now) }
    }

    /// The name to show for a product id: the catalog's name, or the id if it is unknown.
    func displayName(of productID: String) -> String {
        product(id: productID)?.name ?? productID
    }

    /// Parses the two bounds a user typed for a price filter, such as `filter 5 20`.
    ///
    /// Equal bounds are fine (an exact price); a lower bound above the upper one is an error
    /// rather than silently swapped, so the user sees what was understood.
    ///
    /// - Throws: the ``MoneyError`` of the first bad bound, or
    ///   ``MoneyError/reversedRange(lowest:highest:)``.
    static func priceRange(lowest: String, highest: String) throws(MoneyError) -> ClosedRange<
        Money
    > {
        let low = try Money.parse(lowest)
        let high = try Money.parse(highest)
        guard low <= high else { throw .reversedRange(lowest: low, highest: high) }
        return low...high
    }
}

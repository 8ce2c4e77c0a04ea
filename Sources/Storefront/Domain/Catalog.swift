import Foundation

/// Everything the shop offers: shelves, products and discounts.
package struct Catalog: Hashable, Sendable {
    /// The shelves, in display order.
    var categories: [Category]
    /// The products, in display order.
    package var products: [Product] {
        didSet { searchNames = products.map { Self.folded($0.name) } }
    }
    /// Every discount, automatic and coded, expired ones included (so that an expired code can
    /// be told apart from an unknown one).
    var discounts: [Discount]
    /// Each product's name as search compares it (see ``folded(_:)``), in product order.
    ///
    /// Folded once when the products are set: folding every name again for each screen made
    /// searching the costliest part of showing the list.
    package private(set) var searchNames: [String]

    /// A catalog of these shelves, products and discounts.
    init(categories: [Category], products: [Product], discounts: [Discount]) {
        self.categories = categories
        self.products = products
        self.discounts = discounts
        searchNames = products.map { Self.folded($0.name) }
    }

    /// Text with case and accents taken away, so that "creme" finds "Café Crème".
    package static func folded(_ text: String) -> String {
        // ASCII has no accents to take away: lowercasing its bytes is the whole fold, and
        // Foundation's folding took longer than filtering the list with it.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(
                decoding: text.utf8.map {
                    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0
                }, as: UTF8.self)
        }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Whether `searchName` (an entry of ``searchNames``) contains `search`, a typed search
    /// already passed through ``folded(_:)``.
    package static func searchName(_ searchName: String, contains search: String) -> Bool {
        // Byte by byte: both sides are folded already, and Foundation's comparison took longer
        // than the rest of filtering the list. Names are short, so a plain scan is enough.
        var name = searchName
        var search = search
        return name.withUTF8 { name in
            search.withUTF8 { search in
                guard search.count <= name.count else { return false }
                return (0...name.count - search.count).contains { start in
                    name[start..<start + search.count].elementsEqual(search)
                }
            }
        }
    }

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

    /// The coded discounts for the product `productID` that still work at `now`: what its
    /// Product screen offers.
    package func enterableCodes(forProduct productID: String, at now: Date) -> [Discount] {
        enterableDiscounts(at: now).filter { $0.scope == .product(id: productID) }
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

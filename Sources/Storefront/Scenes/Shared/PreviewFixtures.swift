import Foundation

/// What every scene's previews are made of: one catalog, one moment, carts and orders named
/// by product id.
///
/// Previews never trap: an id the catalog lacks is left out of a cart, and an order the rules
/// refuse is left out of a history. `PreviewFixturesTests` checks that nothing is left out.
enum PreviewFixtures {
    /// The moment previews and stories show: 2026-05-04 10:30 UTC, when the automatic
    /// discounts are live.
    static let now = Date(timeIntervalSince1970: 1_777_890_600)

    /// The embedded catalog, built once.
    static let catalog = EmbeddedCatalog().catalog()

    /// The shop's rules on that catalog.
    static let rules = CartRules(catalog: catalog)

    /// A cart of `lines` (product id, quantity) with `codes` entered.
    static func cart(_ lines: [(String, Int)], codes: [String] = []) -> Cart {
        Cart(
            items: lines.compactMap { id, quantity in
                catalog.product(id: id).map { CartItem(product: $0, quantity: quantity) }
            },
            codes: codes)
    }

    /// Where sample orders go.
    static let delivery = DeliveryAddress(
        name: "Ada Lovelace", street: "12 High Street", postcode: "LS1 4AP", city: "Leeds")

    /// The order of `cart`, numbered `number`, placed at `date` and delivered to ``delivery``
    /// in the first slot open after it; `nil` for an empty cart.
    static func order(_ cart: Cart, number: Int, date: Date = now) -> Order? {
        try? Order(
            cart: cart, rules: rules, number: number, date: date, delivery: delivery,
            slot: DeliverySlot.open(after: date).first)
    }
}

import Foundation

@testable import StorefrontKit

/// A small catalog built for the rules tests, independent of the shop's real catalog.
///
/// Prices are picked for rounding edges: 33¢ at 15% is 4.95¢, 3 × 10¢ at 15% is 4.5¢.
enum RulesFixture {
    /// 2025-06-01T12:00:00Z, the "now" of every test unless it says otherwise.
    static let now = Date(timeIntervalSince1970: 1_748_779_200)
    /// 2024-01-01T00:00:00Z.
    static let newYear2024 = Date(timeIntervalSince1970: 1_704_067_200)

    static let drinks = Category(name: "Drinks")
    static let things = Category(name: "Things")

    static let tea = Product(
        id: "tea", name: "抹茶 Matcha", category: drinks, price: Money(cents: 33),
        description: "Automatic 15%.")
    static let bun = Product(
        id: "bun", name: "Crème bun", category: drinks, price: Money(cents: 10),
        description: "15% with BUN15.")
    static let kettle = Product(
        id: "kettle", name: "Kettle", category: things, price: Money(cents: 7900),
        description: "Automatic 10%, 25% with KETTLE25, 5% with KETTLE5.")
    static let mug = Product(
        id: "mug", name: "Mug", category: things, price: Money(cents: 2000),
        description: "Never discounted.")
    static let scone = Product(
        id: "scone", name: "Scone", category: drinks, price: Money(cents: 250),
        description: "Automatic 20% until exactly `now`.")

    static let catalog = Catalog(
        categories: [drinks, things],
        products: [tea, bun, kettle, mug, scone],
        discounts: [
            Discount(percent: 15, scope: .product(id: "tea")),
            Discount(percent: 15, scope: .product(id: "bun"), code: "BUN15"),
            Discount(percent: 10, scope: .product(id: "kettle")),
            Discount(percent: 25, scope: .product(id: "kettle"), code: "KETTLE25"),
            Discount(percent: 5, scope: .product(id: "kettle"), code: "KETTLE5"),
            Discount(percent: 20, scope: .product(id: "scone"), expiry: now),
            Discount(percent: 10, scope: .cart, code: "SAVE10"),
            Discount(percent: 20, scope: .cart, code: "BIG20"),
            Discount(percent: 50, scope: .cart, code: "OLD50", expiry: newYear2024),
            Discount(
                percent: 30, scope: .cart, code: "SOON30",
                expiry: now.addingTimeInterval(3600)),
        ])

    static let rules = CartRules(catalog: catalog)

    /// A cart with the given products and quantities, and codes, built without the rules.
    static func cart(_ lines: [(Product, Int)], codes: [String] = []) -> Cart {
        Cart(items: lines.map { CartItem(product: $0.0, quantity: $0.1) }, codes: codes)
    }
}

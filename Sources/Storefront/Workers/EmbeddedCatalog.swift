import Foundation

/// The demo shop's catalog, written into the program: 20 products on 4 shelves.
///
/// Discounts:
/// - automatic: 20% off Croissant au beurre, 15% off Cold Brew Concentrate, 10% off the
///   Gooseneck kettle;
/// - `SPRING10`: 10% off the whole cart;
/// - `MATCHA15`: 15% off 抹茶 Matcha;
/// - `KETTLE25`: 25% off the Gooseneck kettle (it replaces the automatic 10%: no stacking);
/// - `WINTER23`: 20% off the whole cart, expired on 2024-01-01, to show the expired message.
struct EmbeddedCatalog: CatalogSource {
    /// The fixed demo catalog.
    func catalog() -> Catalog {
        Catalog(
            categories: [Self.tea, Self.coffee, Self.pastry, Self.kitchen],
            products: Self.products,
            discounts: Self.discounts)
    }

    private static let tea = Category(name: "Tea")
    private static let coffee = Category(name: "Coffee")
    private static let pastry = Category(name: "Pastry")
    private static let kitchen = Category(name: "Kitchen")

    /// 2024-01-01T00:00:00Z, when `WINTER23` stopped working.
    private static let winterSaleEnd = Date(timeIntervalSince1970: 1_704_067_200)

    private static let discounts: [Discount] = [
        Discount(percent: 20, scope: .product(id: "croissant")),
        Discount(percent: 15, scope: .product(id: "cold-brew")),
        Discount(percent: 10, scope: .product(id: "kettle")),
        Discount(percent: 10, scope: .cart, code: "SPRING10"),
        Discount(percent: 15, scope: .product(id: "matcha"), code: "MATCHA15"),
        Discount(percent: 25, scope: .product(id: "kettle"), code: "KETTLE25"),
        Discount(percent: 20, scope: .cart, code: "WINTER23", expiry: winterSaleEnd),
    ]

    private static let products: [Product] = [
        Product(
            id: "matcha", name: "抹茶 Matcha", category: tea, price: Money(cents: 2400),
            description: "Ceremonial-grade stone-ground green tea from Uji, in a 30 g tin."),
        Product(
            id: "genmaicha", name: "Genmaicha 玄米茶", category: tea, price: Money(cents: 1150),
            description: "Green tea with toasted brown rice; nutty and mellow. 100 g."),
        Product(
            id: "sencha", name: "Sencha 煎茶", category: tea, price: Money(cents: 1400),
            description: "Bright, grassy first-flush sencha from Shizuoka. 80 g."),
        Product(
            id: "earl-grey", name: "Earl Grey Crème", category: tea, price: Money(cents: 1300),
            description: "Black tea with bergamot and a hint of vanilla cream. 100 g."),
        Product(
            id: "rooibos", name: "Rooibos Vanillé", category: tea, price: Money(cents: 900),
            description: "Caffeine-free South African rooibos with vanilla. 100 g."),
        Product(
            id: "cafe-creme", name: "Café Crème", category: coffee, price: Money(cents: 1250),
            description: "A smooth medium roast for long mornings. 250 g whole beans."),
        Product(
            id: "yirgacheffe", name: "Yirgacheffe Natural", category: coffee,
            price: Money(cents: 1675),
            description: "Ethiopian single origin; blueberry and jasmine. 250 g whole beans."),
        Product(
            id: "espresso", name: "Espresso Forte", category: coffee, price: Money(cents: 1400),
            description: "A dark, syrupy blend built for the espresso machine. 250 g."),
        Product(
            id: "decaf", name: "Décaf Colombia", category: coffee, price: Money(cents: 1350),
            description: "Swiss-water decaffeinated Colombian beans. 250 g."),
        Product(
            id: "cold-brew", name: "Cold Brew Concentrate", category: coffee,
            price: Money(cents: 995),
            description: "Steeped for 18 hours; mix one to one with water or milk. 500 ml."),
        Product(
            id: "croissant", name: "Croissant au beurre", category: pastry,
            price: Money(cents: 325),
            description: "Laminated with cultured butter and baked every morning."),
        Product(
            id: "pain-chocolat", name: "Pain au chocolat", category: pastry,
            price: Money(cents: 375),
            description: "Two bars of dark chocolate in croissant dough."),
        Product(
            id: "creme-brulee", name: "Crème brûlée", category: pastry, price: Money(cents: 650),
            description: "Vanilla custard under a crackling caramel top, in a ramekin."),
        Product(
            id: "dorayaki", name: "どら焼き Dorayaki", category: pastry, price: Money(cents: 450),
            description: "Two honey pancakes around sweet red-bean paste."),
        Product(
            id: "kouign-amann", name: "Kouign-amann", category: pastry,
            price: Money(cents: 425),
            description: "Breton butter cake with a caramelised sugar crust."),
        Product(
            id: "chasen", name: "Chasen 茶筅 whisk", category: kitchen, price: Money(cents: 2800),
            description: "A hundred-prong bamboo whisk for whipping matcha."),
        Product(
            id: "dripper", name: "Pour-over dripper", category: kitchen,
            price: Money(cents: 3200),
            description: "A ceramic cone dripper for one or two cups."),
        Product(
            id: "kettle", name: "Gooseneck kettle", category: kitchen, price: Money(cents: 7900),
            description: "A 1-litre steel kettle with a slow, precise pour."),
        Product(
            id: "grinder", name: "Hand grinder", category: kitchen, price: Money(cents: 12450),
            description: "Steel conical burrs, 40 click settings, from espresso to French press."),
        Product(
            id: "mug", name: "Stoneware mug", category: kitchen, price: Money(cents: 1800),
            description: "A 300 ml glazed mug, thrown by hand; no two alike."),
    ]
}

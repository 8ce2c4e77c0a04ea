/// One product of the sample catalog, priced in cents so no floating point is involved.
struct Product: Equatable, Sendable {
    var name: String
    var category: String
    var cents: Int

    /// The price as shoppers read it: `$4.50`.
    var price: String {
        let remainder = cents % 100
        return "$\(cents / 100)." + (remainder < 10 ? "0" : "") + String(remainder)
    }

    /// Twenty products with wide (CJK) and accented names, so layout measures display width.
    static let samples = [
        Product(name: "抹茶 Matcha", category: "Tea", cents: 450),
        Product(name: "Café Crème", category: "Coffee", cents: 1_200),
        Product(name: "Espresso", category: "Coffee", cents: 250),
        Product(name: "Flat White", category: "Coffee", cents: 380),
        Product(name: "Earl Grey", category: "Tea", cents: 320),
        Product(name: "Sencha", category: "Tea", cents: 390),
        Product(name: "Chai Latte", category: "Tea", cents: 420),
        Product(name: "Croissant", category: "Pastry", cents: 290),
        Product(name: "Pain au Chocolat", category: "Pastry", cents: 330),
        Product(name: "Crème Brûlée Tart", category: "Pastry", cents: 550),
        Product(name: "Ethiopia Beans 250 g", category: "Beans", cents: 1_450),
        Product(name: "Colombia Beans 1 kg", category: "Beans", cents: 3_900),
        Product(name: "焙じ茶 Hojicha", category: "Tea", cents: 480),
        Product(name: "Cold Brew", category: "Coffee", cents: 450),
        Product(name: "Oat Milk Latte", category: "Coffee", cents: 470),
        Product(name: "Almond Biscotti", category: "Pastry", cents: 180),
        Product(name: "Gift Card", category: "Gift", cents: 5_000),
        Product(name: "Pour-over Kit", category: "Gear", cents: 4_200),
        Product(name: "Ceramic Mug", category: "Gear", cents: 1_600),
        Product(name: "Rooibos", category: "Tea", cents: 300),
    ]
}

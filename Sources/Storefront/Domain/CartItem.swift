/// One line of a cart: a product and how many of it.
struct CartItem: Hashable, Codable, Sendable {
    /// The product as it was when added.
    var product: Product
    /// How many units, always within ``CartRules/quantityRange``.
    var quantity: Int

    /// Creates a line; ``CartRules`` checks the quantity before it gets here.
    init(product: Product, quantity: Int) {
        self.product = product
        self.quantity = quantity
    }

    /// Reads a line and rejects a quantity outside ``CartRules/quantityRange``.
    ///
    /// A saved cart with quantity 0 or 500 was edited by hand or damaged; it is treated as
    /// corrupt rather than carried into the rules.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        product = try container.decode(Product.self, forKey: .product)
        quantity = try container.decode(Int.self, forKey: .quantity)
        guard CartRules.quantityRange.contains(quantity) else {
            throw DecodingError.dataCorruptedError(
                forKey: .quantity, in: container,
                debugDescription: "Quantity \(quantity) is outside 1…99.")
        }
    }
}

/// One line of a cart: a product and how many of it.
struct CartItem: Hashable, Codable, Sendable {
    /// The product as it was when added.
    var product: Product
    /// How many units, always within ``CartRules/quantityRange`` (``StoredDataRules`` leaves a
    /// saved line outside it out).
    var quantity: Int
}

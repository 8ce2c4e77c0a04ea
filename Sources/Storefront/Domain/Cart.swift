/// What the user means to buy: lines in the order they were added, and the codes entered.
///
/// A plain value; every change goes through ``CartRules``, which keeps it valid.
struct Cart: Hashable, Codable, Sendable {
    /// The lines, one per product, in the order first added.
    var items: [CartItem] = []
    /// The discount codes entered, in capitals, in the order entered.
    var codes: [String] = []
    /// The checkout whose order is being placed from this cart, set just before the order is
    /// saved and cleared when the cart is emptied; `nil` at every other time.
    ///
    /// The checkout being ordered, as versions of Storefront before 2026-11-29 marked the cart
    /// before saving its order: one killed between saving the order and emptying the cart
    /// left it set, so the next transaction can tell a placed order's cart (to empty) from a
    /// cart whose order was never saved (to keep). Today's checkout saves both together.
    var placing: String? = nil
    /// Why each line or code of the file this cart was read from could not be read.
    ///
    /// In words for the middle of a sentence (`line 2: "quantity" is of the wrong kind`); the
    /// lines and codes are left out of ``items`` and ``codes``. Never written, and no part of
    /// the cart: ``StoredDataRules`` says them and clears them, as it does lines that break
    /// the shop's rules.
    var unreadable: [String] = []

    private enum CodingKeys: String, CodingKey {
        case items, codes, placing
    }

    /// A cart with nothing in it.
    static let empty = Cart()

    /// Whether the cart has no lines.
    var isEmpty: Bool { items.isEmpty }

    /// The number of units across all lines, for a "3 items" badge.
    var unitCount: Int { items.reduce(0) { $0 + $1.quantity } }

    /// The line for the product with this id, if any.
    func item(for productID: String) -> CartItem? {
        items.first { $0.product.id == productID }
    }

    static func == (left: Cart, right: Cart) -> Bool {
        left.items == right.items && left.codes == right.codes && left.placing == right.placing
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(items)
        hasher.combine(codes)
        hasher.combine(placing)
    }
}

extension Cart {
    /// Reads a cart line by line and code by code: one that cannot be read (a quantity edited
    /// to `"three"`) is left out and said in ``unreadable``, the rest kept.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let lines = try container.decode([StoredRecord<CartItem>].self, forKey: .items)
        let codes = try container.decode([StoredRecord<String>].self, forKey: .codes)
        placing = try container.decodeIfPresent(String.self, forKey: .placing)
        for (index, line) in lines.enumerated() {
            switch line {
            case .read(let item): items.append(item)
            case .unreadable(let why): unreadable.append("line \(index + 1): \(why)")
            }
        }
        for (index, code) in codes.enumerated() {
            switch code {
            case .read(let code): self.codes.append(code)
            case .unreadable(let why): unreadable.append("code \(index + 1): \(why)")
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(codes, forKey: .codes)
        try container.encodeIfPresent(placing, forKey: .placing)
    }
}

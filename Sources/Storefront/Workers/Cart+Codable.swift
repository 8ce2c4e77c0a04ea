import ScenicData

/// A cart as `cart.json` holds it: `{"codes": ["SPRING10"], "items": [{"product": …,
/// "quantity": 2}]}`, with `"placing"` while an order from a version before 2026-11-29 was
/// being saved.
extension Cart: Codable {
    private enum CodingKeys: String, CodingKey {
        case items, codes, placing
    }

    /// Reads a cart line by line and code by code: in a data folder's read, one that cannot be
    /// read (a quantity edited to `"three"`) is left out, said and copied aside, the rest kept.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            items: try container.decodeRecords(CartItem.self, forKey: .items),
            codes: try container.decodeRecords(String.self, forKey: .codes),
            placing: try container.decodeIfPresent(String.self, forKey: .placing))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(codes, forKey: .codes)
        try container.encodeIfPresent(placing, forKey: .placing)
    }
}

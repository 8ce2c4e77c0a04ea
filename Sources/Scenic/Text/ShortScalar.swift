/// Decoding the two- and three-byte UTF-8 scalars that text beyond ASCII on a screen is mostly
/// made of (accents, punctuation, box drawing, kana, CJK), straight from the bytes.
enum ShortScalar {
    /// The value of the two- or three-byte scalar starting at `index`, and where it ends; `nil`
    /// for ASCII, four-byte scalars and bytes that are not UTF-8.
    static func decode<UTF8: Collection<UInt8>>(in utf8: UTF8, at index: UTF8.Index)
        -> (value: UInt32, end: UTF8.Index)?
    {
        let lead = UInt32(utf8[index])
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            value = lead & 0x1F
        case 0xE0...0xEF:
            length = 3
            value = lead & 0x0F
        default:
            return nil
        }
        var position = utf8.index(after: index)
        for _ in 1..<length {
            guard position != utf8.endIndex else { return nil }
            let byte = utf8[position]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
            position = utf8.index(after: position)
        }
        return (value, position)
    }
}

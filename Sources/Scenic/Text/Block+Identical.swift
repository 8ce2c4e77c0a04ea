extension Block {
    /// Whether `other` is this block with the same bytes in every string, so the two lay out
    /// as the same lines.
    ///
    /// `==` compares strings as Swift does, by canonical equivalence: "é" written as one
    /// scalar equals "e" followed by a combining accent, though the two are different bytes on
    /// a screen.
    func isIdentical(to other: Block) -> Bool {
        switch (self, other) {
        case (.heading(let one), .heading(let another)),
            (.paragraph(let one), .paragraph(let another)),
            (.status(let one), .status(let another)),
            (.preformatted(let one), .preformatted(let another)):
            return Self.sameBytes(one, another)
        case (.bulletList(let one), .bulletList(let another)),
            (.numberedList(let one), .numberedList(let another)):
            return Self.same(one, another, by: Self.sameBytes)
        case (.keyValues(let one), .keyValues(let another)):
            return Self.same(one, another) { one, another in
                Self.sameBytes(one.key, another.key) && Self.sameBytes(one.value, another.value)
            }
        case (.table(let one), .table(let another)):
            return Self.same(one.columns, another.columns) { one, another in
                one.alignment == another.alignment && one.minimumWidth == another.minimumWidth
                    && Self.sameBytes(one.title, another.title)
            }
                && Self.same(one.rows, another.rows) { one, another in
                    Self.same(one, another, by: Self.sameBytes)
                }
        case (.rule, .rule):
            return true
        case (.marked(let one, let oneMark), .marked(let another, let anotherMark)):
            return oneMark == anotherMark && Self.sameBytes(one, another)
        case (.box(let oneTitle, let one), .box(let anotherTitle, let another)):
            guard let oneTitle, let anotherTitle else {
                return oneTitle == nil && anotherTitle == nil
                    && Self.same(one, another) { $0.isIdentical(to: $1) }
            }
            return Self.sameBytes(oneTitle, anotherTitle)
                && Self.same(one, another) { $0.isIdentical(to: $1) }
        default:
            return false
        }
    }

    /// Whether the two strings have the same UTF-8 bytes.
    private static func sameBytes(_ one: String, _ another: String) -> Bool {
        guard one.utf8.count == another.utf8.count else { return false }
        let compared = one.utf8.withContiguousStorageIfAvailable { one in
            another.utf8.withContiguousStorageIfAvailable { another in
                // One storage (a product's name shown again): the same bytes, unread.
                one.baseAddress == another.baseAddress || sameBytes(one, another)
            }
        }
        return (compared ?? nil) ?? one.utf8.elementsEqual(another.utf8)
    }

    /// Whether the two buffers, of the same length, hold the same bytes; compared eight at a
    /// time.
    private static func sameBytes(
        _ one: UnsafeBufferPointer<UInt8>, _ another: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let (one, another) = (UnsafeRawBufferPointer(one), UnsafeRawBufferPointer(another))
        let count = one.count
        var offset = 0
        while offset + 8 <= count {
            guard
                one.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == another.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        while offset < count {
            guard one[offset] == another[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Whether the two arrays hold elements `same` calls the same, in order; an array is the
    /// same as itself without a look at its elements (a child's frame is kept from screen to
    /// screen as one array).
    private static func same<Element>(
        _ one: [Element], _ another: [Element], by same: (Element, Element) -> Bool
    ) -> Bool {
        guard one.count == another.count else { return false }
        let isOneArray = one.withUnsafeBufferPointer { one in
            another.withUnsafeBufferPointer { one.baseAddress == $0.baseAddress }
        }
        if isOneArray { return true }
        return zip(one, another).allSatisfy(same)
    }
}

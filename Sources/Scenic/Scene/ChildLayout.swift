import Synchronization

/// The blocks a child scene was last laid out as, and what they were laid out from.
///
/// Usable from inlinable code: ``ChildScene``'s initializer makes one in the app's module.
@usableFromInline
final class ChildLayout<Region: Hashable & Sendable>: Sendable {
    private struct Last {
        var content: ViewContent<Region>
        var width: Int
        var blocks: [Block]
    }

    private let last = Mutex<Last?>(nil)

    /// A layout that holds nothing yet.
    @usableFromInline
    init() {}

    /// The blocks for `content` on a screen `width` columns wide: those laid out last when
    /// both are the same, else the ones `layOut` makes now.
    @usableFromInline
    func blocks(for content: ViewContent<Region>, width: Int, layOut: () -> [Block]) -> [Block] {
        if let blocks = last.withLock({ last in
            last.flatMap { $0.content == content && $0.width == width ? $0.blocks : nil }
        }) {
            return blocks
        }
        let blocks = layOut()
        last.withLock { $0 = Last(content: content, width: width, blocks: blocks) }
        return blocks
    }
}

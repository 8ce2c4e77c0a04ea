/// Which part of a list a screen shows when it reads the list a page at a time.
///
/// Worked out from the list's length, the page size and the page asked for, so there is
/// nothing to keep in step: a Logic keeps only its page number and makes a `Pages` when it
/// needs one. The page is clamped into the list, so a list that shrank since the page was
/// chosen shows its last page.
///
/// ```swift
/// // In a Logic: `next` on the last page is refused.
/// let pages = Pages(itemCount: state.orders.count, pageSize: 10, page: state.page)
/// guard pages.hasNext else { return [.notify(.lastPage(count: pages.count))] }
/// state.page = pages.page + 1
///
/// // In a Presenter: the rows of the page showing, numbered across pages.
/// let rows = pages.items.map { index in ["\(index + 1)", state.orders[index].title] }
/// ```
public struct Pages: Equatable, Sendable {
    /// How many items the list holds.
    public let itemCount: Int
    /// Items per page, at least 1.
    public let pageSize: Int
    /// The page showing, from 0, within the pages there are.
    public let page: Int

    /// The pages of a list of `itemCount` items, `pageSize` to a page, showing `page` (from 0).
    ///
    /// Out-of-range values are brought in range rather than trapped on: a negative count is
    /// an empty list, a page size below 1 is 1, a page past the end is the last page.
    public init(itemCount: Int, pageSize: Int, page: Int) {
        self.itemCount = max(0, itemCount)
        self.pageSize = max(1, pageSize)
        let count = max(1, (self.itemCount - 1) / self.pageSize + 1)
        self.page = min(max(0, page), count - 1)
    }

    /// How many pages there are; at least 1, so an empty list is "page 1 of 1".
    public var count: Int {
        max(1, (itemCount - 1) / pageSize + 1)
    }

    /// The positions in the list of the items on the page showing.
    public var items: Range<Int> {
        let start = min(page * pageSize, itemCount)
        // Counted from what is left, so a list near `Int.max` items cannot overflow.
        return start..<start + min(pageSize, itemCount - start)
    }

    /// Whether a page follows the one showing.
    public var hasNext: Bool { page + 1 < count }

    /// Whether a page comes before the one showing.
    public var hasPrevious: Bool { page > 0 }
}

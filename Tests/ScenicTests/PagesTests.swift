import Scenic
import Testing

@Suite struct PagesTests {
    @Test func splitsAListIntoPagesAndSaysWhereTheItemsAre() {
        let pages = Pages(itemCount: 12, pageSize: 8, page: 1)
        #expect(pages.count == 2)
        #expect(pages.items == 8..<12)
        #expect(pages.hasPrevious)
        #expect(!pages.hasNext)
        let first = Pages(itemCount: 12, pageSize: 8, page: 0)
        #expect(first.items == 0..<8)
        #expect(first.hasNext && !first.hasPrevious)
    }

    @Test func anEmptyListIsOnePageWithNothingOnIt() {
        let pages = Pages(itemCount: 0, pageSize: 10, page: 0)
        #expect(pages.count == 1)
        #expect(pages.items.isEmpty)
        #expect(!pages.hasNext && !pages.hasPrevious)
    }

    @Test func valuesOutOfRangeAreBroughtInRangeNotTrappedOn() {
        #expect(Pages(itemCount: 20, pageSize: 8, page: 9).page == 2)
        #expect(Pages(itemCount: 20, pageSize: 8, page: -3).page == 0)
        #expect(Pages(itemCount: -5, pageSize: 8, page: 0).itemCount == 0)
        #expect(Pages(itemCount: 3, pageSize: 0, page: 2).items == 2..<3)
        #expect(Pages(itemCount: .max, pageSize: 1, page: .max).page == .max - 1)
    }
}

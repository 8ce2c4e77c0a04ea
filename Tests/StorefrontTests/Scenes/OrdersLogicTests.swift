import Foundation
import Scenic
import ScenicTesting
import Testing

@testable import StorefrontKit

/// The Orders screen's Logic: load newest first, open by row.
@Suite struct OrdersLogicTests {
    let rules = CartRules(catalog: EmbeddedCatalog().catalog())

    func order(_ number: Int) -> Order {
        let cart = Cart(items: [CartItem(product: rules.catalog.product(id: "mug")!, quantity: 1)])
        return try! Order(
            cart: cart, rules: rules, number: number,
            date: StorefrontWorkers.storyDate.addingTimeInterval(Double(number)))
    }

    @Test func appearingLoadsTheHistoryNewestFirst() {
        var tester = LogicTester(OrdersLogic(), state: OrdersLogic.State())
        tester.send(.appeared, effects: [.perform(.load)])
        tester.send(.loaded([order(1001), order(1003), order(1002)])) {
            $0.orders = [order(1003), order(1002), order(1001)]
            $0.isLoaded = true
        }
    }

    @Test func openPushesTheOrderOfThatRow() {
        var tester = LogicTester(
            OrdersLogic(),
            state: OrdersLogic.State(orders: [order(1002), order(1001)], isLoaded: true))
        tester.send(.open(2), effects: [.push(.order(number: 1001))])
    }

    @Test func openOnARowThatIsNotThereSaysHowManyOrdersThereAre() {
        var tester = LogicTester(
            OrdersLogic(), state: OrdersLogic.State(orders: [order(1001)], isLoaded: true))
        tester.send(.open(2), effects: [.notify(.noSuchRow(2, orderCount: 1))])
        tester.send(.open(1), effects: [.push(.order(number: 1001))])
    }

    @Test func aHistoryThatCannotBeReadSaysWhy() {
        var tester = LogicTester(
            OrdersLogic(), state: OrdersLogic.State(orders: [order(1001)], isLoaded: true))
        tester.send(
            .loadFailed("Cannot read orders.json."),
            effects: [.notify(.storeFailed("Cannot read orders.json."))]
        ) {
            $0.orders = []
            $0.isLoaded = false
        }
        tester.send(.open(1), effects: [.notify(.noSuchRow(1, orderCount: 0))])
    }

    @Test func aLongHistoryIsPagedAndRowsAreNumberedAcrossPages() {
        let history = (1001...1023).map(order)
        var tester = LogicTester(OrdersLogic(), state: OrdersLogic.State())
        tester.send(.loaded(history)) {
            $0.orders = history.reversed()
            $0.isLoaded = true
        }
        #expect(tester.state.pages.count == 3)
        tester.send(.previousPage, effects: [.notify(.firstPage(count: 3))])
        tester.send(.nextPage) { $0.page = 1 }
        tester.send(.nextPage) { $0.page = 2 }
        tester.send(.nextPage, effects: [.notify(.lastPage(count: 3))])
        // Row 21 is the 21st newest, whichever page shows.
        tester.send(.open(21), effects: [.push(.order(number: 1003))])
        // A history that shrank keeps the page in range.
        tester.send(.loaded(Array(history.prefix(5)))) {
            $0.orders = Array(history.prefix(5)).reversed()
            $0.page = 0
        }
    }
}

extension OrdersLogicTests {
    /// The Orders screen shows as many orders as the screen has rows for; a resize keeps the
    /// first order showing in view.
    @Test func thePageSizeFollowsTheScreensHeight() {
        let history = (1001...1040).map(order)
        var tester = LogicTester(
            OrdersLogic(), state: OrdersLogic.State(orders: history.reversed(), isLoaded: true))
        #expect(tester.state.pages.items == 0..<10, "24 rows, as previews and stories have")
        tester.send(.screenChanged(Screen(width: 80, height: 40))) { $0.pageSize = 26 }
        tester.send(.nextPage) { $0.page = 1 }
        #expect(tester.state.pages.items == 26..<40)
        // Shorter: row 27 is still on the page showing.
        tester.send(.screenChanged(Screen(width: 80, height: 24))) {
            $0.pageSize = 10
            $0.page = 2
        }
        #expect(tester.state.pages.items == 20..<30)
        // However short the terminal, a page shows a few orders.
        tester.send(.screenChanged(Screen(width: 80, height: 10))) {
            $0.pageSize = 3
            $0.page = 6
        }
        #expect(tester.state.pages.items.contains(20))
    }
}

extension OrdersLogicTests {
    /// Every page the Logic chooses for a screen fits it, prompt included, at every width from
    /// 40 columns: the rows around the list wrap on narrow screens, and the Logic counts them
    /// as the Presenter lays them out.
    @Test func everyPageFitsTheScreenItWasSizedFor() {
        let history = Array((1001...1100).map(order).reversed())
        for width in [40, 45, 46, 50, 57, 58, 60, 73, 74, 80, 120] {
            for height in [16, 20, 24, 33, 40, 60] {
                let screen = Screen(width: width, height: height)
                let pageSize = OrdersLogic.pageSize(on: screen)
                guard pageSize > OrdersLogic.smallestPageSize else { continue }
                var state = OrdersLogic.State(orders: history, isLoaded: true)
                state.pageSize = pageSize
                for page in 0..<state.pages.count {
                    state.page = page
                    let content = OrdersPresenter().present(state, on: screen)
                    let rows = OrdersView().render(content, width: width)
                        .split(separator: "\n", omittingEmptySubsequences: false).count
                    // The prompt takes the row after the last line.
                    #expect(rows + 1 <= height, "\(width)x\(height), page \(page + 1)")
                }
            }
        }
    }
}

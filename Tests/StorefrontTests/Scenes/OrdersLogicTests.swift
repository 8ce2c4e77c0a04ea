import Foundation
import Scenic
import ScenicTesting
import Testing

@testable import Storefront

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
}

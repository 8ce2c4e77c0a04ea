import Foundation
import Scenic
import ScenicTesting
import Testing

@testable import StorefrontKit

/// The Order screen's Logic: find one order by number.
@Suite struct OrderLogicTests {
    let rules = CartRules(catalog: EmbeddedCatalog().catalog())

    func order(_ number: Int) -> Order {
        let cart = Cart(items: [
            CartItem(product: rules.catalog.product(id: "kettle")!, quantity: 1)
        ])
        return try! Order(
            cart: cart, rules: rules, number: number, date: StorefrontWorkers.storyDate)
    }

    @Test func appearingLoadsAndFindsTheOrder() {
        var tester = LogicTester(OrderLogic(), state: OrderLogic.State(number: 1002))
        tester.send(.appeared, effects: [.perform(.load)])
        tester.send(.loaded([order(1001), order(1002)])) { $0.phase = .found(order(1002)) }
    }

    /// A number not in the history offers `orders`, which leads to the history however the
    /// screen was opened (`--route order 4242` alone has nothing below it for `back`).
    @Test func anUnknownNumberIsMissingAndOffersTheOrders() {
        var tester = LogicTester(OrderLogic(), state: OrderLogic.State(number: 4242))
        tester.send(.loaded([order(1001)])) { $0.phase = .missing }
        tester.send(.orders, effects: [.replace(.orders)])
        let missing = OrderPresenter().present(tester.state, on: Screen(width: 80))
        #expect(missing.offeredCommandNames == ["orders"])
        #expect(
            missing.messages == [
                "There is no order 4242 in your history. Type \"orders\" for your orders."
            ])
    }

    @Test func aHistoryThatCannotBeReadSaysWhy() {
        var tester = LogicTester(OrderLogic(), state: OrderLogic.State(number: 1001))
        tester.send(.loadFailed("Cannot read orders.json.")) {
            $0.phase = .unreadable("Cannot read orders.json.")
        }
    }

    @Test func theThankYouScreenOffersTheOrdersAndAnOpenedOrderDoesNot() {
        #expect(OrderView(number: 1001).title == "Order 1001")
        let order = order(1001)
        var receipt = LogicTester(
            OrderLogic(),
            state: OrderLogic.State(number: 1001, phase: .found(order), isReceipt: true))
        receipt.send(.orders, effects: [.replace(.orders)])
        var opened = LogicTester(
            OrderLogic(), state: OrderLogic.State(number: 1001, phase: .found(order)))
        opened.send(.orders)

        let screen = Screen(width: 80)
        let thanks = OrderPresenter().present(receipt.state, on: screen)
        #expect(thanks.offeredCommandNames == ["orders"])
        #expect(OrderPresenter().present(opened.state, on: screen).offeredCommandNames == [])
    }
}

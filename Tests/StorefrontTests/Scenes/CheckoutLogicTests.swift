import Foundation
import Scenic
import ScenicTesting
import Testing

@testable import StorefrontKit

/// The Checkout screen's Logic: review, confirm once, and every way placing can fail.
@Suite struct CheckoutLogicTests {
    let rules = CartRules(catalog: EmbeddedCatalog().catalog())
    var logic: CheckoutLogic { CheckoutLogic(rules: rules) }
    let now = StorefrontWorkers.storyDate

    var cart: Cart {
        Cart(
            items: [CartItem(product: rules.catalog.product(id: "croissant")!, quantity: 2)],
            codes: ["SPRING10"])
    }

    @Test func appearingLoadsThenPricesTheOrder() {
        var tester = LogicTester(logic, state: CheckoutLogic.State())
        tester.send(.appeared, effects: [.perform(.load)])
        tester.send(.loaded(cart, now: now, checkout: "c1")) {
            $0.phase = .review(rules.price(cart, now: now), cart: cart)
            $0.checkout = "c1"
        }
    }

    @Test func confirmOrdersExactlyTheCartShownAndACartChangedMeanwhileIsShownInstead() {
        var tester = LogicTester(
            logic,
            state: CheckoutLogic.State(
                phase: .review(rules.price(cart, now: now), cart: cart), checkout: "c1"))
        tester.send(.confirm, effects: [.perform(.placeOrder(cart, checkout: "c1"))])
        tester.send(.cartChanged(.empty, now: now), effects: [.notify(.cartChanged)]) {
            $0.phase = .review(rules.price(.empty, now: now), cart: .empty)
        }
    }

    @Test func confirmPlacesTheOrderThenShowsItsReceipt() throws {
        let order = try Order(cart: cart, rules: rules, number: 1001, date: now)
        var tester = LogicTester(
            logic,
            state: CheckoutLogic.State(
                phase: .review(rules.price(cart, now: now), cart: cart), checkout: "c1"))
        tester.send(.confirm, effects: [.perform(.placeOrder(cart, checkout: "c1"))])
        // The thank-you screen takes the Checkout's place, so no `confirm` can order again.
        tester.send(.placed(order), effects: [.replace(.receipt(number: 1001))])
    }

    @Test func confirmOnAnEmptyCartIsRefused() {
        var tester = LogicTester(
            logic,
            state: CheckoutLogic.State(
                phase: .review(rules.price(.empty, now: now), cart: .empty), checkout: "c1"))
        tester.send(.confirm, effects: [.notify(.refused(.emptyCart))])
    }

    @Test func confirmBeforeTheCartIsReadOrdersNothing() {
        var tester = LogicTester(logic, state: CheckoutLogic.State())
        tester.send(.confirm, effects: [.notify(.notLoaded)])
        tester.send(
            .loadFailed("Cannot read cart.json."),
            effects: [.notify(.storeFailed("Cannot read cart.json."))]
        ) {
            $0.phase = .unreadable
        }
        tester.send(.confirm, effects: [.notify(.notLoaded)])
    }

    @Test func aFailedOrRefusedPlacementKeepsTheReview() {
        let review = CheckoutLogic.Phase.review(rules.price(cart, now: now), cart: cart)
        var tester = LogicTester(logic, state: CheckoutLogic.State(phase: review))
        tester.send(
            .placeFailed("Cannot save orders.json."),
            effects: [.notify(.storeFailed("Cannot save orders.json."))])
        tester.send(.placeRefused(.emptyCart), effects: [.notify(.refused(.emptyCart))])
    }
}

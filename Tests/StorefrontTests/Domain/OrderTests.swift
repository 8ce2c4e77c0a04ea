import Foundation
import Testing

@testable import StorefrontKit

@Suite struct OrderTests {
    let rules = RulesFixture.rules
    let now = RulesFixture.now

    @Test func orderCopiesLinesTotalsAndDiscountsFromTheCart() throws {
        let cart = RulesFixture.cart(
            [(RulesFixture.tea, 3), (RulesFixture.mug, 1)], codes: ["SAVE10"])
        let order = try Order(cart: cart, rules: rules, number: 1001, date: now)

        #expect(order.number == 1001)
        #expect(order.date == now)
        #expect(order.lines.map(\.name) == ["抹茶 Matcha", "Mug"])
        #expect(order.lines.map(\.productID) == ["tea", "mug"])
        #expect(order.lines.map(\.quantity) == [3, 1])
        #expect(order.lines.map(\.regularTotal) == [Money(cents: 99), Money(cents: 2000)])
        #expect(order.lines.map(\.discountedTotal) == [Money(cents: 84), Money(cents: 2000)])
        #expect(order.subtotal == Money(cents: 2084))
        // 10% of 2084 is 208.4 → 208.
        #expect(order.cartDiscountAmount == Money(cents: 208))
        #expect(order.total == Money(cents: 1876))
        #expect(order.total == rules.total(of: cart, now: now))
        #expect(order.discounts.map(\.percent) == [15, 10])
        #expect(order.discounts.map(\.code) == [nil, "SAVE10"])
    }

    @Test func orderUsesTheDiscountsLiveAtItsDate() throws {
        let cart = RulesFixture.cart([(RulesFixture.scone, 2)])
        let early = try Order(
            cart: cart, rules: rules, number: 1, date: now.addingTimeInterval(-60))
        let late = try Order(cart: cart, rules: rules, number: 2, date: now)
        #expect(early.total == Money(cents: 400))
        #expect(late.total == Money(cents: 500))
        #expect(late.discounts.isEmpty)
    }

    @Test func emptyCartCannotBeOrdered() {
        #expect(throws: CartError.emptyCart) {
            try Order(cart: .empty, rules: rules, number: 1001, date: now)
        }
    }

    @Test(arguments: [
        ([Int](), 1001),
        ([1001], 1002),
        ([1001, 1002], 1003),
        ([1005, 1002], 1006),
        ([7], 1001),
    ])
    func orderNumbersContinueFromTheHighest(existing: [Int], next: Int) throws {
        let cart = RulesFixture.cart([(RulesFixture.mug, 1)])
        let orders = try existing.map { number in
            try Order(cart: cart, rules: rules, number: number, date: now)
        }
        #expect(Order.nextNumber(after: orders) == next)
    }

    /// A number an order set aside holds is passed over, one at a time: a stray one far
    /// above the rest does not make the numbers jump.
    @Test(arguments: [
        (1000, [1002], 1003),
        (1001, [1002, 1003, 1005], 1004),
        (1000, [1001, 1002, StoredDataRules.largestOrderNumber], 1003),
        (1003, [1001, 1002], 1004),
    ])
    func numbersHeldElsewhereArePassedOver(lastIssued: Int, held: [Int], next: Int) throws {
        let cart = RulesFixture.cart([(RulesFixture.mug, 1)])
        let orders = [try Order(cart: cart, rules: rules, number: 1001, date: now)]
        #expect(
            Order.nextNumber(
                after: orders, lastIssued: lastIssued, skipping: { held.contains($0) ? $0 : nil })
                == next
        )
    }
}

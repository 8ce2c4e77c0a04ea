import Foundation
import Testing

@testable import StorefrontKit

@Suite struct CartRulesTests {
    let rules = RulesFixture.rules
    let now = RulesFixture.now
    let tea = RulesFixture.tea
    let bun = RulesFixture.bun
    let kettle = RulesFixture.kettle
    let mug = RulesFixture.mug

    // MARK: Adding

    @Test(arguments: [
        (0, 1, Result<Int, CartError>.success(1)),
        (2, 3, .success(5)),
        (98, 1, .success(99)),
        (0, 99, .success(99)),
        (99, 1, .failure(.quantityLimitExceeded(productName: "Mug", inCart: 99, adding: 1))),
        (50, 50, .failure(.quantityLimitExceeded(productName: "Mug", inCart: 50, adding: 50))),
        (0, 0, .failure(.quantityOutOfRange(0))),
        (0, 100, .failure(.quantityOutOfRange(100))),
        (3, -1, .failure(.quantityOutOfRange(-1))),
    ])
    func addMergesQuantitiesWithinTheLimit(
        inCart: Int, adding: Int, expected: Result<Int, CartError>
    ) {
        let start = RulesFixture.cart(inCart == 0 ? [(tea, 1)] : [(tea, 1), (mug, inCart)])
        let result = Result { () throws(CartError) in
            try rules.add(mug, quantity: adding, to: start).item(for: "mug")?.quantity ?? -1
        }
        #expect(result == expected)
    }

    @Test func addKeepsOneLinePerProductInFirstAddedOrder() throws {
        var cart = Cart.empty
        cart = try rules.add(tea, to: cart)
        cart = try rules.add(mug, quantity: 2, to: cart)
        cart = try rules.add(tea, quantity: 3, to: cart)
        #expect(cart.items.map(\.product.id) == ["tea", "mug"])
        #expect(cart.items.map(\.quantity) == [4, 2])
        #expect(cart.unitCount == 6)
    }

    // MARK: Setting a quantity and removing

    @Test(arguments: [
        (1, Result<Int, CartError>.success(1)),
        (99, .success(99)),
        (0, .failure(.quantityOutOfRange(0))),
        (100, .failure(.quantityOutOfRange(100))),
    ])
    func setQuantityAcceptsOneToNinetyNine(quantity: Int, expected: Result<Int, CartError>) {
        let start = RulesFixture.cart([(mug, 5)])
        let result = Result { () throws(CartError) in
            try rules.setQuantity(quantity, of: "mug", in: start).item(for: "mug")?.quantity ?? -1
        }
        #expect(result == expected)
    }

    @Test func changingAProductNotInTheCartNamesIt() {
        let cart = RulesFixture.cart([(mug, 1)])
        #expect(throws: CartError.productNotInCart(productName: "抹茶 Matcha")) {
            try rules.setQuantity(2, of: "tea", in: cart)
        }
        #expect(throws: CartError.productNotInCart(productName: "抹茶 Matcha")) {
            try rules.remove("tea", from: cart)
        }
        #expect(throws: CartError.productNotInCart(productName: "nonsense")) {
            try rules.remove("nonsense", from: cart)
        }
    }

    @Test func removeTakesOutOnlyThatLine() throws {
        let cart = RulesFixture.cart([(tea, 1), (mug, 2), (kettle, 1)], codes: ["SAVE10"])
        let after = try rules.remove("mug", from: cart)
        #expect(after.items.map(\.product.id) == ["tea", "kettle"])
        #expect(after.codes == ["SAVE10"])
    }

    @Test func removeDropsCodesForTheRemovedProduct() throws {
        let cart = RulesFixture.cart(
            [(bun, 1), (kettle, 1)], codes: ["BUN15", "KETTLE25", "SAVE10"])
        let after = try rules.remove("bun", from: cart)
        #expect(after.codes == ["KETTLE25", "SAVE10"])
        // The code can be entered again once the product is back.
        let readded = try rules.add(bun, to: after)
        #expect(try rules.enterCode("bun15", into: readded, now: now).codes.last == "BUN15")
    }

    // MARK: Codes

    @Test(arguments: [
        ("save10", [String](), Result<[String], CartError>.success(["SAVE10"])),
        ("SAVE10", ["BIG20"], .success(["BIG20", "SAVE10"])),
        ("kettle25", [], .success(["KETTLE25"])),
        (" save10  ", [], .success(["SAVE10"])),
        ("SPRNG10", [], .failure(.unknownCode("SPRNG10"))),
        ("old50", [], .failure(.expiredCode("OLD50", expiry: RulesFixture.newYear2024))),
        ("Save10", ["SAVE10"], .failure(.codeAlreadyEntered("SAVE10"))),
        ("BUN15", [], .failure(.codeProductNotInCart(code: "BUN15", productName: "Crème bun"))),
        ("ab", [], .failure(.malformedCode("ab"))),
        ("spring 10", [], .failure(.malformedCode("spring 10"))),
        ("ÅBC10", [], .failure(.malformedCode("ÅBC10"))),
        ("ABCDEFGHIJKLMNOPQRSTU", [], .failure(.malformedCode("ABCDEFGHIJKLMNOPQRSTU"))),
        ("ABCDEFGHIJKLMNOPQRST", [], .failure(.unknownCode("ABCDEFGHIJKLMNOPQRST"))),
    ])
    func enterCodeChecksShapeThenCatalogThenCart(
        text: String, codes: [String], expected: Result<[String], CartError>
    ) {
        let start = RulesFixture.cart([(tea, 1), (kettle, 1)], codes: codes)
        let result = Result { () throws(CartError) in
            try rules.enterCode(text, into: start, now: now).codes
        }
        #expect(result == expected)
    }

    @Test func codeWorksUntilTheInstantItExpires() throws {
        let cart = RulesFixture.cart([(mug, 1)])
        let expiry = now.addingTimeInterval(3600)
        let entered = try rules.enterCode("SOON30", into: cart, now: expiry.addingTimeInterval(-1))
        #expect(rules.total(of: entered, now: expiry.addingTimeInterval(-1)) == Money(cents: 1400))
        #expect(rules.total(of: entered, now: expiry) == Money(cents: 2000))
        #expect(throws: CartError.expiredCode("SOON30", expiry: expiry)) {
            try rules.enterCode("SOON30", into: cart, now: expiry)
        }
    }

    // MARK: Which discount applies

    @Test func discountAppliesOnlyToItsProduct() {
        let cart = RulesFixture.cart([(tea, 1), (mug, 1)])
        #expect(rules.isDiscounted("tea", in: cart, now: now))
        #expect(!rules.isDiscounted("mug", in: cart, now: now))
        #expect(rules.discountedPrice(of: cart.items[1], in: cart, now: now) == Money(cents: 2000))
    }

    @Test func noDiscountAppliesToAProductNotInTheCart() {
        #expect(!rules.isDiscounted("tea", in: RulesFixture.cart([(mug, 1)]), now: now))
    }

    @Test func codedProductDiscountNeedsItsCode() {
        let without = RulesFixture.cart([(bun, 3)])
        let with = RulesFixture.cart([(bun, 3)], codes: ["BUN15"])
        #expect(!rules.isDiscounted("bun", in: without, now: now))
        #expect(rules.productDiscount(for: "bun", in: with, now: now)?.code == "BUN15")
    }

    @Test(arguments: [
        ([String](), 10),
        (["KETTLE25"], 25),
        (["KETTLE5"], 10),
        (["KETTLE5", "KETTLE25"], 25),
    ])
    func productDiscountsDoNotStackTheLargestWins(codes: [String], percent: Int) {
        let cart = RulesFixture.cart([(kettle, 1)], codes: codes)
        #expect(rules.productDiscount(for: "kettle", in: cart, now: now)?.percent == percent)
        let expected = Money(cents: 7900) - Money(cents: 7900).percentage(percent)
        #expect(rules.discountedPrice(of: cart.items[0], in: cart, now: now) == expected)
    }

    @Test(arguments: [
        ([String](), nil as Int?),
        (["SAVE10"], 10),
        (["SAVE10", "BIG20"], 20),
        (["BIG20", "SAVE10"], 20),
        (["OLD50"], nil),
        (["OLD50", "SAVE10"], 10),
    ])
    func cartDiscountsDoNotStackTheLargestLiveOneWins(codes: [String], percent: Int?) {
        let cart = RulesFixture.cart([(mug, 1)], codes: codes)
        #expect(rules.cartDiscount(for: cart, now: now)?.percent == percent)
    }

    @Test func automaticDiscountStopsAtItsExpiry() {
        let cart = RulesFixture.cart([(RulesFixture.scone, 1)])
        let before = now.addingTimeInterval(-1)
        #expect(
            rules.discountedPrice(of: cart.items[0], in: cart, now: before) == Money(cents: 200))
        #expect(rules.discountedPrice(of: cart.items[0], in: cart, now: now) == Money(cents: 250))
    }

    // MARK: Prices and rounding

    @Test(arguments: [
        ("tea", 1, [String](), 33, 28),  // 4.95¢ off rounds to 5¢
        ("tea", 3, [], 99, 84),  // 14.85¢ → 15¢
        ("bun", 3, ["BUN15"], 30, 25),  // 4.5¢ → 5¢ on the line, not 3 × (1.5¢ → 2¢)
        ("bun", 1, ["BUN15"], 10, 8),  // 1.5¢ → 2¢
        ("kettle", 2, ["KETTLE25"], 15_800, 11_850),
        ("mug", 99, [], 198_000, 198_000),
    ])
    func linePricesRoundEachDiscountHalfUpPerLine(
        productID: String, quantity: Int, codes: [String], regular: Int, discounted: Int
    ) throws {
        let product = try #require(RulesFixture.catalog.product(id: productID))
        let cart = RulesFixture.cart([(product, quantity)], codes: codes)
        #expect(rules.regularPrice(of: cart.items[0]) == Money(cents: regular))
        #expect(
            rules.discountedPrice(of: cart.items[0], in: cart, now: now) == Money(cents: discounted)
        )
    }

    @Test(arguments: [
        // tea 28 + mug 2000 = 2028; 10% is 202.8 → 203.
        ([(RulesFixture.tea, 1), (RulesFixture.mug, 1)], ["SAVE10"], 2028, 203, 1825),
        // Product discount first (kettle 7900 → 5925), then 20% of 5925 = 1185.
        ([(RulesFixture.kettle, 1)], ["KETTLE25", "BIG20"], 5925, 1185, 4740),
        // 10% of 25¢ is 2.5¢ → 3¢.
        ([(RulesFixture.bun, 3)], ["BUN15", "SAVE10"], 25, 3, 22),
        ([(RulesFixture.mug, 2)], [], 4000, 0, 4000),
        ([], ["SAVE10"], 0, 0, 0),
    ])
    func cartDiscountAppliesAfterProductDiscounts(
        lines: [(Product, Int)], codes: [String], subtotal: Int, cartSaving: Int, total: Int
    ) {
        let cart = RulesFixture.cart(lines, codes: codes)
        let priced = rules.price(cart, now: now)
        #expect(priced.subtotal == Money(cents: subtotal))
        #expect(priced.cartDiscountAmount == Money(cents: cartSaving))
        #expect(priced.total == Money(cents: total))
        #expect(rules.total(of: cart, now: now) == Money(cents: total))
    }

    @Test func pricedCartShowsEachLinesSaving() {
        let cart = RulesFixture.cart([(tea, 3), (mug, 1)], codes: ["SAVE10"])
        let priced = rules.price(cart, now: now)
        #expect(priced.lines.map(\.saving) == [Money(cents: 15), .zero])
        #expect(priced.lines.map { $0.discount?.percent } == [15, nil])
        #expect(priced.regularTotal == Money(cents: 2099))
        #expect(priced.cartDiscount?.code == "SAVE10")
    }

    @Test func shelfPriceAppliesOnlyTheAutomaticDiscount() {
        let tea = rules.shelfPrice(of: RulesFixture.tea, now: RulesFixture.now)
        // 15% of 33¢ is 4.95¢, rounded to 5¢ off, as in a cart.
        #expect(tea.discounted == Money(cents: 28))
        #expect(tea.regular == Money(cents: 33))
        // Coded discounts need a code, so the bun sells at its regular price.
        let bun = rules.shelfPrice(of: RulesFixture.bun, now: RulesFixture.now)
        #expect(bun.discount == nil)
        #expect(bun.discounted == Money(cents: 10))
        // The scone's sale ends exactly at `now`.
        #expect(rules.shelfPrice(of: RulesFixture.scone, now: RulesFixture.now).discount == nil)
    }
}

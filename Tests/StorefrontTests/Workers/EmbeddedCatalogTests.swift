import Foundation
import Testing

@testable import StorefrontKit

@Suite struct EmbeddedCatalogTests {
    let catalog = EmbeddedCatalog().catalog()
    let rules = CartRules(catalog: EmbeddedCatalog().catalog())
    /// A day in 2025: after WINTER23 expired.
    let now = RulesFixture.now

    @Test func hasTwentyProductsOnFourShelves() {
        #expect(catalog.products.count == 20)
        #expect(catalog.categories.map(\.name) == ["Tea", "Coffee", "Pastry", "Kitchen"])
        for category in catalog.categories {
            #expect(catalog.products(in: category).count == 5)
        }
    }

    @Test func productIDsAreUniqueTypableAndLookedUpInAnyCase() {
        let ids = catalog.products.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
            #expect(catalog.product(id: id.uppercased())?.id == id)
        }
    }

    @Test func namesIncludeAccentsAndCJK() {
        let names = catalog.products.map(\.name)
        #expect(names.contains("抹茶 Matcha"))
        #expect(names.contains("Genmaicha 玄米茶"))
        #expect(names.contains("Café Crème"))
        #expect(names.contains("Crème brûlée"))
    }

    @Test func everyProductHasAPriceAndADescription() {
        for product in catalog.products {
            #expect(product.price > .zero)
            #expect(!product.description.isEmpty)
            #expect(catalog.categories.contains(product.category))
        }
    }

    @Test func everyProductDiscountNamesARealProduct() {
        for discount in catalog.discounts {
            if case .product(let id) = discount.scope {
                #expect(catalog.product(id: id) != nil, "no product \(id)")
            }
        }
    }

    @Test func threeProductsAreOnSaleAutomatically() {
        let automatic = catalog.discounts.filter { $0.code == nil }
        #expect(
            automatic.map(\.scope) == [
                .product(id: "croissant"), .product(id: "cold-brew"), .product(id: "kettle"),
            ])
    }

    @Test func spring10TakesTenPercentOffTheWholeCart() throws {
        let cart = try rules.enterCode(
            "spring10", into: try rules.add(try #require(catalog.product(id: "mug")), to: .empty),
            now: now)
        #expect(rules.total(of: cart, now: now) == Money(cents: 1620))
    }

    @Test func matcha15NeedsMatchaInTheCart() throws {
        let matcha = try #require(catalog.product(id: "matcha"))
        #expect(throws: CartError.codeProductNotInCart(code: "MATCHA15", productName: "抹茶 Matcha"))
        {
            try rules.enterCode("MATCHA15", into: .empty, now: now)
        }
        let cart = try rules.enterCode(
            "MATCHA15", into: try rules.add(matcha, to: .empty), now: now)
        #expect(rules.total(of: cart, now: now) == Money(cents: 2040))
    }

    @Test func cartHelpListsOnlyCodesThatStillWork() {
        #expect(
            catalog.enterableDiscounts(at: now).map(\.code) == ["SPRING10", "MATCHA15", "KETTLE25"])
        let december2023 = Date(timeIntervalSince1970: 1_701_388_800)
        #expect(
            catalog.enterableDiscounts(at: december2023).compactMap(\.code).contains("WINTER23"))
    }

    @Test func winter23HasExpired() throws {
        let expiry = Date(timeIntervalSince1970: 1_704_067_200)
        #expect(throws: CartError.expiredCode("WINTER23", expiry: expiry)) {
            try rules.enterCode("winter23", into: .empty, now: now)
        }
    }

    @Test func kettle25ReplacesTheKettleSaleInsteadOfStacking() throws {
        let kettle = try #require(catalog.product(id: "kettle"))
        let cart = try rules.add(kettle, to: .empty)
        #expect(rules.total(of: cart, now: now) == Money(cents: 7110))
        let coded = try rules.enterCode("KETTLE25", into: cart, now: now)
        #expect(rules.total(of: coded, now: now) == Money(cents: 5925))
    }

    @Test func priceFilterFindsProductsBetweenBounds() throws {
        let range = try Catalog.priceRange(lowest: "3", highest: "4")
        #expect(catalog.products(pricedIn: range).map(\.id) == ["croissant", "pain-chocolat"])
        let exact = try Catalog.priceRange(lowest: "124.50", highest: "124.50")
        #expect(catalog.products(pricedIn: exact).map(\.id) == ["grinder"])
    }
}

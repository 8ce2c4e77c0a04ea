import Foundation
import Scenic
import ScenicTesting
import Testing

@testable import StorefrontKit

@Suite struct ProductLogicTests {
    private let catalog = EmbeddedCatalog().catalog()
    private let now = StorefrontWorkers.storyDate

    private func product(_ id: String) -> Product {
        catalog.product(id: id)!
    }

    private func cart(_ id: String, _ quantity: Int) -> Cart {
        Cart(items: [CartItem(product: product(id), quantity: quantity)])
    }

    private func details(_ id: String, inCart: Int?, cartUnits: Int?) -> ProductLogic.Details {
        ProductLogic.Details(
            product: product(id),
            price: CartRules(catalog: catalog).shelfPrice(of: product(id), now: now),
            codes: catalog.enterableDiscounts(at: now).filter { $0.scope == .product(id: id) },
            inCart: inCart, cartUnits: cartUnits)
    }

    @Test func appearingLoadsTheProductAndTheCart() {
        var tester = LogicTester(ProductLogic(), state: ProductLogic.State(productID: "matcha"))
        tester.send(.appear, effects: [.perform(.load(productID: "matcha"))])
        tester.send(.loaded(.init(catalog: catalog, now: now, cart: .success(cart("matcha", 2))))) {
            $0.details = details("matcha", inCart: 2, cartUnits: 2)
        }
        let loaded = try! #require(tester.state.details)
        #expect(loaded.codes.map(\.code) == ["MATCHA15"])
        #expect(loaded.price.discount == nil)
    }

    @Test func aProductOnSaleCarriesItsAutomaticDiscount() {
        var tester = LogicTester(ProductLogic(), state: ProductLogic.State(productID: "croissant"))
        tester.send(.loaded(.init(catalog: catalog, now: now, cart: .success(Cart())))) {
            $0.details = details("croissant", inCart: 0, cartUnits: 0)
        }
        #expect(tester.state.details?.price.discounted == Money(cents: 260))
        #expect(tester.state.details?.price.regular == Money(cents: 325))
        #expect(tester.state.details?.price.discount?.percent == 20)
    }

    @Test func anUnknownIdIsMarkedAndAddIsRefused() {
        var tester = LogicTester(ProductLogic(), state: ProductLogic.State(productID: "pretzel"))
        tester.send(.loaded(.init(catalog: catalog, now: now, cart: .success(Cart())))) {
            $0.isUnknown = true
        }
        tester.send(.add(quantity: 1), effects: [.notify(.unknownProduct("pretzel"))])
    }

    @Test func anUnreadableCartStillShowsTheProduct() {
        var tester = LogicTester(ProductLogic(), state: ProductLogic.State(productID: "sencha"))
        tester.send(
            .loaded(
                .init(catalog: catalog, now: now, cart: .failure(StoreProblem("Cannot read.")))),
            effects: [.notify(.storeFailed("Cannot read."))]
        ) {
            $0.details = details("sencha", inCart: nil, cartUnits: nil)
        }
    }

    @Test func addAsksTheWorkerAndConfirmsWithTheCartsNewSize() {
        var state = ProductLogic.State(productID: "matcha")
        state.details = details("matcha", inCart: 1, cartUnits: 1)
        var tester = LogicTester(ProductLogic(), state: state)
        tester.send(.add(quantity: 2), effects: [.perform(.add(productID: "matcha", quantity: 2))])
        var after = cart("matcha", 3)
        after.items.append(CartItem(product: product("mug"), quantity: 4))
        tester.send(
            .addFinished(.added(quantity: 2, cart: after)),
            effects: [.notify(.added(quantity: 2, productName: "抹茶 Matcha", cartUnits: 7))]
        ) {
            $0.details?.inCart = 3
            $0.details?.cartUnits = 7
        }
    }

    @Test func theCartsRefusalIsShown() {
        var state = ProductLogic.State(productID: "matcha")
        state.details = details("matcha", inCart: 98, cartUnits: 98)
        var tester = LogicTester(ProductLogic(), state: state)
        tester.send(.add(quantity: 5), effects: [.perform(.add(productID: "matcha", quantity: 5))])
        let refusal = CartError.quantityLimitExceeded(
            productName: "抹茶 Matcha", inCart: 98, adding: 5)
        tester.send(.addFinished(.refused(refusal)), effects: [.notify(.refused(refusal))])
    }

    @Test func aStoreFailureIsShown() {
        var state = ProductLogic.State(productID: "matcha")
        state.details = details("matcha", inCart: 0, cartUnits: 0)
        var tester = LogicTester(ProductLogic(), state: state)
        tester.send(
            .addFinished(.storeFailed(StoreProblem("Cannot save cart.json."))),
            effects: [.notify(.storeFailed("Cannot save cart.json."))])
    }

    @Test func cartIsPushed() {
        var tester = LogicTester(
            ProductLogic(),
            state: ProductLogic.State(productID: "matcha"))
        tester.send(.cart, effects: [.push(.cart)])
    }
}

@Suite struct ProductInteractorTests {
    private func action(_ line: String) throws(UsageError) -> ProductLogic.Action {
        ProductInteractor().action(
            for: try CommandInput(line, commands: ProductView(title: "x").commands))
    }

    @Test func addWithoutQuantityAddsOne() throws {
        #expect(try action("add") == .add(quantity: 1))
        #expect(try action("add 99") == .add(quantity: 99))
    }

    @Test func quantitiesOutsideTheCartsRangeAreUsageErrors() {
        #expect(throws: UsageError("add: QTY must be from 1 to 99, got \"0\"")) {
            try action("add 0")
        }
        #expect(throws: UsageError("add: QTY must be from 1 to 99, got \"100\"")) {
            try action("add 100")
        }
        #expect(throws: UsageError("add: QTY must be from 1 to 99, got \"-3\"")) {
            try action("add -3")
        }
    }

    @Test func theViewsQuantitiesAreTheCartsRules() {
        for quantity in [0, 1, 99, 100] {
            #expect(
                ((try? action("add \(quantity)")) != nil)
                    == CartRules.quantityRange.contains(quantity))
        }
    }

    @Test func cartMapsToCart() throws {
        #expect(try action("cart") == .cart)
    }
}

import Foundation
import Scenic
import ScenicData
import ScenicTesting
import Testing

@testable import StorefrontKit

/// Every screen that reads the cart or the orders shows what its reads set right, on its
/// status line; a placed order's receipt shows it in the Checkout's place.
@Suite struct DataRepairNoticeTests {
    let catalog = EmbeddedCatalog().catalog()
    let now = StorefrontWorkers.storyDate
    let moved = "/data/cart.json was not valid JSON, so it was moved to /data/cart.json.corrupt."
    let settled = "Order 1001 was placed before Storefront stopped; your cart is now empty."

    @Test func theCartShowsEachRepair() {
        var tester = LogicTester(
            CartLogic(rules: CartRules(catalog: catalog)), state: CartLogic.State())
        tester.send(
            .dataRepaired([moved, settled]),
            effects: [.notify(.dataRepaired(moved)), .notify(.dataRepaired(settled))])
        #expect(CartPresenter().message(for: .dataRepaired(moved)) == moved)
    }

    @Test func theProductShowsEachRepair() {
        var tester = LogicTester(ProductLogic(), state: ProductLogic.State(productID: "matcha"))
        tester.send(.dataRepaired([moved]), effects: [.notify(.dataRepaired(moved))])
        #expect(ProductPresenter().message(for: .dataRepaired(moved)) == moved)
    }

    @Test func theCatalogShowsWhatReadingTheCartSetRight() {
        var tester = LogicTester(CatalogLogic(), state: CatalogLogic.State())
        tester.send(
            .loaded(.init(catalog: catalog, now: now, cart: .success(0), repairs: [moved])),
            effects: [.notify(.dataRepaired(moved))]
        ) {
            $0.catalog = catalog
            $0.now = now
            $0.cartUnits = 0
        }
        #expect(CatalogPresenter().message(for: .dataRepaired(moved)) == moved)
    }

    @Test func theCheckoutShowsEachRepairAndTheReceiptThoseOfThePlacing() throws {
        let rules = CartRules(catalog: catalog)
        var tester = LogicTester(CheckoutLogic(rules: rules), state: CheckoutLogic.State())
        tester.send(.dataRepaired([moved]), effects: [.notify(.dataRepaired(moved))])
        #expect(CheckoutPresenter().message(for: .dataRepaired(moved)) == moved)

        let cart = Cart(items: [CartItem(product: catalog.product(id: "mug")!, quantity: 1)])
        let order = try Order(cart: cart, rules: rules, number: 1002, date: now)
        tester.send(
            .placed(order, repairs: [moved]),
            effects: [.replace(.account(.receipt(number: 1002, repairs: [moved])))])

        var receipt = OrderLogic.State(number: 1002, isReceipt: true, repairs: [moved])
        receipt.phase = .found(order)
        #expect(
            OrderPresenter().present(receipt, on: Screen(width: 80)).messages == [
                moved,
                "Order 1002 is placed and your cart is empty again. Type \"home\" to keep "
                    + "shopping, or \"orders\" for your orders.",
            ])
    }

    @Test func theOrdersAndAnOrderShowEachRepair() {
        var orders = LogicTester(OrdersLogic(), state: OrdersLogic.State())
        orders.send(.dataRepaired([moved]), effects: [.notify(.dataRepaired(moved))])
        #expect(OrdersPresenter().message(for: .dataRepaired(moved)) == moved)

        var order = LogicTester(OrderLogic(), state: OrderLogic.State(number: 1001))
        order.send(.dataRepaired([moved]), effects: [.notify(.dataRepaired(moved))])
        #expect(OrderPresenter().message(for: .dataRepaired(moved)) == moved)
    }

    /// The Product screen's worker, on a cart file damaged after the first `add`: the second
    /// `add` names the file moved aside before saying what it added (the tester's report).
    @Test func theProductsWorkerSendsTheRepairBeforeTheAddition() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileShopStore(folder: try DataFolder(path: directory.path), catalog: catalog)
        let scene = ProductScene(
            catalog: catalog, carts: CartEditor(store: store, rules: CartRules(catalog: catalog)),
            clock: FixedClock(date: now))
        let matcha = Cart(items: [CartItem(product: catalog.product(id: "matcha")!, quantity: 1)])
        #expect(
            await scene.worker.actions(for: .add(productID: "matcha", quantity: 1)) == [
                .addFinished(.added(quantity: 1, cart: matcha))
            ])
        try directory.write(Array("garbage".utf8), to: "cart.json")

        let sent = await scene.worker.actions(for: .add(productID: "matcha", quantity: 1))

        #expect(
            sent == [
                .dataRepaired([
                    "\(directory.path)/cart.json was not valid JSON, so it was moved to "
                        + "\(directory.path)/cart.json.corrupt, and for now there is nothing in "
                        + "your cart. Open the moved file to recover anything you need."
                ]),
                .addFinished(.added(quantity: 1, cart: matcha)),
            ])
    }
}

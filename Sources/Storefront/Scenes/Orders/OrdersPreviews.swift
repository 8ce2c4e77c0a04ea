import Foundation
import Scenic

extension OrdersPresenter {
    /// Sample Orders screens: no orders, a typical history, a long one with big totals, and
    /// a history that could not be read.
    static var previews: [Preview<OrdersLogic.State>] {
        let history = sampleHistory
        return [
            Preview("empty", OrdersLogic.State(isLoaded: true)),
            Preview("typical", OrdersLogic.State(orders: Array(history.suffix(3)), isLoaded: true)),
            Preview("long", OrdersLogic.State(orders: history, isLoaded: true)),
            Preview(
                "unreadable", OrdersLogic.State(),
                notices: [
                    OrdersLogic.Notice.storeFailed(
                        "Cannot read /home/ada/.local/share/storefront/orders.json (permission "
                            + "denied). Fix its permissions, or pass --data-dir DIR to use "
                            + "another folder.")
                ]),
        ]
    }
}

extension OrdersPresenter {
    /// Twelve orders placed over a month, newest first, for the Orders and Order previews:
    /// both kinds of discount, CJK names, single units and big quantities.
    static var sampleHistory: [Order] {
        let catalog = EmbeddedCatalog().catalog()
        let rules = CartRules(catalog: catalog)
        func item(_ id: String, _ quantity: Int) -> CartItem {
            CartItem(product: catalog.product(id: id)!, quantity: quantity)
        }
        let carts = [
            Cart(items: [item("croissant", 2), item("yirgacheffe", 1)], codes: ["SPRING10"]),
            Cart(items: [item("matcha", 1), item("chasen", 1)], codes: ["MATCHA15"]),
            Cart(items: [item("kettle", 1)], codes: ["KETTLE25", "SPRING10"]),
            Cart(items: [item("genmaicha", 99), item("grinder", 3)]),
            Cart(items: [item("dorayaki", 4), item("sencha", 2)]),
            Cart(items: [item("cold-brew", 12)]),
            Cart(items: [item("mug", 2), item("dripper", 1)], codes: ["SPRING10"]),
            Cart(items: [item("pain-chocolat", 6), item("creme-brulee", 2)]),
            Cart(items: [item("espresso", 3)]),
            Cart(items: [item("earl-grey", 1), item("rooibos", 1)]),
            Cart(items: [item("kouign-amann", 2)]),
            Cart(items: [item("decaf", 1), item("croissant", 1)], codes: ["SPRING10"]),
        ]
        let day: TimeInterval = 86_400
        return carts.enumerated().map { index, cart in
            // Oldest first, three days apart and a little later each time, ending on the
            // story date.
            let date = StorefrontWorkers.storyDate.addingTimeInterval(
                Double(index - carts.count + 1) * 3 * day + Double(index) * 37 * 60)
            return try! Order(cart: cart, rules: rules, number: 1001 + index, date: date)
        }.reversed()
    }
}

import Foundation
import Scenic
import ScenicData

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
                "unreadable", of: OrdersLogic.self, OrdersLogic.State(),
                notices: [
                    .storeFailed(
                        StoreProblem(
                            DataError.cannotRead(
                                path: "/home/ada/.local/share/storefront/orders.json",
                                reason: "permission denied"
                            ).message))
                ]),
        ]
    }
}

extension OrdersPresenter {
    /// Twelve orders placed over a month, newest first, for the Orders and Order previews:
    /// both kinds of discount, CJK names, single units and big quantities.
    static var sampleHistory: [Order] {
        let cart = PreviewFixtures.cart
        let carts = [
            cart([("croissant", 2), ("yirgacheffe", 1)], ["SPRING10"]),
            cart([("matcha", 1), ("chasen", 1)], ["MATCHA15"]),
            cart([("kettle", 1)], ["KETTLE25", "SPRING10"]),
            cart([("genmaicha", 99), ("grinder", 3)], []),
            cart([("dorayaki", 4), ("sencha", 2)], []),
            cart([("cold-brew", 12)], []),
            cart([("mug", 2), ("dripper", 1)], ["SPRING10"]),
            cart([("pain-chocolat", 6), ("creme-brulee", 2)], []),
            cart([("espresso", 3)], []),
            cart([("earl-grey", 1), ("rooibos", 1)], []),
            cart([("kouign-amann", 2)], []),
            cart([("decaf", 1), ("croissant", 1)], ["SPRING10"]),
        ]
        let day: TimeInterval = 86_400
        return carts.enumerated().compactMap { index, cart in
            // Oldest first, three days apart and a little later each time, ending on the
            // story date.
            let date = PreviewFixtures.now.addingTimeInterval(
                Double(index - carts.count + 1) * 3 * day + Double(index) * 37 * 60)
            return PreviewFixtures.order(cart, number: 1001 + index, date: date)
        }.reversed()
    }
}

import Foundation
import Scenic
import ScenicData

extension CartPresenter {
    /// Sample Cart screens: empty, typical with both kinds of discount, a refused code, long
    /// names with big quantities, and a cart that could not be read.
    static var previews: [Preview<CartLogic.State>] {
        let logic = CartLogic(rules: PreviewFixtures.rules)
        let now = PreviewFixtures.now
        let typical = PreviewFixtures.cart(
            [("croissant", 2), ("matcha", 1), ("cafe-creme", 1)], codes: ["SPRING10", "MATCHA15"])
        let long = PreviewFixtures.cart(
            [("cold-brew", 12), ("genmaicha", 99), ("grinder", 3), ("kettle", 1), ("dorayaki", 5)],
            codes: ["KETTLE25"])
        let unreadable = CartLogic.Notice.storeFailed(
            StoreProblem(
                DataError.cannotRead(
                    path: "/home/ada/.local/share/storefront/cart.json", reason: "permission denied"
                ).message))
        return [
            Preview("empty", logic.loadedState(.empty, now: now)),
            Preview("typical", logic.loadedState(typical, now: now)),
            Preview(
                "expired code", of: CartLogic.self, logic.loadedState(typical, now: now),
                notices: [
                    .refused(
                        .expiredCode("WINTER23", expiry: Date(timeIntervalSince1970: 1_704_067_200))
                    )
                ]),
            Preview("long names", logic.loadedState(long, now: now)),
            Preview("unreadable", of: CartLogic.self, CartLogic.State(), notices: [unreadable]),
        ]
    }
}

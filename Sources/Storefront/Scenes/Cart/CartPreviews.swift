import Foundation
import Scenic

extension CartPresenter {
    /// Sample Cart screens: empty, typical with both kinds of discount, a refused code, long
    /// names with big quantities, and a cart that could not be read.
    static var previews: [Preview<CartLogic.State>] {
        let catalog = EmbeddedCatalog().catalog()
        let logic = CartLogic(rules: CartRules(catalog: catalog))
        let now = StorefrontWorkers.storyDate
        func item(_ id: String, _ quantity: Int) -> CartItem {
            CartItem(product: catalog.product(id: id)!, quantity: quantity)
        }
        let typical = Cart(
            items: [item("croissant", 2), item("matcha", 1), item("cafe-creme", 1)],
            codes: ["SPRING10", "MATCHA15"])
        let long = Cart(
            items: [
                item("cold-brew", 12), item("genmaicha", 99), item("grinder", 3),
                item("kettle", 1), item("dorayaki", 5),
            ],
            codes: ["KETTLE25"])
        let unreadable = CartLogic.Notice.storeFailed(
            "Cannot read /home/ada/.local/share/storefront/cart.json (permission denied). Fix "
                + "its permissions, or pass --data-dir DIR to use another folder.")
        return [
            Preview("empty", logic.loadedState(.empty, now: now)),
            Preview("typical", logic.loadedState(typical, now: now)),
            Preview(
                "expired code", logic.loadedState(typical, now: now),
                notices: [
                    CartLogic.Notice.refused(
                        .expiredCode("WINTER23", expiry: Date(timeIntervalSince1970: 1_704_067_200))
                    )
                ]),
            Preview("long names", logic.loadedState(long, now: now)),
            Preview("unreadable", CartLogic.State(), notices: [unreadable]),
        ]
    }
}

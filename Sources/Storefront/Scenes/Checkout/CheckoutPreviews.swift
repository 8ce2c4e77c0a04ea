import Scenic

extension CheckoutPresenter {
    /// Sample Checkout screens: an empty cart, a typical order to confirm, the receipt of a
    /// placed order, long names, and a failed save.
    static var previews: [Preview<CheckoutLogic.State>] {
        let catalog = EmbeddedCatalog().catalog()
        let rules = CartRules(catalog: catalog)
        let now = StorefrontWorkers.storyDate
        func item(_ id: String, _ quantity: Int) -> CartItem {
            CartItem(product: catalog.product(id: id)!, quantity: quantity)
        }
        func review(_ cart: Cart) -> CheckoutLogic.Phase {
            .review(rules.price(cart, now: now), cart: cart)
        }
        let typical = Cart(
            items: [item("croissant", 2), item("yirgacheffe", 1)], codes: ["SPRING10"])
        let long = Cart(
            items: [item("cold-brew", 12), item("genmaicha", 99), item("grinder", 3)],
            codes: [])
        let order = try! Order(cart: typical, rules: rules, number: 1001, date: now)
        return [
            Preview("empty", CheckoutLogic.State(phase: review(.empty))),
            Preview("typical", CheckoutLogic.State(phase: review(typical))),
            Preview(
                "placed", CheckoutLogic.State(phase: .placed(order)),
                notices: [CheckoutLogic.Notice.placed(number: 1001)]),
            Preview("long names", CheckoutLogic.State(phase: review(long))),
            Preview(
                "save failed", CheckoutLogic.State(phase: review(typical)),
                notices: [
                    CheckoutLogic.Notice.storeFailed(
                        "Cannot save /home/ada/.local/share/storefront/orders.json (disk full); "
                            + "the copy on disk is unchanged. Check the folder, or pass "
                            + "--data-dir DIR to use another.")
                ]),
        ]
    }
}

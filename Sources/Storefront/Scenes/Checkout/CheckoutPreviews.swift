import Scenic

extension CheckoutPresenter {
    /// Sample Checkout screens: an empty cart, a typical order to confirm, the delivery form
    /// half filled in, long names, and a failed save.
    static var previews: [Preview<CheckoutLogic.State>] {
        func review(_ cart: Cart) -> CheckoutLogic.Phase {
            .review(PreviewFixtures.rules.price(cart, now: PreviewFixtures.now), cart: cart)
        }
        let typical = PreviewFixtures.cart(
            [("croissant", 2), ("yirgacheffe", 1)], codes: ["SPRING10"])
        let long = PreviewFixtures.cart([("cold-brew", 12), ("genmaicha", 99), ("grinder", 3)])
        var halfFilled = CheckoutLogic.DeliveryForm()
        halfFilled.address.name = "Ada Lovelace"
        halfFilled.address.street = "12 High Street"
        halfFilled.filled = [.name, .street]
        return [
            Preview("empty", CheckoutLogic.State(phase: review(.empty))),
            Preview("typical", CheckoutLogic.State(phase: review(typical))),
            Preview(
                "delivery form", of: CheckoutLogic.self,
                CheckoutLogic.State(
                    phase: review(typical), slot: DeliverySlot.open(after: PreviewFixtures.now)[0],
                    delivery: halfFilled),
                asking: CheckoutLogic.question(for: .postcode)),
            Preview("long names", CheckoutLogic.State(phase: review(long))),
            Preview(
                "save failed", of: CheckoutLogic.self, CheckoutLogic.State(phase: review(typical)),
                notices: [
                    .storeFailed(
                        StoreProblem(
                            "Cannot save /home/ada/.local/share/storefront/orders.json (disk full); "
                                + "the copy on disk is unchanged. Check the folder, or pass "
                                + "--data-dir DIR to use another."))
                ]),
        ]
    }
}

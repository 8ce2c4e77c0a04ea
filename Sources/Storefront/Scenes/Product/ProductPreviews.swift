import Scenic

extension ProductPresenter {
    /// Sample states of the Product screen, for the preview gallery and its snapshots.
    static var previews: [Preview<ProductLogic.State>] {
        [
            Preview("plain", loaded("sencha", cart: Cart())),
            Preview("on sale", loaded("croissant", cart: Cart())),
            Preview(
                "with a code, added", of: ProductLogic.self,
                loaded("matcha", cart: cart(matcha: 3)),
                notices: [
                    .added(quantity: 2, productName: "抹茶 Matcha", cartUnits: 3)
                ]),
            Preview("sale and code", loaded("kettle", cart: nil)),
            Preview(
                "limit reached", of: ProductLogic.self, loaded("matcha", cart: cart(matcha: 98)),
                notices: [
                    .refused(
                        .quantityLimitExceeded(productName: "抹茶 Matcha", inCart: 98, adding: 5))
                ]),
            Preview("unknown product", ProductLogic.State(productID: "pretzel", isUnknown: true)),
        ]
    }

    /// The state after a load from the embedded catalog at the story date; `cart` is `nil` for
    /// a cart that could not be read.
    private static func loaded(
        _ id: String, cart: Cart?
    ) -> ProductLogic.State {
        var state = ProductLogic.State(productID: id)
        let loaded = ProductLogic.Loaded(
            catalog: PreviewFixtures.catalog, now: PreviewFixtures.now,
            cart: cart.map { .success($0) }
                ?? .failure(StoreProblem("The cart could not be read.")))
        _ = ProductLogic().reduce(&state, .loaded(loaded))
        return state
    }

    private static func cart(matcha quantity: Int) -> Cart {
        PreviewFixtures.cart([("matcha", quantity)])
    }
}

import Scenic

/// Builds every Storefront scene for its route: the one place that hands each scene the
/// workers it needs.
package struct StorefrontScenes: SceneBuilder {
    let workers: StorefrontWorkers
    /// The catalog, built once: every scene that shows products shares it.
    let catalog: Catalog

    /// Scenes that ask `workers` for their data and their saving.
    package init(workers: StorefrontWorkers) {
        self.workers = workers
        catalog = workers.catalog.catalog()
    }

    /// The scene for `route`, in its first state.
    package func scene(for route: StorefrontRoute) -> Scene<StorefrontRoute> {
        switch route {
        case .login: login.make()
        case .catalog: catalogScene.make()
        case .product(let id): product.make(id: id)
        case .cart: cart.make()
        case .checkout: checkout.make()
        case .deliverySlot(let now): SlotScene().make(after: now)
        // The account section builds its own scenes, on its own routes.
        case .account(let route): account.scene(for: route).mapRoutes(StorefrontRoute.account)
        }
    }

    var login: LoginScene { LoginScene(authenticator: workers.authenticator) }

    /// The Catalog scene's maker; `package` for the benchmarks, which load as it does.
    package var catalogScene: CatalogScene {
        CatalogScene(catalog: catalog, carts: cartEditor, clock: workers.clock)
    }

    var product: ProductScene {
        ProductScene(catalog: catalog, carts: cartEditor, clock: workers.clock)
    }

    var cart: CartScene { CartScene(catalog: catalog, carts: cartEditor, clock: workers.clock) }

    var checkout: CheckoutScene {
        CheckoutScene(
            catalog: catalog, carts: cartEditor, orders: orderDesk, clock: workers.clock)
    }

    /// The account section's scenes.
    var account: AccountScenes { AccountScenes(desk: orderDesk) }

    private var cartEditor: CartEditor {
        CartEditor(store: workers.store, rules: CartRules(catalog: catalog))
    }

    private var orderDesk: OrderDesk {
        OrderDesk(store: workers.store, rules: CartRules(catalog: catalog))
    }

    /// Every scene's previews, in the order a shopper meets the scenes, then the child scenes'.
    ///
    /// Previews of the cart run on in-memory workers that are made to hold the cart shown,
    /// so entering such a preview live changes that cart.
    var previewGroups: [PreviewGroup<StorefrontRoute>] {
        [
            PreviewGroup("Login", previews: LoginPresenter.previews) { login.make(state: $0) },
            PreviewGroup("Catalog", previews: CatalogPresenter.previews) {
                catalogScene.make(state: $0)
            },
            PreviewGroup("Product", previews: ProductPresenter.previews) { state in
                product.make(id: state.productID, state: state)
            },
            PreviewGroup("Cart", previews: CartPresenter.previews) { state in
                workers.agree(with: state.cart)
                return cart.make(state: state)
            },
            PreviewGroup("Checkout", previews: CheckoutPresenter.previews) { state in
                if case .review(_, let cart) = state.phase { workers.agree(with: cart) }
                return checkout.make(state: state)
            },
            PreviewGroup("Delivery", previews: SlotPresenter.previews) { state in
                SlotScene().make(after: PreviewFixtures.now, state: state)
            },
            PreviewGroup("Orders", previews: OrdersPresenter.previews) { state in
                account.orders.make(state: state).mapRoutes(StorefrontRoute.account)
            },
            PreviewGroup("Order", previews: OrderPresenter.previews) { state in
                account.order.make(number: state.number, state: state)
                    .mapRoutes(StorefrontRoute.account)
            },
            // A child scene of the Catalog, shown alone.
            PreviewGroup("Cart summary", previews: CartSummaryPresenter.previews) {
                CartSummaryScene().make(state: $0)
            },
        ]
    }
}

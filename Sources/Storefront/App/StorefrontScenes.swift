import Scenic

/// Builds every Storefront scene for its route, handing each the workers it needs.
///
/// Each scene's folder adds the function that assembles it (`catalogScene()` in
/// `Scenes/Catalog/CatalogScene.swift`) and its preview group.
package struct StorefrontScenes: SceneBuilder {
    let workers: StorefrontWorkers

    /// Scenes that ask `workers` for their data and their saving.
    package init(workers: StorefrontWorkers) {
        self.workers = workers
    }

    /// The scene for `route`, in its first state.
    package func scene(for route: StorefrontRoute) -> Scene<StorefrontRoute> {
        switch route {
        case .login: loginScene()
        case .catalog: catalogScene()
        case .product(let id): productScene(id: id)
        case .cart: cartScene()
        case .checkout: checkoutScene()
        case .orders: ordersScene()
        case .order(let number): orderScene(number: number)
        }
    }

    /// Every scene's previews, in the order a shopper meets the scenes.
    var previewGroups: [PreviewGroup<StorefrontRoute>] {
        [
            loginPreviews(), catalogPreviews(), productPreviews(), cartPreviews(),
            checkoutPreviews(), ordersPreviews(), orderPreviews(),
        ]
    }
}

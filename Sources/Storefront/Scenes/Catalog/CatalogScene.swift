import Scenic

extension StorefrontScenes {
    /// The Catalog screen in `state`; it loads the catalog and the cart's size each time it
    /// comes on top, so the cart line is fresh after adding from a product.
    func catalogScene(state: CatalogLogic.State = CatalogLogic.State()) -> Scene<StorefrontRoute> {
        let workers = workers
        return Scene(
            view: CatalogView(), interactor: CatalogInteractor(), logic: CatalogLogic(),
            presenter: CatalogPresenter(), state: state, appearAction: .appear
        ) { request in
            switch request {
            case .load:
                let cart: Result<Int, CatalogLogic.CartUnreadable>
                do throws(StoreError) {
                    cart = .success(try workers.carts.load().value.unitCount)
                } catch {
                    cart = .failure(CatalogLogic.CartUnreadable(message: error.message))
                }
                return .loaded(
                    CatalogLogic.Loaded(
                        catalog: workers.catalog.catalog(), now: workers.clock.now(), cart: cart))
            }
        }
    }

    /// The Catalog screen's previews.
    func catalogPreviews() -> PreviewGroup<StorefrontRoute> {
        PreviewGroup("Catalog", previews: CatalogPresenter.previews) { catalogScene(state: $0) }
    }
}

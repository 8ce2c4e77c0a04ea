import Scenic

/// Builds the sample catalog scene over ``Product/samples``.
struct CatalogSceneBuilder: SceneBuilder {
    func scene(for route: CatalogRoute) -> Scene<CatalogRoute> {
        Scene(
            view: CatalogView(), interactor: CatalogInteractor(), logic: CatalogLogic(),
            presenter: CatalogPresenter(), state: CatalogLogic.State(catalog: Product.samples))
    }
}

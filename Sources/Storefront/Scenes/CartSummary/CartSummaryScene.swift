import Scenic

/// Makes the cart summary: alone, as its previews show it, or as a child of the Catalog.
struct CartSummaryScene {
    /// The summary as a screen of its own, in `state`.
    func make(state: CartSummaryLogic.State) -> Scene<StorefrontRoute> {
        Scene(
            view: CartSummaryView(), interactor: CartSummaryInteractor(),
            logic: CartSummaryLogic(), presenter: CartSummaryPresenter(), state: state
        ).inApp(StorefrontRoute.self)
    }

    /// The summary inside the Catalog screen, in its `cart` region, as wide as the screen (a
    /// narrower frame would be laid out twice for every screen drawn).
    var inCatalog: ChildScene<CatalogLogic, CatalogView.Region> {
        ChildScene(
            CatalogLogic.cartSummary, view: CartSummaryView(),
            interactor: CartSummaryInteractor(), presenter: CartSummaryPresenter(), in: .cart)
    }
}

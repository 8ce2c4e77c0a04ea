import Scenic

/// Makes the Catalog screen from the workers it needs.
package struct CatalogScene {
    let catalog: Catalog
    let carts: CartEditor
    let clock: any StoreClock

    /// The Catalog screen in `state`; it loads the catalog and the cart's size each time it
    /// comes on top, so the cart line is fresh after adding from a product.
    func make(state: CatalogLogic.State = CatalogLogic.State()) -> Scene<StorefrontRoute> {
        let scene = self
        return Scene(
            view: CatalogView(categories: (state.catalog ?? catalog).categories.map(\.name)),
            interactor: CatalogInteractor(), logic: CatalogLogic(),
            // Measured on the catalog the state holds (a preview's may differ), else on the one
            // the scene loads.
            presenter: CatalogPresenter(columnWidths: .init(catalog: state.catalog ?? catalog)),
            state: state, appearAction: .appear,
            worker: Worker { request in
                switch request {
                case .load: .loaded(scene.load())
                }
            },
            children: [CartSummaryScene().inCatalog])
    }

    /// What the Catalog's `load` request brings back: the catalog, the clock's time and the
    /// cart's size, or why the cart could not be read, and what reading it set right.
    ///
    /// The Catalog scene's worker calls it; so do the benchmarks, to start from exactly the
    /// state the scene shows after it appears.
    package func load() -> CatalogLogic.Loaded {
        let cart: Result<Int, StoreProblem>
        var repairs: [String] = []
        do throws(StoreError) {
            let read = try carts.current()
            cart = .success(read.value.unitCount)
            repairs = read.repairs
        } catch {
            cart = .failure(StoreProblem(error.message))
        }
        return CatalogLogic.Loaded(catalog: catalog, now: clock.now, cart: cart, repairs: repairs)
    }
}

import Scenic

/// Makes the Product screen from the workers it needs.
struct ProductScene {
    let catalog: Catalog
    let carts: CartEditor
    let clock: any StoreClock

    /// The Product screen for `id`, in `state` (a fresh one when `nil`); it loads the product
    /// and the cart each time it comes on top, and adds to the cart through the cart editor.
    func make(id: String, state: ProductLogic.State? = nil) -> Scene<StorefrontRoute> {
        let scene = self
        let state = state ?? ProductLogic.State(productID: id)
        // The title is fixed when the scene is built, so the name is looked up now.
        let title = catalog.product(id: id)?.name ?? "Product"
        return Scene(
            view: ProductView(title: title), interactor: ProductInteractor(),
            logic: ProductLogic(), presenter: ProductPresenter(), state: state,
            appearAction: .appear,
            worker: Worker { request in
                switch request {
                case .load:
                    return .loaded(scene.load())
                case .add(let productID, let quantity):
                    return .addFinished(scene.add(productID, quantity: quantity))
                }
            })
    }

    /// The catalog, the time and the cart, or why the cart could not be read.
    private func load() -> ProductLogic.Loaded {
        let cart: Result<Cart, StoreProblem>
        do throws(StoreError) {
            cart = .success(try carts.current().value)
        } catch {
            cart = .failure(StoreProblem(error.message))
        }
        return ProductLogic.Loaded(catalog: catalog, now: clock.now(), cart: cart)
    }

    /// Adds through the cart editor, which applies the cart's rules to the saved cart under
    /// the store lock; the saved cart is unchanged on error.
    private func add(_ productID: String, quantity: Int) -> ProductLogic.AddOutcome {
        guard let product = catalog.product(id: productID) else {
            return .storeFailed(
                StoreProblem("The product \"\(productID)\" is no longer in the catalog."))
        }
        switch carts.apply(.add(product, quantity: quantity)) {
        case .saved(let cart): return .added(quantity: quantity, cart: cart)
        case .refused(let error, _): return .refused(error)
        case .failed(let message): return .storeFailed(StoreProblem(message))
        }
    }
}

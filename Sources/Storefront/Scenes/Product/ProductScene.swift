import Scenic

extension StorefrontScenes {
    /// The Product screen for `id`, in `state` (a fresh one when `nil`); it loads the product
    /// and the cart each time it comes on top, and adds to the cart through its worker.
    func productScene(id: String, state: ProductLogic.State? = nil) -> Scene<StorefrontRoute> {
        let workers = workers
        let state = state ?? ProductLogic.State(productID: id)
        // The title is fixed when the scene is built, so the name is looked up now.
        let title = workers.catalog.catalog().product(id: id)?.name ?? "Product"
        return Scene(
            view: ProductView(title: title), interactor: ProductInteractor(),
            logic: ProductLogic(), presenter: ProductPresenter(), state: state,
            appearAction: .appear,
            worker: Worker { request in
                switch request {
                case .load:
                    let cart: Result<Cart, ProductLogic.StoreProblem>
                    do throws(StoreError) {
                        cart = .success(try workers.savedCart().value)
                    } catch {
                        cart = .failure(ProductLogic.StoreProblem(message: error.message))
                    }
                    return .loaded(
                        ProductLogic.Loaded(
                            catalog: workers.catalog.catalog(), now: workers.clock.now(), cart: cart
                        ))
                case .add(let productID, let quantity):
                    return .addFinished(add(productID, quantity: quantity, workers: workers))
                }
            })
    }

    /// The Product screen's previews.
    func productPreviews() -> PreviewGroup<StorefrontRoute> {
        PreviewGroup("Product", previews: ProductPresenter.previews) { state in
            productScene(id: state.productID, state: state)
        }
    }

    /// Adds through the cart editor, which applies the cart's rules to the saved cart under
    /// the store lock; the saved cart is unchanged on error.
    private func add(_ productID: String, quantity: Int, workers: StorefrontWorkers)
        -> ProductLogic.AddOutcome
    {
        guard let product = workers.catalog.catalog().product(id: productID) else {
            return .storeFailed(
                ProductLogic.StoreProblem(
                    message: "The product \"\(productID)\" is no longer in the catalog."))
        }
        switch workers.cartEditor.apply(.add(product, quantity: quantity)) {
        case .saved(let cart): return .added(quantity: quantity, cart: cart)
        case .refused(let error, _): return .refused(error)
        case .failed(let message): return .storeFailed(ProductLogic.StoreProblem(message: message))
        }
    }
}

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
            appearAction: .appear, worker: scene.worker)
    }

    /// The scene's worker: what reading the cart set right is sent first
    /// (``ProductLogic/Action/dataRepaired(_:)``), then the load or the addition.
    var worker: Worker<ProductLogic.Request, ProductLogic.Action> {
        let scene = self
        return Worker.streaming { request, send in
            switch request {
            case .load:
                let (loaded, repairs) = scene.load()
                send.repairs(repairs, as: ProductLogic.Action.dataRepaired)
                send(.loaded(loaded))
            case .add(let productID, let quantity):
                let (outcome, repairs) = scene.add(productID, quantity: quantity)
                send.repairs(repairs, as: ProductLogic.Action.dataRepaired)
                send(.addFinished(outcome))
            }
        }
    }

    /// The catalog, the time and the cart, or why the cart could not be read.
    ///
    /// Also what reading the cart set right.
    private func load() -> (ProductLogic.Loaded, repairs: [String]) {
        let cart: Result<Cart, StoreProblem>
        var repairs: [String] = []
        do throws(StoreError) {
            let read = try carts.current()
            cart = .success(read.value)
            repairs = read.repairs
        } catch {
            cart = .failure(StoreProblem(error.message))
        }
        return (ProductLogic.Loaded(catalog: catalog, now: clock.now, cart: cart), repairs)
    }

    /// Adds through the cart editor; also says what reading the cart set right.
    ///
    /// The editor applies the cart's rules to the saved cart under the store lock; the saved
    /// cart is unchanged on error.
    private func add(_ productID: String, quantity: Int) -> (
        ProductLogic.AddOutcome, repairs: [String]
    ) {
        guard let product = catalog.product(id: productID) else {
            return (
                .storeFailed(
                    StoreProblem("The product \"\(productID)\" is no longer in the catalog.")),
                []
            )
        }
        let reply = carts.apply(.add(product, quantity: quantity))
        switch reply.value {
        case .saved(let cart): return (.added(quantity: quantity, cart: cart), reply.repairs)
        case .refused(let error, _): return (.refused(error), reply.repairs)
        case .failed(let message): return (.storeFailed(StoreProblem(message)), reply.repairs)
        }
    }
}

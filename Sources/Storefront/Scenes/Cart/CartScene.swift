import Scenic

extension StorefrontScenes {
    /// The Cart screen, loading the cart each time it comes on top.
    ///
    /// - Parameter state: the first state; previews pass theirs, the app starts empty and
    ///   loads.
    func cartScene(state: CartLogic.State = CartLogic.State()) -> Scene<StorefrontRoute> {
        let catalog = workers.catalog.catalog()
        let codes = catalog.enterableDiscounts(at: workers.clock.now()).compactMap(\.code)
        return Scene(
            view: CartView(codes: codes), interactor: CartInteractor(),
            logic: CartLogic(rules: CartRules(catalog: catalog)), presenter: CartPresenter(),
            state: state, appearAction: .appeared, worker: Worker(performCartRequest))
    }

    /// Carries out a Cart request on the cart store, with the time from the clock.
    func performCartRequest(_ request: CartLogic.Request) async -> CartLogic.Action {
        switch request {
        case .load:
            do {
                return .loaded(try workers.carts.load().value, now: workers.clock.now())
            } catch {
                return .loadFailed(error.message)
            }
        case .save(let cart, let notice):
            do {
                try workers.carts.save(cart)
                return .saved(cart, now: workers.clock.now(), notice: notice)
            } catch {
                return .saveFailed(error.message)
            }
        }
    }

    /// The Cart screen's previews.
    func cartPreviews() -> PreviewGroup<StorefrontRoute> {
        PreviewGroup("Cart", previews: CartPresenter.previews) { state in
            cartScene(state: state)
        }
    }
}

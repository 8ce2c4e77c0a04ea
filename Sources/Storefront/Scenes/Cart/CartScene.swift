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
                return .loaded(try workers.savedCart().value, now: workers.clock.now())
            } catch {
                return .loadFailed(error.message)
            }
        case .change(let change, let notice):
            switch workers.cartEditor.apply(change) {
            case .saved(let cart): return .saved(cart, now: workers.clock.now(), notice: notice)
            case .refused(let error, let current):
                return .changeRefused(error, current: current, now: workers.clock.now())
            case .failed(let message): return .saveFailed(message)
            }
        }
    }

    /// The Cart screen's previews.
    func cartPreviews() -> PreviewGroup<StorefrontRoute> {
        PreviewGroup("Cart", previews: CartPresenter.previews) { state in
            workers.agree(with: state.cart)
            return cartScene(state: state)
        }
    }
}

import Scenic

/// Makes the Cart screen from the workers it needs.
struct CartScene {
    let catalog: Catalog
    let carts: CartEditor
    let clock: any StoreClock

    /// The Cart screen, loading the cart each time it comes on top.
    ///
    /// - Parameter state: the first state; previews pass theirs, the app starts empty and
    ///   loads.
    func make(state: CartLogic.State = CartLogic.State()) -> Scene<StorefrontRoute> {
        let codes = catalog.enterableDiscounts(at: clock.now()).compactMap(\.code)
        let scene = self
        return Scene(
            view: CartView(codes: codes), interactor: CartInteractor(),
            logic: CartLogic(rules: CartRules(catalog: catalog)), presenter: CartPresenter(),
            state: state, appearAction: .appeared,
            worker: Worker { request in scene.perform(request) })
    }

    /// Carries out a Cart request through the cart editor, with the time from the clock.
    func perform(_ request: CartLogic.Request) -> CartLogic.Action {
        switch request {
        case .load:
            do throws(StoreError) {
                return .loaded(try carts.current().value, now: clock.now())
            } catch {
                return .loadFailed(StoreProblem(error.message))
            }
        case .peek:
            return .peeked(carts.peek(), now: clock.now())
        case .change(let change, let notice):
            switch carts.apply(change) {
            case .saved(let cart): return .saved(cart, now: clock.now(), notice: notice)
            case .refused(let error, let current):
                return .changeRefused(error, current: current, now: clock.now())
            case .failed(let message): return .saveFailed(StoreProblem(message))
            }
        }
    }
}

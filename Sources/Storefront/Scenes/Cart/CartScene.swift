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
        let codes = catalog.enterableDiscounts(at: clock.now).compactMap(\.code)
        return Scene(
            view: CartView(codes: codes), interactor: CartInteractor(),
            logic: CartLogic(rules: CartRules(catalog: catalog)), presenter: CartPresenter(),
            state: state, appearAction: .appeared,
            worker: worker)
    }

    /// The scene's worker: ``perform(_:send:)``.
    var worker: Worker<CartLogic.Request, CartLogic.Action> {
        let scene = self
        return Worker.streaming { request, send in scene.perform(request, send: send) }
    }

    /// Carries out a Cart request through the cart editor, with the time from the clock; what
    /// reading the cart set right is sent first (``CartLogic/Action/dataRepaired(_:)``).
    func perform(_ request: CartLogic.Request, send: Send<CartLogic.Action>) {
        switch request {
        case .load:
            do throws(StoreError) {
                let read = try carts.current()
                send.repairs(read.repairs, as: CartLogic.Action.dataRepaired)
                send(.loaded(read.value, now: clock.now))
            } catch {
                send(.loadFailed(StoreProblem(error.message)))
            }
        case .peek:
            send(.peeked(carts.peek(), now: clock.now))
        case .change(let change, let notice):
            let reply = carts.apply(change)
            send.repairs(reply.repairs, as: CartLogic.Action.dataRepaired)
            switch reply.value {
            case .saved(let cart): send(.saved(cart, now: clock.now, notice: notice))
            case .refused(let error, let current):
                send(.changeRefused(error, current: current, now: clock.now))
            case .failed(let message): send(.saveFailed(StoreProblem(message)))
            }
        }
    }
}

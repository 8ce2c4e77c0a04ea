import Scenic

extension StorefrontScenes {
    /// The Order screen for order `number`, reading the history each time it comes on top.
    ///
    /// - Parameter state: the first state; previews pass theirs, the app starts loading.
    func orderScene(number: Int, state: OrderLogic.State? = nil) -> Scene<StorefrontRoute> {
        let state = state ?? OrderLogic.State(number: number)
        return Scene(
            view: OrderView(number: state.number), interactor: OrderInteractor(),
            logic: OrderLogic(), presenter: OrderPresenter(), state: state,
            appearAction: .appeared,
            worker: Worker { request in
                switch request {
                case .load:
                    workers.orderHistory(loaded: { .loaded($0) }, failed: { .loadFailed($0) })
                }
            })
    }

    /// The Order screen's previews.
    func orderPreviews() -> PreviewGroup<StorefrontRoute> {
        PreviewGroup("Order", previews: OrderPresenter.previews) { state in
            orderScene(number: state.number, state: state)
        }
    }
}

import Scenic

extension StorefrontScenes {
    /// The Orders screen, reading the history each time it comes on top.
    ///
    /// - Parameter state: the first state; previews pass theirs, the app starts empty and
    ///   loads.
    func ordersScene(state: OrdersLogic.State = OrdersLogic.State()) -> Scene<StorefrontRoute> {
        Scene(
            view: OrdersView(), interactor: OrdersInteractor(), logic: OrdersLogic(),
            presenter: OrdersPresenter(), state: state, appearAction: .appeared,
            worker: Worker { request in
                switch request {
                case .load:
                    workers.orderHistory(loaded: { .loaded($0) }, failed: { .loadFailed($0) })
                }
            })
    }

    /// The Orders screen's previews.
    func ordersPreviews() -> PreviewGroup<StorefrontRoute> {
        PreviewGroup("Orders", previews: OrdersPresenter.previews) { state in
            ordersScene(state: state)
        }
    }
}

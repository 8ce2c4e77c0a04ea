import Scenic

/// Makes the Orders screen from the worker it needs.
struct OrdersScene {
    let orders: OrderDesk

    /// The Orders screen, reading the history each time it comes on top, and paging it by the
    /// screen's height.
    ///
    /// - Parameter state: the first state; previews pass theirs, the app starts empty and
    ///   loads.
    func make(state: OrdersLogic.State = OrdersLogic.State()) -> Scene<AccountRoute> {
        let orders = orders
        return Scene(
            view: OrdersView(), interactor: OrdersInteractor(), logic: OrdersLogic(),
            presenter: OrdersPresenter(), state: state, appearAction: .appeared,
            screenAction: OrdersLogic.Action.screenChanged,
            worker: Worker.streaming { request, send in
                switch request {
                case .load:
                    orders.history(
                        send, loaded: { .loaded($0) }, repaired: { .dataRepaired($0) },
                        failed: { .loadFailed($0) })
                }
            })
    }
}

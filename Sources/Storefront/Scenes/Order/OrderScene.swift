import Scenic

/// Makes the Order screen from the worker it needs.
struct OrderScene {
    let orders: OrderDesk

    /// The Order screen for order `number`, reading the history each time it comes on top.
    ///
    /// - Parameter state: the first state; previews pass theirs, the app starts loading.
    func make(
        number: Int, state: OrderLogic.State? = nil, isReceipt: Bool = false,
        repairs: [String] = []
    ) -> Scene<AccountRoute> {
        let state =
            state ?? OrderLogic.State(number: number, isReceipt: isReceipt, repairs: repairs)
        let orders = orders
        return Scene(
            view: OrderView(number: state.number), interactor: OrderInteractor(),
            logic: OrderLogic(), presenter: OrderPresenter(), state: state,
            appearAction: .appeared,
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

import Scenic

/// Every decision of the Order screen: find the order by its number in the history.
struct OrderLogic: Logic {
    typealias Route = AccountRoute

    struct State: Equatable {
        /// The number asked for.
        var number: Int
        /// Where the lookup stands.
        var phase = Phase.loading
        /// Whether the order was just placed: the screen thanks the shopper.
        var isReceipt = false
        /// What placing the order set right in the data files, one sentence each, for the
        /// receipt to say.
        var repairs: [String] = []

        /// Whether `orders` is offered: on the thank-you screen, and when no order has the
        /// number.
        var offersOrders: Bool { isReceipt || phase == .missing }
    }

    /// Where the lookup stands.
    enum Phase: Equatable {
        /// The history has not been read yet.
        case loading
        /// The order, as placed.
        case found(Order)
        /// No order has this number.
        case missing
        /// The history could not be read, with the store's message.
        case unreadable(StoreProblem)
    }

    /// What the status line reports; the Presenter words it.
    enum Notice: Equatable, Sendable {
        /// A read set a damaged data file right, in the data folder's sentence, which names
        /// the file and where the data went.
        case dataRepaired(String)
    }

    enum Action: Equatable, Sendable {
        /// The screen came on top.
        case appeared
        /// The worker read the history.
        case loaded([Order])
        /// The worker could not read the history.
        case loadFailed(StoreProblem)
        /// `orders`, offered on the thank-you screen and for a number not in the history.
        case orders
        /// The worker's read set damaged data files right, one sentence each; sent before
        /// the history it read.
        case dataRepaired([String])
    }

    enum Request: Equatable, Sendable {
        /// Read the order history.
        case load
    }

    /// Reading the order history is quick local work: nothing to stop.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .appeared:
            return [.perform(.load)]
        case .loaded(let orders):
            let number = state.number
            state.phase = orders.first { $0.number == number }.map(Phase.found) ?? .missing
            return []
        case .loadFailed(let message):
            state.phase = .unreadable(message)
            return []
        case .orders:
            // The history takes this screen's place: `back` still leads where it led (the
            // cart, after a receipt). Offered where `back` may not reach the history: after a
            // receipt, and for a number opened with `--route order N` alone.
            return state.offersOrders ? [.replace(.orders)] : []
        case .dataRepaired(let messages):
            return messages.map { .notify(.dataRepaired($0)) }
        }
    }
}

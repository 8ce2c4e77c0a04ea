import Scenic

/// Every decision of the Orders screen: load the history, open one order.
struct OrdersLogic: Logic {
    typealias Route = StorefrontRoute

    struct State: Equatable {
        /// The orders, newest first.
        var orders: [Order] = []
        /// Whether the history was read.
        var isLoaded = false
    }

    /// What the status line reports; the Presenter words it.
    enum Notice: Equatable, Sendable {
        /// A row number beyond the list.
        case noSuchRow(Int, orderCount: Int)
        /// The order store failed, with its message.
        case storeFailed(StoreProblem)
    }

    enum Action: Equatable, Sendable {
        /// The screen came on top.
        case appeared
        /// The worker read the history, oldest first as stored.
        case loaded([Order])
        /// The worker could not read the history.
        case loadFailed(StoreProblem)
        /// `open N`.
        case open(Int)
    }

    enum Request: Equatable, Sendable {
        /// Read the order history.
        case load
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .appeared:
            return [.perform(.load)]
        case .loaded(let orders):
            // Numbers rise with every order, so the highest number is the newest.
            state.orders = orders.sorted { $0.number > $1.number }
            state.isLoaded = true
            return []
        case .loadFailed(let message):
            state.orders = []
            state.isLoaded = false
            return [.notify(.storeFailed(message))]
        case .open(let row):
            guard state.orders.indices.contains(row - 1) else {
                return [.notify(.noSuchRow(row, orderCount: state.orders.count))]
            }
            return [.push(.order(number: state.orders[row - 1].number))]
        }
    }
}

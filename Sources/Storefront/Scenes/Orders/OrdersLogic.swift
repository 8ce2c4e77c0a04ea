import Scenic

/// Every decision of the Orders screen: load the history, open one order.
struct OrdersLogic: Logic {
    typealias Route = AccountRoute

    /// Orders per page on a screen 24 rows tall, as previews and stories are.
    static let pageSize = 10

    /// The fewest orders a page shows, however short the screen.
    static let smallestPageSize = 3

    /// Orders per page on `screen`: as many as fit, so a taller terminal shows more.
    ///
    /// The Presenter's layout decides what fits, so it is counted here as it lays out. From 58
    /// columns: 13 rows that are not orders (the title, the table's head, the hint, the paging
    /// line, the command line, the rules and blank lines between them, the prompt), and one to
    /// spare for a notice or a paging line that wraps. Narrower, the hint, the paging line and
    /// the command line each take a second row; narrower than 46, the table wraps each
    /// order's date onto a second row too.
    static func pageSize(on screen: Screen) -> Int {
        let rowsAround = screen.isNarrower(than: 58) ? 17 : 14
        let rowsPerOrder = screen.isNarrower(than: 46) ? 2 : 1
        return max(smallestPageSize, (screen.height - rowsAround) / rowsPerOrder)
    }

    struct State: Equatable {
        /// The orders, newest first.
        var orders: [Order] = []
        /// Whether the history was read.
        var isLoaded = false
        /// The page showing, from 0; rows are numbered across pages.
        var page = 0
        /// Orders per page, as many as the screen has rows for.
        var pageSize = OrdersLogic.pageSize

        /// The history's pages, with the one showing.
        var pages: Pages {
            Pages(itemCount: orders.count, pageSize: pageSize, page: page)
        }
    }

    /// What the status line reports; the Presenter words it.
    enum Notice: Equatable, Sendable {
        /// A row number beyond the list.
        case noSuchRow(Int, orderCount: Int)
        /// `next` on the last page.
        case lastPage(count: Int)
        /// `prev` on the first page.
        case firstPage(count: Int)
        /// The order store failed, with its message.
        case storeFailed(StoreProblem)
        /// A read set a damaged data file right, in the data folder's sentence, which names
        /// the file and where the data went.
        case dataRepaired(String)
    }

    enum Action: Equatable, Sendable {
        /// The screen came on top.
        case appeared
        /// The screen is this size: before the first screen, and after a resize.
        case screenChanged(Screen)
        /// The worker read the history, oldest first as stored.
        case loaded([Order])
        /// The worker could not read the history.
        case loadFailed(StoreProblem)
        /// `open N`.
        case open(Int)
        /// `next`.
        case nextPage
        /// `prev`.
        case previousPage
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
        case .screenChanged(let screen):
            // The first order showing stays in view: the page is the one that holds it now.
            let firstShowing = state.pages.items.lowerBound
            state.pageSize = Self.pageSize(on: screen)
            state.page = firstShowing / state.pageSize
            return []
        case .loaded(let orders):
            // Numbers rise with every order, so the highest number is the newest.
            state.orders = orders.sorted { $0.number > $1.number }
            state.isLoaded = true
            // The history may have shrunk since the page was chosen.
            state.page = state.pages.page
            return []
        case .nextPage:
            let pages = state.pages
            guard pages.hasNext else { return [.notify(.lastPage(count: pages.count))] }
            state.page = pages.page + 1
            return []
        case .previousPage:
            let pages = state.pages
            guard pages.hasPrevious else { return [.notify(.firstPage(count: pages.count))] }
            state.page = pages.page - 1
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
        case .dataRepaired(let messages):
            return messages.map { .notify(.dataRepaired($0)) }
        }
    }
}

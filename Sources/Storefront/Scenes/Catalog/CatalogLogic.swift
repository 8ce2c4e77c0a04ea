import Foundation
import Scenic

/// Filters, sorts, pages and opens the catalog's products.
///
/// Filters combine: a product is listed when it passes the price range, the category and the
/// name search that are set. `sort` orders what passes by price or name, keeping the catalog's
/// order among equals. The list is numbered from 1 across pages, so `open 11` means the
/// product shown as 11, whichever page is showing.
package struct CatalogLogic: Logic {
    package typealias Route = StorefrontRoute

    /// Products per page.
    package static let pageSize = 8

    /// The Logic has no settings; every decision depends on the state and the action alone.
    package init() {}

    /// What the Catalog screen knows: the catalog, the filters and the page.
    package struct State: Equatable, Sendable {
        /// The catalog, once loaded.
        package var catalog: Catalog? {
            didSet { if catalog != oldValue { shelf = Self.shelf(of: catalog, at: now) } }
        }
        /// When the catalog was loaded; decides which automatic discounts are live.
        package var now: Date? {
            didSet { if now != oldValue { shelf = Self.shelf(of: catalog, at: now) } }
        }
        /// The cart summary shown in the screen's `cart` region: a child scene's state.
        package var cartSummary: CartSummaryLogic.State
        /// Units in the cart, or `nil` when the cart is not counted (loading, or unreadable).
        package var cartUnits: Int? {
            get {
                guard case .units(let units) = cartSummary.count else { return nil }
                return units
            }
            set { cartSummary.count = newValue.map(CartSummaryLogic.Count.units) ?? .unreadable }
        }
        /// The filters that are set.
        package var filters = Filters() {
            didSet { if filters != oldValue { matching = matchingIndices } }
        }
        /// The order `sort` chose; `nil` keeps the catalog's.
        package var ordering: Ordering? {
            didSet { if ordering != oldValue { matching = matchingIndices } }
        }
        /// The page showing, from 0.
        package var page = 0
        /// Each product's shelf price at ``now``, in catalog order.
        ///
        /// Worked out when the catalog or the time changes, not for every screen: pricing
        /// every product to filter the list by price took a third of a line's time.
        package private(set) var shelf: [ShelfPrice] = [] {
            didSet { matching = matchingIndices }
        }
        /// The catalog positions of the products that pass every filter, in catalog order:
        /// worked out when the filters or the shelf change, not for every screen and command.
        private(set) var matching: [Int] = []

        /// A state with this catalog, time, cart, filters and page.
        package init(
            catalog: Catalog? = nil, now: Date? = nil, cartUnits: Int? = nil,
            filters: Filters = Filters(), page: Int = 0
        ) {
            self.catalog = catalog
            self.now = now
            cartSummary = CartSummaryLogic.State(
                count: cartUnits.map(CartSummaryLogic.Count.units) ?? .loading)
            self.filters = filters
            self.page = page
            shelf = Self.shelf(of: catalog, at: now)
            matching = matchingIndices
        }
    }

    /// What the list shows of a product's price.
    package struct ShelfPrice: Equatable, Sendable {
        /// The price the list shows and filters by: the sale price while a discount is live,
        /// the regular price before the catalog's time is known.
        package var shown: Money
        /// ``shown`` as the list writes it.
        package var shownText: String
        /// The live automatic discount as the list's Sale column writes it ("20% off").
        package var sale: String?

        /// The shelf price `shown`, on sale by `salePercent` if that is set.
        init(shown: Money, salePercent: Int? = nil) {
            self.shown = shown
            shownText = shown.formatted
            sale = salePercent.map { "\($0)% off" }
        }
    }

    /// How `sort` orders the list: by what, and which way.
    package struct Ordering: Equatable, Sendable {
        /// What the list is sorted by.
        package enum Key: String, CaseIterable, Equatable, Sendable {
            /// The price the list shows (a sale price while a discount is live).
            case price
            /// The name, ignoring case and accents.
            case name
        }

        package var key: Key
        /// Highest or last first.
        package var descending = false

        package init(key: Key, descending: Bool = false) {
            self.key = key
            self.descending = descending
        }
    }

    /// The filters a user set; `nil` means not filtered that way.
    package struct Filters: Equatable, Sendable {
        /// The prices let through, bounds included: the prices the list shows, sale prices
        /// for products on sale.
        package var priceRange: ClosedRange<Money>?
        /// The one category let through.
        package var category: Category?
        /// The search text as typed (trimmed), shown back to the user.
        package var search: String? {
            didSet { foldedSearch = search.map(Catalog.folded) }
        }
        /// The search text as names are compared with it (see ``Catalog/folded(_:)``), folded
        /// once when it is set: Foundation's folding took as long as filtering the list.
        package private(set) var foldedSearch: String?

        /// Filters with these values; none set by default.
        package init(
            priceRange: ClosedRange<Money>? = nil, category: Category? = nil,
            search: String? = nil
        ) {
            self.priceRange = priceRange
            self.category = category
            self.search = search
            foldedSearch = search.map(Catalog.folded)
        }

        /// Whether no filter is set.
        package var isEmpty: Bool { priceRange == nil && category == nil && search == nil }
    }

    /// What the status line says; the Presenter words it.
    package enum Notice: Equatable, Sendable {
        /// `filter` with a bad bound or a reversed range.
        case badPrice(MoneyError)
        /// `category` with a name no category has.
        case unknownCategory(String, known: [String])
        /// `search` with nothing but spaces.
        case emptySearch
        /// `open N` with a number not in the list.
        case noSuchNumber(Int, count: Int)
        /// `next` on the last page.
        case lastPage(count: Int)
        /// `prev` on the first page.
        case firstPage
        /// `clear` with no filter set.
        case nothingToClear
        /// The cart could not be read, so its size is unknown: the store's sentence says why.
        case cartUnreadable(StoreProblem)
        /// What reading the cart set right (a damaged file moved aside, a line left out, a
        /// stopped checkout settled), as the store's sentence says it, naming the file.
        case dataRepaired(String)
    }

    /// What the worker brings back from a load.
    package struct Loaded: Equatable, Sendable {
        var catalog: Catalog
        var now: Date
        /// The cart's units, or why the cart could not be read.
        var cart: Result<Int, StoreProblem>
        /// What reading the cart set right, one sentence each, to show.
        var repairs: [String] = []
    }

    /// What can happen on the Catalog screen: its commands, and the load's result.
    package enum Action: Equatable, Sendable {
        /// The screen came on top: load the catalog and the cart's size.
        case appear
        /// The load finished.
        case loaded(Loaded)
        /// `filter MIN MAX`, the bounds as typed.
        case filterPrice(lowest: String, highest: String)
        /// `category NAME`, the name as typed.
        case category(String)
        /// `search TEXT`, the text as typed.
        case search(String)
        /// `clear`: drop every filter.
        case clear
        /// `sort KEY [ORDER]`.
        case sort(Ordering)
        /// `next`.
        case nextPage
        /// `prev`.
        case previousPage
        /// `open N`, N as numbered on screen.
        case open(Int)
        /// A command of the cart summary, the child scene in the `cart` region.
        case cartSummary(CartSummaryLogic.Action)
        /// What the cart summary reported.
        case cartSummaryReported(CartSummaryLogic.Output)
        /// `orders`.
        case orders
    }

    /// The cart summary, a child scene: its state is ``State/cartSummary``, its commands
    /// arrive as ``Action/cartSummary(_:)``, and `cart` typed in it is reported as
    /// ``Action/cartSummaryReported(_:)``, which opens the cart.
    package static let cartSummary = Child<Self, CartSummaryLogic>(
        CartSummaryLogic(), state: \State.cartSummary, action: Action.cartSummary,
        reports: { .cartSummaryReported($0) })

    /// The work the Catalog asks its worker for.
    package enum Request: Equatable, Sendable {
        /// Read the catalog, the clock and the cart's size.
        case load
    }

    /// Reading the catalog and the cart is quick local work: nothing to stop.
    package func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

    /// Applies `action` to `state`; filters and paging change the state, `open`, the cart
    /// summary's `cart` and `orders` navigate, and `appear` asks for a load.
    package func reduce(
        _ state: inout State, _ action: Action
    ) -> [Effect<Self>] {
        switch action {
        case .appear:
            return [.perform(.load)]
        case .loaded(let loaded):
            state.catalog = loaded.catalog
            state.now = loaded.now
            // The catalog may have shrunk since the page was chosen.
            state.page = state.pages.page
            let repaired = loaded.repairs.map { Effect<Self>.notify(.dataRepaired($0)) }
            switch loaded.cart {
            case .success(let units):
                return repaired + Self.cartSummary.reduce(&state, .counted(units), in: self)
            case .failure(let problem):
                return repaired + Self.cartSummary.reduce(&state, .counted(nil), in: self)
                    + [.notify(.cartUnreadable(problem))]
            }
        case .filterPrice(let lowest, let highest):
            do {
                state.filters.priceRange = try Catalog.priceRange(lowest: lowest, highest: highest)
                state.page = 0
            } catch {
                return [.notify(.badPrice(error))]
            }
            return []
        case .category(let typed):
            let name = Self.trimmed(typed)
            let categories = state.catalog?.categories ?? []
            guard let category = categories.first(where: { $0.matches(name) }) else {
                return [.notify(.unknownCategory(name, known: categories.map(\.name)))]
            }
            state.filters.category = category
            state.page = 0
            return []
        case .search(let typed):
            let text = Self.trimmed(typed)
            guard !text.isEmpty else {
                return [.notify(.emptySearch)]
            }
            state.filters.search = text
            state.page = 0
            return []
        case .clear:
            let wasFiltered = !state.filters.isEmpty
            state.filters = Filters()
            state.page = 0
            return wasFiltered ? [] : [.notify(.nothingToClear)]
        case .sort(let ordering):
            state.ordering = ordering
            state.page = 0
            return []
        case .nextPage:
            let pages = state.pages
            guard pages.hasNext else { return [.notify(.lastPage(count: pages.count))] }
            state.page = pages.page + 1
            return []
        case .previousPage:
            let pages = state.pages
            guard pages.hasPrevious else { return [.notify(.firstPage)] }
            state.page = pages.page - 1
            return []
        case .open(let number):
            let products = state.matchingProducts
            guard products.indices.contains(number - 1) else {
                return [.notify(.noSuchNumber(number, count: products.count))]
            }
            return [.push(.product(id: products[number - 1].id))]
        case .cartSummary(let action):
            return Self.cartSummary.reduce(&state, action, in: self)
        case .cartSummaryReported(.openCart):
            return [.push(.cart)]
        case .orders:
            return [.push(.account(.orders))]
        }
    }
}

extension CatalogLogic {
    /// `text` without the spaces around it.
    ///
    /// Typed words rarely have any: then `text` comes back as it is, without the Foundation
    /// call, which took longer than filtering the list.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last,
            first.properties.isWhitespace || last.properties.isWhitespace
        else { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }
}

extension CatalogLogic.State {
    /// A state with nothing loaded yet: the one the Catalog scene starts in.
    ///
    /// A property rather than a `package init()`, which would clash with the synthesized
    /// `init()` that the app and the tests call.
    package static var notLoaded: Self { Self() }

    /// The pages of the matching products, with the one showing.
    var pages: Pages {
        Pages(itemCount: matching.count, pageSize: CatalogLogic.pageSize, page: page)
    }

    /// The catalog positions of the products that pass every filter, in the order `sort`
    /// chose (catalog order among equals), else in catalog order.
    fileprivate var matchingIndices: [Int] {
        guard let catalog else { return [] }
        let search = filters.foldedSearch
        let passing = catalog.products.indices.filter { index in
            if let range = filters.priceRange, !range.contains(shelf[index].shown) {
                return false
            }
            let product = catalog.products[index]
            if let category = filters.category, product.category != category { return false }
            if let search, !Catalog.searchName(catalog.searchNames[index], contains: search) {
                return false
            }
            return true
        }
        guard let ordering else { return passing }
        // Ties keep the catalog's order, whichever way the list runs: the sort is stable by
        // its key, then by position.
        func before(_ first: Int, _ second: Int) -> Bool {
            switch ordering.key {
            case .price:
                let (a, b) = (shelf[first].shown, shelf[second].shown)
                if a != b { return ordering.descending ? a > b : a < b }
            case .name:
                let (a, b) = (catalog.searchNames[first], catalog.searchNames[second])
                if a != b { return ordering.descending ? a > b : a < b }
            }
            return first < second
        }
        return passing.sorted(by: before)
    }

    /// The products that pass every filter, in catalog order: the list numbered on screen.
    var matchingProducts: [Product] {
        guard let catalog else { return [] }
        return matching.map { catalog.products[$0] }
    }

    /// The shelf price of each product in `catalog` at `now`, in catalog order.
    static func shelf(of catalog: Catalog?, at now: Date?) -> [CatalogLogic.ShelfPrice] {
        guard let catalog else { return [] }
        let rules = CartRules(catalog: catalog)
        return catalog.products.map { product in
            // Without a load time no discount can be judged live.
            guard let now else { return CatalogLogic.ShelfPrice(shown: product.price) }
            let line = rules.shelfPrice(of: product, now: now)
            return CatalogLogic.ShelfPrice(
                shown: line.discounted, salePercent: line.discount?.percent)
        }
    }

    /// The products on the page showing, with their on-screen numbers.
    var productsOnPage: [(number: Int, product: Product)] {
        guard let catalog else { return [] }
        return pages.items.map { ($0 + 1, catalog.products[matching[$0]]) }
    }
}

import Scenic

/// The catalog's rules: a price filter, pages of ``CatalogLogic/pageSize``, opening a product.
struct CatalogLogic: Logic {
    /// Products per page.
    static let pageSize = 10

    struct State: Equatable {
        var catalog: [Product]
        var minimumDollars = 0
        var maximumDollars = 100
        /// The products the filter lets through, in catalog order.
        var matching: [Product]
        /// The page shown, from 0.
        var page = 0
        var opened: Product?
        var problem: String?

        init(catalog: [Product]) {
            self.catalog = catalog
            matching = catalog
        }

        /// How many pages the matching products fill; an empty result still shows one page.
        var pageCount: Int {
            max(1, (matching.count + CatalogLogic.pageSize - 1) / CatalogLogic.pageSize)
        }
    }

    enum Action: Equatable {
        case open(Int)
        case filter(minimumDollars: Int, maximumDollars: Int)
        case next
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<CatalogRoute, Never>] {
        state.problem = nil
        switch action {
        case .open(let number):
            guard state.matching.indices.contains(number - 1) else {
                state.problem =
                    "There is no product \(number); \(state.matching.count) match the filter."
                return []
            }
            state.opened = state.matching[number - 1]
        case .filter(let minimum, let maximum):
            guard minimum <= maximum else {
                state.problem = "filter: MIN ($\(minimum)) is more than MAX ($\(maximum))."
                return []
            }
            state.minimumDollars = minimum
            state.maximumDollars = maximum
            let range = (minimum * 100)...(maximum * 100)
            state.matching = state.catalog.filter { range.contains($0.cents) }
            state.page = 0
            state.opened = nil
        case .next:
            state.page = (state.page + 1) % state.pageCount
        }
        return []
    }
}

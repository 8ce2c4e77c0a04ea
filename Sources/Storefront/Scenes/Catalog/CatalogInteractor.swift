import Scenic

/// Maps the Catalog's commands to actions; whether a row is on the page and whether prices
/// and names are right is the Logic's call, which knows the list.
struct CatalogInteractor: Interactor {
    func action(for input: CommandInput<CatalogView.Name>) -> CatalogLogic.Action {
        switch input.name {
        case .open: .open(input[CatalogView.row])
        case .filter:
            .filterPrice(lowest: input[CatalogView.lowest], highest: input[CatalogView.highest])
        case .category: .category(input[CatalogView.categoryName])
        case .search: .search(input[CatalogView.searchText])
        case .sort:
            .sort(
                CatalogLogic.Ordering(
                    key: input[CatalogView.sortKey], descending: input[CatalogView.sortOrder]))
        case .clear: .clear
        case .next: .nextPage
        case .previous: .previousPage
        case .orders: .orders
        }
    }
}

import Scenic

/// The list's summary, the products with their sale prices, the page, and the status line.
struct CatalogPresenter: Presenter {
    /// The widths the list's columns keep at least: those of the widest cells in the whole
    /// catalog, so the columns stay in place from page to page and filter to filter.
    struct ColumnWidths: Equatable, Sendable {
        var number = 0
        var name = 0
        var price = 0

        /// The widths for `catalog`; sale prices are never above regular ones.
        init(catalog: Catalog) {
            number = String(catalog.products.count).utf8.count
            for product in catalog.products {
                name = max(name, DisplayWidth.of(product.name))
                price = max(price, product.price.formatted.utf8.count)
            }
        }

        /// No minimum: each page's own widths.
        init() {}
    }

    /// Measured once, when the scene is made, rather than on every screen.
    var columnWidths = ColumnWidths()

    func present(_ state: CatalogLogic.State, on screen: Screen) -> ViewContent<CatalogView.Region>
    {
        var content = ViewContent<CatalogView.Region>()
        guard let catalog = state.catalog else {
            content[.summary] = [.paragraph("Loading the catalog…")]
            return content
        }
        // Filtered once, when the filters changed: the count, the rows and the paging read it.
        let matching = state.matching
        let pages = state.pages
        content[.summary] = [.keyValues(summary(state, matching: matching.count, of: catalog))]
        guard !matching.isEmpty else {
            content[.products] = [
                .paragraph(
                    "No products match these filters. Type \"clear\" to see all "
                        + "\(catalog.products.count) products, or change a filter.")
            ]
            return content
        }
        // Under 50 columns the Category column gives its room to the names: the category is
        // one "category NAME" away.
        let showsCategory = !screen.isNarrower(than: 50)
        let onPage = pages.items.map { (number: $0 + 1, index: matching[$0]) }
        // The Sale column is drawn only when it has something in it: narrow screens need
        // the room for names.
        let hasSale = onPage.contains { state.shelf[$0.index].sale != nil }
        let rows = onPage.map { number, index in
            let product = catalog.products[index]
            let price = state.shelf[index]
            var cells = ["\(number)", product.name]
            cells.reserveCapacity(5)
            if showsCategory { cells.append(product.category.name) }
            cells.append(price.shownText)
            if hasSale { cells.append(price.sale ?? "") }
            return cells
        }
        var columns = [
            Table.Column("#", minimumWidth: columnWidths.number),
            Table.Column("Product", minimumWidth: columnWidths.name),
        ]
        if showsCategory { columns.append(Table.Column("Category")) }
        columns.append(Table.Column("Price", alignment: .right, minimumWidth: columnWidths.price))
        var blocks: [Block]
        if hasSale {
            columns.append(Table.Column("Sale"))
            blocks = [
                .table(Table(columns: columns, rows: rows)),
                .paragraph(
                    "Sale prices already include the discount; \"open N\" shows the regular "
                        + "price."),
            ]
        } else {
            blocks = [.table(Table(columns: columns, rows: rows))]
        }
        blocks.append(
            .paragraph("Type \"open N\" to see product N, or \"help\" for every command."))
        content[.products] = blocks
        if pages.count > 1 {
            content[.paging] = [.paragraph(paging(pages))]
        }
        return content
    }

    private func summary(_ state: CatalogLogic.State, matching: Int, of catalog: Catalog)
        -> [KeyValue]
    {
        let total = catalog.products.count
        var filters: [String] = []
        if let range = state.filters.priceRange {
            filters.append("price \(range.lowerBound.formatted) to \(range.upperBound.formatted)")
        }
        if let category = state.filters.category { filters.append("category \(category.name)") }
        if let search = state.filters.search {
            filters.append("name contains \"\(ShortText.shortened(search, to: 30))\"")
        }
        var rows = [
            KeyValue(
                "Showing",
                state.filters.isEmpty ? "all \(total) products" : "\(matching) of \(total) products"
            ),
            KeyValue(
                "Filters",
                filters.isEmpty
                    ? "none (narrow the list with filter, category or search)"
                    : filters.joined(separator: " · ") + " (type \"clear\" to drop them)"),
        ]
        if let ordering = state.ordering {
            rows.append(KeyValue("Sorted", Self.describe(ordering)))
        }
        return rows
    }

    /// `by price, lowest first`.
    private static func describe(_ ordering: CatalogLogic.Ordering) -> String {
        switch (ordering.key, ordering.descending) {
        case (.price, false): "by price, lowest first"
        case (.price, true): "by price, highest first"
        case (.name, false): "by name, A to Z"
        case (.name, true): "by name, Z to A"
        }
    }

    private func paging(_ pages: Pages) -> String {
        let position = "Page \(pages.page + 1) of \(pages.count)."
        if !pages.hasPrevious { return position + " Type \"next\" for more." }
        if !pages.hasNext { return position + " Type \"prev\" to go back." }
        return position + " Type \"next\" or \"prev\"."
    }

    /// A full sentence for the status line, prefixed with the command it answers.
    func message(for notice: CatalogLogic.Notice) -> String {
        switch notice {
        case .badPrice(let error):
            return "filter: " + error.message
        case .unknownCategory(let name, let known):
            let list = known.joined(separator: ", ")
            guard !name.isEmpty else { return "category: name a category: \(list)." }
            return "category: there is no category \"\(name)\". Pick one of \(list)."
        case .emptySearch:
            return "search: type some text to look for, such as \"search matcha\"."
        case .noSuchNumber(let number, let count):
            guard count > 0 else {
                return "open: no products are listed, so there is no \(number) to open. Type "
                    + "\"clear\" to list them all."
            }
            return "open: there is no product \(number) in this list. Pick a number from 1 to "
                + "\(count)."
        case .lastPage(let count):
            return count == 1
                ? "next: every product is on this page."
                : "next: this is the last page (\(count) of \(count)). Type \"prev\" to go back."
        case .firstPage:
            return "prev: this is the first page."
        case .nothingToClear:
            return "clear: no filter was set; all products are listed."
        case .cartUnreadable(let problem):
            return problem.message
        case .dataRepaired(let sentence):
            return sentence
        }
    }
}

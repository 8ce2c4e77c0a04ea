import Scenic

/// Turns the catalog state into a summary, a table of one page and the opened product.
struct CatalogPresenter: Presenter {
    func present(_ state: CatalogLogic.State) -> ViewContent<CatalogView.Region> {
        var content = ViewContent<CatalogView.Region>()
        let range = "$\(state.minimumDollars) to $\(state.maximumDollars)"
        if state.matching.isEmpty {
            content[.summary] = [.paragraph("No products priced \(range).")]
        } else {
            let first = state.page * CatalogLogic.pageSize
            let shown = state.matching[
                first..<min(first + CatalogLogic.pageSize, state.matching.count)]
            content[.summary] = [
                .paragraph(
                    "Showing \(first + 1)–\(first + shown.count) of \(state.matching.count) "
                        + "products priced \(range) · page \(state.page + 1) of \(state.pageCount)")
            ]
            let columns = ["#", "Product", "Category", "Price"].map { Table.Column($0) }
            let rows = shown.enumerated().map { offset, product in
                [String(first + offset + 1), product.name, product.category, product.price]
            }
            content[.products] = [.table(Table(columns: columns, rows: rows))]
        }
        if let product = state.opened {
            content[.detail] = [
                .keyValues([
                    KeyValue("Product", product.name), KeyValue("Category", product.category),
                    KeyValue("Price", product.price),
                ])
            ]
        }
        content.messages = state.problem.map { [$0] } ?? []
        return content
    }
}

import Scenic

/// The catalog screen: a summary line, a page of products, and the opened product.
struct CatalogView: View {
    enum Region: CaseIterable {
        case summary
        case products
        case detail
    }

    let title = "Catalog"
    let commands = [
        Command("open", Argument("N", .integer), help: "Show product N"),
        Command(
            "filter", Argument("MIN", .integer), Argument("MAX", .integer),
            help: "Show products priced from MIN to MAX dollars"),
        Command("next", help: "Show the next page"),
    ]
}

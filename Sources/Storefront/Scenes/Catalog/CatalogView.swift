import Scenic

/// The product list: what is shown and filtered, the products, and the page.
struct CatalogView: View {
    enum Region: CaseIterable {
        case summary
        case products
        case paging
    }

    let title = "Catalog"
    let commands = [
        Command("open", Argument("N", .integer), help: "Show the details of product N"),
        // Prices are text, not `.decimal`: the domain's parser reads them as shown on screen
        // ("$12.50", "1,234") and words every mistake with the shop's own messages.
        Command(
            "filter", Argument("MIN", .text), Argument("MAX", .text),
            help: "Show products priced from MIN to MAX, such as filter 5 20"),
        Command("category", Argument("NAME", .restOfLine), help: "Show one category only"),
        Command(
            "search", Argument("TEXT", .restOfLine),
            help: "Show products whose name contains TEXT (any case or accent)"),
        Command("clear", help: "Drop every filter and show all products"),
        Command("next", help: "Show the next page"),
        Command("prev", help: "Show the previous page"),
        Command("cart", help: "Open your cart"),
        Command("orders", help: "See your past orders"),
    ]
}

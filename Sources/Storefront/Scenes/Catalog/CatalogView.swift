import Scenic

/// The product list: what is shown and filtered, the products, and the page.
struct CatalogView: View {
    enum Region: CaseIterable {
        case summary
        /// The cart summary, a child scene.
        case cart
        case products
        case paging
    }

    enum Name: String, CommandName {
        case open, filter, category, search, sort, clear, next, orders
        case previous = "prev"
    }

    /// The row of `open N`; whether it is on the page is the Logic's call.
    static let row = Argument.integer("N", in: 1...)
    // Prices are text, not decimals: the domain's parser reads them as shown on screen
    // ("$12.50", "1,234") and words every mistake with the shop's own messages.
    /// The lowest price of `filter MIN MAX`.
    static let lowest = Argument.text("MIN")
    /// The highest price of `filter MIN MAX`.
    static let highest = Argument.text("MAX")
    /// The category of `category NAME`.
    static let categoryName = Argument.restOfLine("NAME")
    /// The text of `search TEXT`.
    static let searchText = Argument.restOfLine("TEXT")
    /// What `sort KEY [ORDER]` sorts by.
    static let sortKey = Argument(
        "KEY",
        ArgumentKind<CatalogLogic.Ordering.Key>(
            "price or name", offering: CatalogLogic.Ordering.Key.allCases.map(\.rawValue)
        ) { CatalogLogic.Ordering.Key(rawValue: $0.lowercased()) })
    /// Which way `sort KEY [ORDER]` runs: `asc` (the default) or `desc`.
    static let sortOrder = Argument(
        "ORDER",
        ArgumentKind<Bool>("asc or desc", offering: ["asc", "desc"]) { typed in
            ["asc": false, "desc": true][typed.lowercased()]
        }
    ).optional(default: false)

    let title = "Catalog"
    let commands: [Command<Name>]

    /// The Catalog screen; Tab completes `category` to one of `categories`.
    init(categories: [String] = []) {
        commands = Self.commands(categories: categories)
    }

    private static func commands(categories: [String]) -> [Command<Name>] {
        [
            Command(Name.open, row, help: "Show the details of product N"),
            Command(
                Name.filter, lowest, highest,
                help: "Show products priced from MIN to MAX, such as filter 5 20"),
            Command(
                Name.category, categoryName.offering(categories), help: "Show one category only"),
            Command(
                Name.search, searchText,
                help: "Show products whose name contains TEXT (any case or accent)"),
            Command(
                Name.sort, sortKey, sortOrder,
                help: "Sort by price or name, asc (the default) or desc, such as sort price desc"),
            Command(Name.clear, help: "Drop every filter and show all products"),
            Command(Name.next, help: "Show the next page"),
            Command(Name.previous, help: "Show the previous page"),
            Command(Name.orders, help: "See your past orders"),
        ]
    }
}

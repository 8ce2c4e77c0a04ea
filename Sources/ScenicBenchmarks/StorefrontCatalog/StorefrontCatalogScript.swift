import StorefrontKit

/// What a shopper types at Storefront's Catalog, each line with the action it stands for.
///
/// The actions let the floor compute each screen's state without parsing; the console itself
/// only ever sees the typed lines. Most lines keep the Catalog on screen; `open N` shows a
/// product, and `back` returns to the Catalog, which loads again as it appears.
enum StorefrontCatalogScript {
    /// What a typed line does.
    enum Action {
        /// What the Catalog's Interactor makes of the line.
        case catalog(CatalogLogic.Action)
        /// The global `back`, from a product to the Catalog.
        case back
    }

    /// One typed line that the Catalog or a product accepts, and what it does.
    struct Step {
        /// The line as typed.
        var typed: String
        /// What it does.
        var action: Action

        init(typed: String, action: CatalogLogic.Action) {
            self.typed = typed
            self.action = .catalog(action)
        }

        /// Returns from a product to the Catalog.
        static let back = Step(typed: "back")

        private init(typed: String) {
            self.typed = typed
            action = .back
        }
    }

    /// A cycle that shows every part of the Catalog screen, and ends where it starts.
    ///
    /// It pages with and without the Sale column, shows the paging line in its three wordings,
    /// combines filters until their line wraps, empties the list, and draws the status
    /// messages of the Catalog's notices (last and first page, no such number, nothing to
    /// clear, a bad price, a reversed range, an unknown category, every product on one page).
    /// It opens three products and goes back from each: one with a code, one on sale, one
    /// with both. It starts and ends on the first page of the whole catalog.
    static let steps = [
        Step(typed: "open 1", action: .open(1)),
        .back,
        Step(typed: "next", action: .nextPage),
        Step(typed: "next", action: .nextPage),
        Step(typed: "next", action: .nextPage),
        Step(typed: "filter 5 20", action: .filterPrice(lowest: "5", highest: "20")),
        Step(typed: "next", action: .nextPage),
        Step(typed: "category coffee", action: .category("coffee")),
        Step(typed: "search brew", action: .search("brew")),
        Step(typed: "open 1", action: .open(1)),
        .back,
        Step(typed: "open 99", action: .open(99)),
        Step(typed: "search pretzel", action: .search("pretzel")),
        Step(typed: "open 3", action: .open(3)),
        Step(typed: "clear", action: .clear),
        Step(typed: "clear", action: .clear),
        Step(typed: "filter x 3", action: .filterPrice(lowest: "x", highest: "3")),
        Step(typed: "filter 20 5", action: .filterPrice(lowest: "20", highest: "5")),
        Step(typed: "category Gifts", action: .category("Gifts")),
        Step(typed: "prev", action: .previousPage),
        Step(typed: "category kitchen", action: .category("kitchen")),
        Step(typed: "open 3", action: .open(3)),
        .back,
        Step(typed: "search whisk", action: .search("whisk")),
        Step(typed: "next", action: .nextPage),
        Step(typed: "clear", action: .clear),
        Step(typed: "search creme", action: .search("creme")),
        Step(typed: "clear", action: .clear),
    ]

    /// Lines a person also types: a typo, a usage error (a missing MAX) and help, each
    /// answered by the console without reaching the Catalog's Logic.
    static let mistakes = ["nxt", "filter 5", "help"]

    /// The first `count` steps of the cycle, repeated as needed.
    static func steps(count: Int) -> [Step] {
        (0..<count).map { steps[$0 % steps.count] }
    }

    /// A story of `lineCount` typed lines: the cycle with a mistake in place of every tenth
    /// line (where that line was `open N` or `back`, the screens that follow differ from the
    /// cycle's, as they would for a person).
    static func story(lineCount: Int) -> [String] {
        (0..<lineCount).map { index in
            index % 10 == 9
                ? mistakes[(index / 10) % mistakes.count] : steps[index % steps.count].typed
        }
    }
}

import Foundation
import Storefront

/// Storefront's Catalog screen written by hand with plain string code: the floor the real
/// pipeline is measured against.
///
/// Like a hand-written program, it knows the layout in advance: the title, the rules, the
/// command footer and the fixed sentences are constants, and the columns' alignments are fixed
/// (numbers and prices right, names, categories and sales left). Everything that depends on the
/// state it works out for each screen: the matching products (one pass over the catalog, which
/// keeps only the page showing), their shelf prices through the domain's ``CartRules`` and
/// ``Money``, the column widths by display width, the padding, and the wrapping of the lines
/// that hold counts or typed text. It calls the Storefront domain, never Scenic's text layout.
///
/// The pipeline benchmark checks once that its transcript equals the console's, byte for byte,
/// so the floor does exactly the same job. It does not escape control characters: its text
/// comes from the embedded catalog and the benchmark's script, which hold none.
enum StorefrontCatalogFloor {
    /// The screen width the console lays out at by default.
    static let width = 80

    private static let rule = String(repeating: "─", count: width)
    private static let header = "Catalog\n" + rule + "\n\n"
    // The Catalog's commands and the global ones, wrapped between commands at 80 columns.
    private static let footer =
        "\n\n" + rule
        + "\nCommands: open N · filter MIN MAX · category NAME · search TEXT · clear · next ·"
        + "\nprev · cart · orders · help · back · home · quit"
    /// The key column of the summary: the longest key, "Showing", and two spaces.
    private static let keyIndent = "         "
    private static let saleNote =
        "\n\nSale prices already include the discount; \"open N\" shows the regular price."
    private static let openHint =
        "\n\nType \"open N\" to see product N, or \"help\" for every command."

    /// The widths the list's columns keep at least, as the Presenter measures them: those of
    /// the widest cells in the whole catalog.
    struct Widths {
        var number = 1
        var name = 7
        var price = 5
    }

    /// The widths for `catalog`; a hand-written program measures its catalog once, when it
    /// loads it, as the Catalog scene does when it is made.
    static func widths(for catalog: Catalog?) -> Widths {
        var widths = Widths()
        guard let catalog else { return widths }
        widths.number = String(catalog.products.count).utf8.count
        for product in catalog.products {
            widths.name = max(widths.name, columns(product.name))
            widths.price = max(widths.price, product.price.formatted.utf8.count)
        }
        return widths
    }

    /// The screen for `state` and the notices its last action reported, at 80 columns, as
    /// `CatalogView` renders what `CatalogPresenter` makes of it, without a final newline.
    static func screen(
        for state: CatalogLogic.State, notices: [CatalogLogic.Notice], widths: Widths
    ) -> String {
        var screen = header
        screen.reserveCapacity(2_048)
        if let catalog = state.catalog {
            appendList(state, catalog, widths, to: &screen)
        } else {
            screen += "Loading the catalog…"
        }
        screen += footer
        for notice in notices {
            screen += "\n"
            appendWrapped(message(for: notice), firstPrefix: "» ", restPrefix: "  ", to: &screen)
        }
        return screen
    }

    /// The summary, then the page of products (or why there are none), then the paging line.
    private static func appendList(
        _ state: CatalogLogic.State, _ catalog: Catalog, _ widths: Widths,
        to screen: inout String
    ) {
        let pageSize = CatalogLogic.pageSize
        let firstOnPage = state.page * pageSize
        var matchingCount = 0
        var page: [Product] = []
        page.reserveCapacity(pageSize)
        let filters = state.filters
        let search = filters.search.map(Catalog.folded)
        let rules = CartRules(catalog: catalog)
        for (product, searchName) in zip(catalog.products, catalog.searchNames) {
            if let range = filters.priceRange,
                !range.contains(
                    CatalogLogic.State.shownPrice(of: product, rules: rules, now: state.now))
            {
                continue
            }
            if let category = filters.category, product.category != category { continue }
            if let search, !Catalog.searchName(searchName, contains: search) { continue }
            if matchingCount >= firstOnPage, page.count < pageSize { page.append(product) }
            matchingCount += 1
        }
        let total = catalog.products.count

        screen += "Showing  "
        screen +=
            filters.isEmpty ? "all \(total) products" : "\(matchingCount) of \(total) products"
        screen += "\nFilters  "
        appendWrapped(
            filtersText(filters), firstPrefix: "", restPrefix: keyIndent, to: &screen)
        screen += "\nCart     "
        switch state.cartUnits {
        case nil: screen += "unknown"
        case 0: screen += "empty"
        case 1: screen += "1 item"
        case let units?: screen += "\(units) items"
        }
        screen += "\n\n"

        guard matchingCount > 0 else {
            appendWrapped(
                "No products match these filters. Type \"clear\" to see all \(total) products, "
                    + "or change a filter.", firstPrefix: "", restPrefix: "", to: &screen)
            return
        }
        let hasSale = appendTable(
            page, firstNumber: firstOnPage + 1, catalog, state.now, widths, &screen)
        if hasSale { screen += saleNote }
        screen += openHint
        let pageCount = (matchingCount + pageSize - 1) / pageSize
        if pageCount > 1 {
            screen += "\n\nPage \(state.page + 1) of \(pageCount)."
            if state.page == 0 {
                screen += " Type \"next\" for more."
            } else if state.page + 1 == pageCount {
                screen += " Type \"prev\" to go back."
            } else {
                screen += " Type \"next\" or \"prev\"."
            }
        }
    }

    /// The filters line's value: each filter set, or how to set one.
    private static func filtersText(_ filters: CatalogLogic.Filters) -> String {
        guard !filters.isEmpty else {
            return "none (narrow the list with filter, category or search)"
        }
        var text = ""
        if let range = filters.priceRange {
            text += "price " + range.lowerBound.formatted + " to "
            text += range.upperBound.formatted
        }
        if let category = filters.category {
            if !text.isEmpty { text += " · " }
            text += "category " + category.name
        }
        if let search = filters.search {
            if !text.isEmpty { text += " · " }
            text += "name contains \"" + ShortText.shortened(search, to: 30) + "\""
        }
        return text + " (type \"clear\" to drop them)"
    }

    /// Appends the table of `products`, numbered from `firstNumber`, with a Sale column when
    /// one of them is on sale at `now`; returns whether it had one.
    private static func appendTable(
        _ products: [Product], firstNumber: Int, _ catalog: Catalog, _ now: Date?,
        _ widths: Widths, _ screen: inout String
    ) -> Bool {
        let rules = CartRules(catalog: catalog)
        var prices: [String] = []
        var sales: [String?] = []
        prices.reserveCapacity(products.count)
        sales.reserveCapacity(products.count)
        // As wide as the widest cell of the whole catalog, measured once, as the Presenter
        // keeps them.
        let numberWidth = widths.number
        var nameWidth = widths.name
        var priceWidth = widths.price
        var categoryWidth = 8
        var saleWidth = 0
        for product in products {
            // Without a load time no discount can be judged live, as the Presenter says.
            let line = now.map { rules.shelfPrice(of: product, now: $0) }
            let price = (line?.discounted ?? product.price).formatted
            let sale = line?.discount.map { "\($0.percent)% off" }
            prices.append(price)
            sales.append(sale)
            nameWidth = max(nameWidth, columns(product.name))
            categoryWidth = max(categoryWidth, columns(product.category.name))
            priceWidth = max(priceWidth, price.utf8.count)
            if let sale { saleWidth = max(saleWidth, 4, sale.utf8.count) }
        }
        let hasSale = saleWidth > 0

        // "#" and "Price" hold numbers, so their headers are right-aligned like their cells;
        // the last column's padding is never written, as lines end without spaces.
        screen += spaces(numberWidth - 1) + "#  Product" + spaces(nameWidth - 7) + "  Category"
        screen += spaces(categoryWidth - 8) + "  " + spaces(priceWidth - 5) + "Price"
        if hasSale { screen += "  Sale" }
        screen += "\n" + String(repeating: "─", count: numberWidth) + "  "
        screen += String(repeating: "─", count: nameWidth) + "  "
        screen += String(repeating: "─", count: categoryWidth) + "  "
        screen += String(repeating: "─", count: priceWidth)
        if hasSale { screen += "  " + String(repeating: "─", count: saleWidth) }
        for (offset, product) in products.enumerated() {
            let number = String(firstNumber + offset)
            let category = product.category.name
            screen += "\n" + spaces(numberWidth - number.utf8.count) + number + "  "
            screen += product.name + spaces(nameWidth - columns(product.name)) + "  "
            screen += category + spaces(categoryWidth - columns(category)) + "  "
            screen += spaces(priceWidth - prices[offset].utf8.count) + prices[offset]
            if let sale = sales[offset] { screen += "  " + sale }
        }
        return hasSale
    }

    /// The status line's sentence for `notice`, in the Catalog's words.
    private static func message(for notice: CatalogLogic.Notice) -> String {
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
        }
    }

    /// Appends `text` filled greedily into lines of at most 80 columns, the first after
    /// `firstPrefix` (already on the screen when empty), the rest on new lines after
    /// `restPrefix`; both prefixes are equally wide.
    ///
    /// Words are split at single spaces and never broken: no word here is near a line long.
    private static func appendWrapped(
        _ text: String, firstPrefix: String, restPrefix: String, to screen: inout String
    ) {
        let available = width - columns(restPrefix)
        screen += firstPrefix
        let textWidth = columns(text)
        if textWidth <= available {
            screen += text
            return
        }
        var lineWidth = 0
        for word in text.split(separator: " ") {
            let wordWidth = columns(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= available {
                screen += " "
                lineWidth += 1
            } else if lineWidth > 0 {
                screen += "\n" + restPrefix
                lineWidth = 0
            }
            screen += word
            lineWidth += wordWidth
        }
    }

    /// Terminal columns of `text`, for the characters this catalog and script hold: CJK
    /// ideographs and kana take two columns; ASCII, precomposed Latin letters and punctuation
    /// such as "·" take one.
    ///
    /// Not a general measure: decomposed accents, Hangul, fullwidth forms and emoji do not
    /// occur here and would be counted as one column each.
    private static func columns(_ text: some StringProtocol) -> Int {
        var total = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: total += 2
            default: total += 1
            }
        }
        return total
    }

    private static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: count)
    }
}

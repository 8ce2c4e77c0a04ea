import Foundation
import StorefrontKit

/// Storefront's Catalog and Product screens written by hand into one byte buffer: the floor the
/// real pipeline is measured against, the least work a hand-written program does for them.
///
/// Like a hand-written program, it knows the layout in advance: the titles, the rules, the
/// command footers and the fixed sentences are constants, and the columns' alignments are
/// fixed (numbers and prices right, names, categories and sales left). When the catalog loads
/// it works out, once, everything about a product that does not change until the next load
/// (``Prepared``): its shelf price and sale through the domain's ``CartRules`` and ``Money``,
/// their text, the display widths of its name and shelf, its codes. For each screen it works
/// out only what depends on the state: the matching products (one pass over the catalog, which
/// keeps only the page showing), the padding, and the wrapping of the lines that hold counts,
/// typed text or a description. It calls the Storefront domain, never Scenic's text layout.
///
/// It writes every screen into the one buffer the transcript is made of, never a string per
/// screen or per line, and reads the prepared products in place, never copying one.
///
/// The pipeline benchmark checks once that its transcript equals the console's, byte for byte,
/// so the floor does exactly the same job. It does not escape control characters: its text
/// comes from the embedded catalog and the benchmark's script, which hold none.
enum StorefrontCatalogFloor {
    /// The screen width the console lays out at by default.
    static let width = 80

    private static let rule = String(repeating: "─", count: width)
    private static let header = "Catalog\n" + rule + "\n\n"
    // The Catalog's commands, its cart summary's and the global ones, wrapped between commands
    // at 80 columns.
    private static let footer =
        "\n\n" + rule
        + "\nCommands: open N · filter MIN MAX · category NAME · search TEXT ·"
        + "\nsort KEY [ORDER] · clear · next · prev · orders · cart · help · back · home ·"
        + "\nquit"
    /// The cart summary's frame, as wide as the screen, and its text's room.
    private static let boxTop =
        "┌─ Your cart " + String(repeating: "─", count: width - 14) + "┐\n"
    private static let boxBottom = "└" + String(repeating: "─", count: width - 2) + "┘"
    private static let boxRoom = width - 4
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

    /// What the screens show of one product, worked out when the catalog loads.
    struct PreparedProduct {
        var product: Product
        var nameColumns: Int
        var categoryColumns: Int
        /// The price the list shows and filters by: the sale price while a discount is live.
        var shownPrice: Money
        var shownPriceText: String
        /// "20% off" while a discount is live.
        var saleText: String?
        /// The Product screen's price line.
        var priceLine: String
        /// The Product screen's codes, as bullets.
        var codeBullets: [String]
    }

    /// A loaded catalog as the floor keeps it: each product prepared, and the list's widths.
    struct Prepared {
        var products: [PreparedProduct]
        var searchNames: [String]
        var widths: Widths
        var total: Int
    }

    /// Prepares `catalog` as loaded at `now`; a hand-written program does this once per load,
    /// as the Catalog scene measures its columns once when it is made.
    static func prepare(_ catalog: Catalog, now: Date?) -> Prepared {
        var widths = Widths()
        widths.number = String(catalog.products.count).utf8.count
        let rules = CartRules(catalog: catalog)
        let products = catalog.products.map { product in
            // Without a load time no discount can be judged live, as the Presenter says.
            let line = now.map { rules.shelfPrice(of: product, now: $0) }
            let shown = line?.discounted ?? product.price
            let sale = line?.discount
            let priceLine =
                sale.map {
                    "\(shown.formatted) on sale, \($0.percent)% off the regular "
                        + product.price.formatted
                } ?? product.price.formatted
            let codes = now.map { catalog.enterableCodes(forProduct: product.id, at: $0) } ?? []
            return PreparedProduct(
                product: product, nameColumns: columns(product.name),
                categoryColumns: columns(product.category.name), shownPrice: shown,
                shownPriceText: shown.formatted, saleText: sale.map { "\($0.percent)% off" },
                priceLine: priceLine,
                codeBullets: codes.map { code in
                    let text = code.code ?? ""
                    return "\(text) takes \(code.percent)% off (type \"code \(text)\" in the cart)"
                })
        }
        for product in products {
            widths.name = max(widths.name, product.nameColumns)
            widths.price = max(widths.price, product.product.price.formatted.utf8.count)
        }
        return Prepared(
            products: products, searchNames: catalog.searchNames, widths: widths,
            total: products.count)
    }

    /// The screen for `state` and the notices its last action reported, at 80 columns, as
    /// `CatalogView` renders what `CatalogPresenter` makes of it, without a final newline.
    static func write(
        _ state: CatalogLogic.State, notices: [CatalogLogic.Notice], prepared: Prepared?,
        to screen: inout FloorBytes
    ) {
        screen += header
        if let prepared, state.catalog != nil {
            appendList(state, prepared, to: &screen)
        } else {
            screen += "Loading the catalog…\n\n"
            appendCartSummary(state.cartSummary.count, to: &screen)
        }
        screen += footer
        for notice in notices {
            screen += "\n"
            appendWrapped(message(for: notice), firstPrefix: "» ", restPrefix: "  ", to: &screen)
        }
    }

    /// The Product screen for the product with `id`, loaded with an empty cart, at 80 columns,
    /// as `ProductView` renders what `ProductPresenter` makes of it, without a final newline.
    static func writeProduct(id: String, prepared: Prepared, to screen: inout FloorBytes) {
        guard let index = prepared.products.firstIndex(where: { $0.product.id == id }) else {
            preconditionFailure("The script opens \(id), which the catalog does not hold")
        }
        writeProduct(prepared.products[index], to: &screen)
    }

    private static func writeProduct(_ prepared: PreparedProduct, to screen: inout FloorBytes) {
        screen += prepared.product.name
        screen += "\n"
        screen += rule
        screen += "\n\n"
        appendWrapped(
            prepared.product.description, firstPrefix: "", restPrefix: "", to: &screen)
        screen += "\n\nCategory  "
        screen += prepared.product.category.name
        screen += "\nPrice     "
        screen += prepared.priceLine
        if prepared.saleText != nil {
            screen += "\n\nThe sale price applies in your cart without a code."
        }
        if !prepared.codeBullets.isEmpty {
            screen += "\n\nCodes for this product, to enter on the Cart screen:\n"
            for bullet in prepared.codeBullets {
                screen += "\n"
                appendWrapped(bullet, firstPrefix: "• ", restPrefix: "  ", to: &screen)
            }
            if prepared.saleText != nil {
                screen +=
                    "\n\nDiscounts do not stack: with a code, the larger discount applies."
            }
        }
        screen += productFooter
    }

    private static let productFooter =
        "\n\nNot in your cart yet. Type \"add\" to add one, or \"add QTY\" for more.\n\n"
        + rule + "\nCommands: add [QTY] · cart · help · back · home · quit"

    /// The summary, then the page of products (or why there are none), then the paging line.
    private static func appendList(
        _ state: CatalogLogic.State, _ prepared: Prepared, to screen: inout FloorBytes
    ) {
        let pageSize = CatalogLogic.pageSize
        let firstOnPage = state.page * pageSize
        let filters = state.filters
        // Folded once, when it was typed, as the state keeps it.
        let search = filters.foldedSearch
        // Each field read where it is: copying a product would retain and release every string
        // in it.
        func matches(_ index: Int) -> Bool {
            if let range = filters.priceRange, !range.contains(prepared.products[index].shownPrice)
            {
                return false
            }
            if let category = filters.category,
                prepared.products[index].product.category != category
            {
                return false
            }
            if let search, !Catalog.searchName(prepared.searchNames[index], contains: search) {
                return false
            }
            return true
        }
        // One pass counts the matches and finds where the page starts; the table reads the
        // products from there in place, never copying one.
        var matchingCount = 0
        var pageStart = prepared.products.endIndex
        for index in prepared.products.indices where matches(index) {
            if matchingCount == firstOnPage { pageStart = index }
            matchingCount += 1
        }
        let total = prepared.total

        screen += "Showing  "
        if filters.isEmpty {
            screen += "all "
            screen.append(total)
            screen += " products"
        } else {
            screen.append(matchingCount)
            screen += " of "
            screen.append(total)
            screen += " products"
        }
        screen += "\nFilters  "
        appendWrapped(
            filtersText(filters), firstPrefix: "", restPrefix: keyIndent, to: &screen)
        screen += "\n\n"
        appendCartSummary(state.cartSummary.count, to: &screen)
        screen += "\n\n"

        guard matchingCount > 0 else {
            appendWrapped(
                "No products match these filters. Type \"clear\" to see all \(total) products, "
                    + "or change a filter.", firstPrefix: "", restPrefix: "", to: &screen)
            return
        }
        let page = PageOfProducts(
            start: pageStart, count: min(pageSize, matchingCount - firstOnPage), matches: matches)
        let hasSale = appendTable(
            page, of: prepared, firstNumber: firstOnPage + 1, to: &screen)
        if hasSale { screen += saleNote }
        screen += openHint
        let pageCount = (matchingCount + pageSize - 1) / pageSize
        if pageCount > 1 {
            screen += "\n\nPage "
            screen.append(state.page + 1)
            screen += " of "
            screen.append(pageCount)
            screen += "."
            if state.page == 0 {
                screen += " Type \"next\" for more."
            } else if state.page + 1 == pageCount {
                screen += " Type \"prev\" to go back."
            } else {
                screen += " Type \"next\" or \"prev\"."
            }
        }
    }

    /// The products one page shows: `count` of those that match, from `start`.
    private struct PageOfProducts {
        let start: Int
        let count: Int
        let matches: (Int) -> Bool

        /// Calls `body` with the index of each product on the page, in order.
        func forEach(in products: [PreparedProduct], _ body: (Int) -> Void) {
            var shown = 0
            var index = start
            while shown < count, index < products.endIndex {
                if matches(index) {
                    body(index)
                    shown += 1
                }
                index += 1
            }
        }
    }

    /// The cart summary in its frame; every sentence fits one line of it.
    private static func appendCartSummary(
        _ count: CartSummaryLogic.Count, to screen: inout FloorBytes
    ) {
        screen += boxTop
        switch count {
        case .loading: appendBoxLine("Counting…", columns: 9, to: &screen)
        case .unreadable:
            appendBoxLine(
                "Could not be read just now. Type \"cart\" to see why.", columns: 51, to: &screen)
        case .units(0):
            appendBoxLine("Empty. Type \"open N\" to pick a product.", columns: 39, to: &screen)
        case .units(1): appendBoxLine("1 item. Type \"cart\" to see it.", columns: 30, to: &screen)
        case .units(let units):
            // ASCII only: its columns are its bytes.
            screen += "│ "
            screen.append(units)
            screen += " items. Type \"cart\" to see them."
            screen.appendSpaces(
                boxRoom - FloorBytes.digits(units) - " items. Type \"cart\" to see them.".utf8.count
            )
            screen += " │\n"
        }
        screen += boxBottom
    }

    /// One line of the cart summary's frame: `text`, `columns` wide, padded to the frame.
    private static func appendBoxLine(_ text: String, columns: Int, to screen: inout FloorBytes) {
        screen += "│ "
        screen += text
        screen.appendSpaces(boxRoom - columns)
        screen += " │\n"
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

    /// Appends the table of the products on `page`, numbered from `firstNumber`, with a Sale
    /// column when one of them is on sale; returns whether it had one.
    private static func appendTable(
        _ page: PageOfProducts, of prepared: Prepared, firstNumber: Int,
        to screen: inout FloorBytes
    ) -> Bool {
        let products = prepared.products
        // As wide as the widest cell of the whole catalog, measured once, as the Presenter
        // keeps them.
        let numberWidth = prepared.widths.number
        var nameWidth = prepared.widths.name
        var priceWidth = prepared.widths.price
        var categoryWidth = 8
        var saleWidth = 0
        // Each product's fields are read where they are: copying a product would retain and
        // release every string in it.
        page.forEach(in: products) { index in
            nameWidth = max(nameWidth, products[index].nameColumns)
            categoryWidth = max(categoryWidth, products[index].categoryColumns)
            priceWidth = max(priceWidth, products[index].shownPriceText.utf8.count)
            if let sale = products[index].saleText?.utf8.count {
                saleWidth = max(saleWidth, 4, sale)
            }
        }
        let hasSale = saleWidth > 0

        // "#" and "Price" hold numbers, so their headers are right-aligned like their cells;
        // the last column's padding is never written, as lines end without spaces.
        screen.appendSpaces(numberWidth - 1)
        screen += "#  Product"
        screen.appendSpaces(nameWidth - 7)
        screen += "  Category"
        screen.appendSpaces(categoryWidth - 8)
        screen += "  "
        screen.appendSpaces(priceWidth - 5)
        screen += "Price"
        if hasSale { screen += "  Sale" }
        screen += "\n"
        screen.appendRule(numberWidth)
        screen += "  "
        screen.appendRule(nameWidth)
        screen += "  "
        screen.appendRule(categoryWidth)
        screen += "  "
        screen.appendRule(priceWidth)
        if hasSale {
            screen += "  "
            screen.appendRule(saleWidth)
        }
        var number = firstNumber
        page.forEach(in: products) { index in
            screen += "\n"
            screen.appendSpaces(numberWidth - FloorBytes.digits(number))
            screen.append(number)
            screen += "  "
            screen += products[index].product.name
            screen.appendSpaces(nameWidth - products[index].nameColumns)
            screen += "  "
            screen += products[index].product.category.name
            screen.appendSpaces(categoryWidth - products[index].categoryColumns)
            screen += "  "
            screen.appendSpaces(priceWidth - products[index].shownPriceText.utf8.count)
            screen += products[index].shownPriceText
            if let sale = products[index].saleText {
                screen += "  "
                screen += sale
            }
            number += 1
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
        case .dataRepaired(let sentence):
            return sentence
        }
    }

    /// Appends `text` filled greedily into lines of at most 80 columns, the first after
    /// `firstPrefix` (already on the screen when empty), the rest on new lines after
    /// `restPrefix`; both prefixes are equally wide.
    ///
    /// Words are split at single spaces, on the UTF-8 bytes (a space is never part of a
    /// character), and never broken: no word here is near a line long.
    private static func appendWrapped(
        _ text: String, firstPrefix: String, restPrefix: String, to screen: inout FloorBytes
    ) {
        let available = width - columns(restPrefix)
        screen += firstPrefix
        let textWidth = columns(text)
        if textWidth <= available {
            screen += text
            return
        }
        var lineWidth = 0
        for word in text.utf8.split(separator: UInt8(ascii: " ")) {
            let wordWidth = columns(Substring(word))
            if lineWidth > 0, lineWidth + 1 + wordWidth <= available {
                screen += " "
                lineWidth += 1
            } else if lineWidth > 0 {
                screen += "\n"
                screen += restPrefix
                lineWidth = 0
            }
            screen.append(word)
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

}

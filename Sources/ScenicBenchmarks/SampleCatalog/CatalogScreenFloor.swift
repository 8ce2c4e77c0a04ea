/// The catalog screen written by hand with plain string code: the floor the real pipeline is
/// measured against.
///
/// It knows the layout in advance (static title, rule and footer; fixed columns and
/// alignments), so it only measures cells, pads and appends. The pipeline benchmark checks once
/// that its transcript equals the console's, so the floor does exactly the same job.
enum CatalogScreenFloor {
    private static let rule = String(repeating: "─", count: 80)
    private static let header = "Catalog\n" + rule + "\n"
    private static let footer =
        "\n" + rule + "\nCommands: open N · filter MIN MAX · next · help · back · home · quit"

    /// The screen for `state` at 80 columns, as ``CatalogView`` renders it.
    static func screen(for state: CatalogLogic.State) -> String {
        var screen = header
        screen.reserveCapacity(2_048)
        let range = "$\(state.minimumDollars) to $\(state.maximumDollars)"
        if state.matching.isEmpty {
            screen += "\nNo products priced \(range).\n"
        } else {
            let first = state.page * CatalogLogic.pageSize
            let last = min(first + CatalogLogic.pageSize, state.matching.count)
            screen += "\nShowing \(first + 1)–\(last) of \(state.matching.count) products priced "
            screen += "\(range) · page \(state.page + 1) of \(state.pageCount)\n\n"
            appendTable(state.matching[first..<last], firstNumber: first + 1, to: &screen)
        }
        if let product = state.opened {
            screen += "\nProduct   " + product.name + "\nCategory  " + product.category
            screen += "\nPrice     " + product.price + "\n"
        }
        screen += footer
        if let problem = state.problem {
            screen += "\n» " + problem
        }
        return screen
    }

    private static func appendTable(
        _ products: ArraySlice<Product>, firstNumber: Int, to screen: inout String
    ) {
        let numberWidth = max(1, String(firstNumber + products.count - 1).utf8.count)
        var nameWidth = 7
        var categoryWidth = 8
        var priceWidth = 5
        var prices: [String] = []
        prices.reserveCapacity(products.count)
        for product in products {
            nameWidth = max(nameWidth, columns(product.name))
            categoryWidth = max(categoryWidth, columns(product.category))
            prices.append(product.price)
            priceWidth = max(priceWidth, prices[prices.count - 1].utf8.count)
        }
        // "#" and "Price" hold numbers, so they are right-aligned like their cells.
        screen += spaces(numberWidth - 1) + "#  Product" + spaces(nameWidth - 7) + "  Category"
        screen += spaces(categoryWidth - 8) + "  " + spaces(priceWidth - 5) + "Price\n"
        screen += String(repeating: "─", count: numberWidth) + "  "
        screen += String(repeating: "─", count: nameWidth) + "  "
        screen += String(repeating: "─", count: categoryWidth) + "  "
        screen += String(repeating: "─", count: priceWidth) + "\n"
        for (offset, product) in products.enumerated() {
            let number = String(firstNumber + offset)
            screen += spaces(numberWidth - number.utf8.count) + number + "  " + product.name
            screen += spaces(nameWidth - columns(product.name)) + "  " + product.category
            screen += spaces(categoryWidth - columns(product.category)) + "  "
            screen += spaces(priceWidth - prices[offset].utf8.count) + prices[offset] + "\n"
        }
    }

    private static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: count)
    }

    /// Terminal columns of the sample's names: CJK ideographs and kana take two, all else one.
    private static func columns(_ text: String) -> Int {
        var total = 0
        for scalar in text.unicodeScalars {
            total += (0x3000...0x9FFF).contains(scalar.value) ? 2 : 1
        }
        return total
    }
}

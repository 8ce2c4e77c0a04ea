import Scenic

/// The bought or to-be-bought lines of a cart or an order as one table, the same on the Cart,
/// Checkout and Order screens.
///
/// A discounted line gets a second row naming the discount and the regular line price, under
/// the product's name; a line without one costs its regular price, so a Regular
/// column would repeat Total. On screens narrower than 50 columns the unit Price column is
/// left out too (Total and Qty give it), so names and notes wrap less.
enum LinesTable {
    /// One line as the table shows it.
    struct Line {
        var name: String
        var quantity: Int
        var unitPrice: Money
        var total: Money
        /// The discount and the regular line total, when the line has a discount.
        var discount: (label: String, regular: Money)?
    }

    /// The table of `lines`; `numbered` adds the `#` column that `qty N` and `remove N` use.
    static func table(_ lines: [Line], numbered: Bool, on screen: Screen) -> Table {
        let showsPrice = !screen.isNarrower(than: 50)
        var rows: [[String]] = []
        for (index, line) in lines.enumerated() {
            let number = numbered ? ["\(index + 1)"] : []
            let price = showsPrice ? [line.unitPrice.formatted] : []
            rows.append(
                number + [line.name, "\(line.quantity)"] + price + [line.total.formatted])
            if let discount = line.discount {
                // Under the name: after the # column on the Cart screen, indented as far where
                // there is none.
                let note =
                    (numbered ? "" : "  ")
                    + "└ \(discount.label), regular \(discount.regular.formatted)"
                rows.append((numbered ? [""] : []) + [note])
            }
        }
        let titles =
            (numbered ? ["#"] : []) + ["Product", "Qty"] + (showsPrice ? ["Price"] : []) + ["Total"]
        return Table(columns: titles.map { Table.Column($0) }, rows: rows)
    }
}

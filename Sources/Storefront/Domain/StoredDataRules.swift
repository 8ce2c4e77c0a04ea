/// The rules a cart or an order history read from a file must keep before the shop uses it.
///
/// A file may have been edited by hand, damaged, or written by something else: a price of a
/// billion billion cents or two orders numbered 1001 would crash the arithmetic or confuse the
/// history. Each check returns what is wrong, in words for the middle of a sentence, or `nil`.
enum StoredDataRules {
    /// The highest order number the shop hands out; numbers above it are refused on read, so
    /// counting on from the highest never overflows.
    static let largestOrderNumber = 999_999_999

    /// The most lines one order may have: a history with more was not written by the shop, and
    /// summing its lines could overflow.
    static let largestOrderLineCount = 1_000

    /// What is wrong with `cart` as read, against the products and codes of `catalog`.
    static func problem(in cart: Cart, catalog: Catalog) -> String? {
        var seen = Set<String>()
        for item in cart.items {
            guard catalog.product(id: item.product.id) != nil else {
                return "product \"\(item.product.id)\" is not in the catalog"
            }
            guard seen.insert(item.product.id).inserted else {
                return "product \"\(item.product.id)\" has two lines"
            }
            guard (Money.zero...Money.largestPrice).contains(item.product.price) else {
                return "the price of \"\(item.product.id)\" is outside $0.00 to "
                    + Money.largestPrice.formatted
            }
        }
        var codes = Set<String>()
        for code in cart.codes {
            guard catalog.discount(code: code) != nil else { return "code \"\(code)\" is unknown" }
            guard codes.insert(code).inserted else { return "code \"\(code)\" is entered twice" }
        }
        return nil
    }

    /// What is wrong with `orders` as read: numbers, quantities and totals.
    static func problem(in orders: [Order]) -> String? {
        var numbers = Set<Int>()
        for order in orders {
            guard (Order.firstNumber...largestOrderNumber).contains(order.number) else {
                return "order number \(order.number) is outside \(Order.firstNumber) to "
                    + "\(largestOrderNumber)"
            }
            guard numbers.insert(order.number).inserted else {
                return "two orders are numbered \(order.number)"
            }
            if let problem = problem(in: order) ?? order.delivery?.problem ?? order.slot?.problem {
                return "order \(order.number): " + problem
            }
        }
        return nil
    }

    /// What is wrong with one order's lines and totals.
    private static func problem(in order: Order) -> String? {
        guard !order.lines.isEmpty, order.lines.count <= largestOrderLineCount else {
            return "it has \(order.lines.count) lines"
        }
        // The largest a line can honestly be: the largest price, the largest quantity.
        let largestLine = Money.largestPrice * CartRules.quantityRange.upperBound
        var subtotal = Money.zero
        for line in order.lines {
            guard CartRules.quantityRange.contains(line.quantity) else {
                return "a quantity of \(line.quantity)"
            }
            guard (Money.zero...largestLine).contains(line.regularTotal),
                (Money.zero...line.regularTotal).contains(line.discountedTotal)
            else { return "the line totals of \(line.productID) do not add up" }
            // Bounded above, so this sum cannot overflow.
            subtotal = subtotal + line.discountedTotal
        }
        guard (Money.zero...subtotal).contains(order.cartDiscountAmount),
            order.total == subtotal - order.cartDiscountAmount
        else { return "its total does not match its lines" }
        return nil
    }
}

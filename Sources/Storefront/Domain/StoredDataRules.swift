/// The rules a cart or an order history read from a file must keep before the shop uses it.
///
/// A file may have been edited by hand, damaged, or written by something else: a price of a
/// billion billion cents or two orders numbered 1001 would crash the arithmetic or confuse the
/// history. Each check leaves out the records that break the rules and says what was wrong
/// with each, in words for the middle of a sentence.
enum StoredDataRules {
    /// The highest order number the shop hands out; numbers above it are refused on read, so
    /// counting on from the highest never overflows.
    static let largestOrderNumber = 999_999_999

    /// The most lines one order may have: a history with more was not written by the shop, and
    /// summing its lines could overflow.
    static let largestOrderLineCount = 1_000

    /// What a stored value keeps once the records breaking the rules are left out, and what
    /// was wrong with each one left out, in words for the middle of a sentence.
    ///
    /// One bad record costs only itself: a line of a product the catalog no longer has leaves
    /// the other lines in the cart, an order whose totals do not add up leaves the other
    /// orders in the history.
    struct Checked<Value: Equatable>: Equatable {
        /// The value without the records that break the rules.
        var kept: Value
        /// What was wrong with each record left out, in order; empty when nothing was.
        var problems: [String]
    }

    /// `cart` as read, without the lines and codes that break the rules against the products
    /// and codes of `catalog`.
    static func checked(_ cart: Cart, catalog: Catalog) -> Checked<Cart> {
        var kept = cart
        var problems: [String] = []
        var seen = Set<String>()
        kept.items = cart.items.filter { item in
            let problem: String? =
                if catalog.product(id: item.product.id) == nil {
                    "product \"\(item.product.id)\" is not in the catalog"
                } else if seen.contains(item.product.id) {
                    "product \"\(item.product.id)\" has two lines"
                } else if !CartRules.quantityRange.contains(item.quantity) {
                    // Edited by hand, or damaged: never carried into the rules' arithmetic.
                    "the quantity \(item.quantity) of \"\(item.product.id)\" is outside "
                        + "\(CartRules.quantityRange.lowerBound) to "
                        + "\(CartRules.quantityRange.upperBound)"
                } else if !(Money.zero...Money.largestPrice).contains(item.product.price) {
                    "the price of \"\(item.product.id)\" is outside $0.00 to "
                        + Money.largestPrice.formatted
                } else {
                    nil
                }
            seen.insert(item.product.id)
            problems += problem.map { [$0] } ?? []
            return problem == nil
        }
        var codes = Set<String>()
        kept.codes = cart.codes.filter { code in
            let problem: String? =
                if catalog.discount(code: code) == nil {
                    "code \"\(code)\" is unknown"
                } else if codes.contains(code) {
                    "code \"\(code)\" is entered twice"
                } else {
                    nil
                }
            codes.insert(code)
            problems += problem.map { [$0] } ?? []
            return problem == nil
        }
        return Checked(kept: kept, problems: problems)
    }

    /// `orders` as read, without the orders whose numbers, quantities or totals break the
    /// rules; of two orders with one number, the first is kept.
    static func checked(_ orders: [Order]) -> Checked<[Order]> {
        var numbers = Set<Int>()
        var problems: [String] = []
        let kept = orders.filter { order in
            let problem: String?
            if !(Order.firstNumber...largestOrderNumber).contains(order.number) {
                problem =
                    "order number \(order.number) is outside \(Order.firstNumber) to "
                    + "\(largestOrderNumber)"
            } else if numbers.contains(order.number) {
                problem = "a second order is numbered \(order.number)"
            } else {
                let found = self.problem(in: order) ?? order.delivery?.problem
                problem = (found ?? order.slot?.problem).map { "order \(order.number): " + $0 }
            }
            numbers.insert(order.number)
            problems += problem.map { [$0] } ?? []
            return problem == nil
        }
        return Checked(kept: kept, problems: problems)
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

import Scenic

/// The Cart screen: the lines with their prices, then the totals and the codes entered.
struct CartView: View {
    enum Region: CaseIterable {
        /// The table of lines, or the empty-cart hint.
        case lines
        /// Subtotal, cart discount, total and the codes entered.
        case summary
    }

    enum Name: String, CommandName {
        case qty, remove, code, checkout, catalog
    }

    /// The line of `qty N Q` and `remove N`, from the `#` column.
    static let line = Argument.integer("N", in: 1...)
    /// The quantity of `qty N Q`: the quantities a cart line may hold (``CartRules``' range,
    /// which `CartInteractorTests` checks it matches).
    static let quantity = Argument.integer("Q", in: 1...99)
    /// The code of `code CODE`.
    static let code = Argument.text("CODE")

    let title = "Cart"
    let commands: [Command<Name>]

    /// A Cart screen whose `code` help names `codes`, the codes that work today.
    ///
    /// The codes are passed in because a View never reads the domain; the domain's messages
    /// for a wrong code send the user to this help.
    init(codes: [String]) {
        let codeHelp =
            codes.isEmpty
            ? "Enter a discount code"
            : "Enter a discount code; today's codes: " + codes.joined(separator: ", ")
        commands = [
            Command(Name.qty, Self.line, Self.quantity, help: "Set the quantity of line N to Q"),
            Command(Name.remove, Self.line, help: "Take line N out of the cart"),
            Command(Name.code, Self.code, help: codeHelp),
            Command(Name.checkout, help: "Review the order and place it"),
            Command(Name.catalog, help: "Go back to the Catalog to keep shopping"),
        ]
    }
}

import Scenic

/// The Cart screen: the lines with their prices, then the totals and the codes entered.
struct CartView: View {
    enum Region: CaseIterable {
        /// The table of lines, or the empty-cart hint.
        case lines
        /// Subtotal, cart discount, total and the codes entered.
        case summary
    }

    let title = "Cart"
    let commands: [Command]

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
            Command(
                "qty", Argument("N", .integer), Argument("Q", .integer),
                help: "Set the quantity of line N to Q (1 to 99)"),
            Command("remove", Argument("N", .integer), help: "Take line N out of the cart"),
            Command("code", Argument("CODE", .text), help: codeHelp),
            Command("checkout", help: "Review the order and place it"),
            Command("catalog", help: "Go back to the Catalog to keep shopping"),
        ]
    }
}

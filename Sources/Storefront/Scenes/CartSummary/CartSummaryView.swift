import Scenic

/// The cart in a few words, and `cart` to open it: a child scene, shown in a frame on the
/// Catalog screen.
struct CartSummaryView: View {
    enum Region: CaseIterable {
        /// How many items the cart holds.
        case count
    }

    enum Name: String, CommandName {
        case cart
    }

    let title = "Your cart"
    let commands = [Command(Name.cart, help: "Open your cart")]
}

/// The screens of the account section: the order history and its orders.
///
/// A section's own route type, held by ``StorefrontRoute/account(_:)``: its scenes navigate
/// within it, and ``AccountScenes`` builds them.
package enum AccountRoute: Hashable, Sendable {
    /// The order history.
    case orders
    /// One past order, by its number.
    case order(number: Int)
    /// The thank-you screen for an order just placed: the Order screen, saying so, and what
    /// placing it set right in the data files (`repairs`, one sentence each). It offers no
    /// `confirm`, so nothing on it can order again.
    case receipt(number: Int, repairs: [String] = [])
}

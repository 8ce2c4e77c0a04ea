import Scenic

/// The shop's own rules about its Logic states, which `--explore` and the exploration test
/// check after every line.
enum StorefrontInvariants {
    /// The cart's figures add up wherever the shopper leaves it.
    static let cartAddsUp = ExplorationInvariant.state(
        CartLogic.State.self,
        "the cart's subtotal is the sum of its lines and its total the subtotal less the cart "
            + "discount, never below zero"
    ) { state in
        let priced = state.priced
        let subtotal = priced.lines.reduce(Money.zero) { $0 + $1.discounted }
        return priced.subtotal == subtotal
            && priced.total == priced.subtotal - priced.cartDiscountAmount
            && priced.total >= .zero
    }

    /// Every rule.
    static let all = [cartAddsUp]

    /// The words the explorer types where text is asked for: the demo account, so it gets
    /// past the login.
    static let vocabulary = ["ada", "lovelace"]
}

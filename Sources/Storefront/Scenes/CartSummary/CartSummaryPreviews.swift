import Scenic

extension CartSummaryPresenter {
    /// Sample cart summaries, as a screen of their own; the Catalog's previews show it inside.
    static var previews: [Preview<CartSummaryLogic.State>] {
        [
            Preview("empty", CartSummaryLogic.State(count: .units(0))),
            Preview("two items", CartSummaryLogic.State(count: .units(2))),
            Preview("unreadable", CartSummaryLogic.State(count: .unreadable)),
        ]
    }
}

import Scenic

/// The cart's size in a sentence, and what to type to see it.
struct CartSummaryPresenter: Presenter {
    func present(_ state: CartSummaryLogic.State, on screen: Screen)
        -> ViewContent<CartSummaryView.Region>
    {
        let text: String =
            switch state.count {
            case .loading: "Counting…"
            case .unreadable: "Could not be read just now. Type \"cart\" to see why."
            case .units(0): "Empty. Type \"open N\" to pick a product."
            case .units(1): "1 item. Type \"cart\" to see it."
            case .units(let units): "\(units) items. Type \"cart\" to see them."
            }
        var content = ViewContent<CartSummaryView.Region>()
        content[.count] = [.paragraph(text)]
        return content
    }
}

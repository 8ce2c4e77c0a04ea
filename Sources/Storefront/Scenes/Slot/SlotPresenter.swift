import Scenic

/// The slots as a numbered list, and how to pick one.
struct SlotPresenter: Presenter {
    func present(_ state: SlotLogic.State, on screen: Screen) -> ViewContent<SlotView.Region> {
        ViewContent([
            .slots: [
                .paragraph("When should we deliver? Times are in UTC."),
                .numberedList(state.slots.map(\.text)),
                .paragraph("Type \"pick N\" for slot N, or \"back\" to keep shopping."),
            ]
        ])
    }

    func message(for notice: SlotLogic.Notice) -> String {
        switch notice {
        case .noSuchSlot(let number, let count):
            "There is no slot \(number); pick one from 1 to \(count)."
        }
    }
}

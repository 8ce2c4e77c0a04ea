import Foundation
import Scenic

/// Makes the delivery slot picker; it needs no worker: the slots follow from the time given.
struct SlotScene {
    /// The picker for an order placed at `now`, or in `state` (previews).
    func make(after now: Date, state: SlotLogic.State? = nil) -> Scene<StorefrontRoute> {
        Scene(
            view: SlotView(), interactor: SlotInteractor(), logic: SlotLogic(),
            presenter: SlotPresenter(),
            state: state ?? SlotLogic.State(slots: DeliverySlot.open(after: now)))
    }
}

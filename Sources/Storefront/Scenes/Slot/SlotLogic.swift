import Scenic

/// Every decision of the delivery slot picker: it hands the slot picked to the Checkout below
/// (``Effect/finish(_:)``), or says why it cannot.
struct SlotLogic: Logic {
    typealias Route = StorefrontRoute
    /// The slot picked, for the Checkout's ``CheckoutLogic/received(_:)``.
    typealias Output = DeliverySlot

    struct State: Equatable, Sendable {
        /// The slots open, soonest first.
        var slots: [DeliverySlot]
    }

    enum Notice: Equatable, Sendable {
        /// `pick N` with a number not listed.
        case noSuchSlot(Int, count: Int)
    }

    enum Action: Equatable, Sendable {
        /// `pick N`, N as numbered on screen.
        case pick(Int)
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .pick(let number):
            guard state.slots.indices.contains(number - 1) else {
                return [.notify(.noSuchSlot(number, count: state.slots.count))]
            }
            return [.finish(state.slots[number - 1])]
        }
    }
}

import Scenic

extension OrderPresenter {
    // Computed, not a stored `let`: `Preview` is not `Sendable`, so a stored static would be
    // shared mutable state under Swift 6.

    /// Sample Order screens: a typical order with both kinds of discount, a coded product
    /// discount, long names with big quantities, an unknown number, and an unreadable history.
    static var previews: [Preview<OrderLogic.State>] {
        let history = OrdersPresenter.sampleHistory
        func found(_ number: Int) -> OrderLogic.State {
            OrderLogic.State(number: number, phase: .found(history.first { $0.number == number }!))
        }
        return [
            Preview("typical", found(1001)),
            Preview("product code", found(1003)),
            Preview("long names", found(1004)),
            Preview("unknown number", OrderLogic.State(number: 4242, phase: .missing)),
            Preview(
                "unreadable",
                OrderLogic.State(
                    number: 1001,
                    phase: .unreadable(
                        "Cannot read /home/ada/.local/share/storefront/orders.json (permission "
                            + "denied). Fix its permissions, or pass --data-dir DIR to use "
                            + "another folder."))),
        ]
    }
}

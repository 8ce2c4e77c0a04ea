import Scenic

extension OrderPresenter {
    /// Sample Order screens: a typical order with both kinds of discount, a coded product
    /// discount, long names with big quantities, an unknown number, and an unreadable history.
    static var previews: [Preview<OrderLogic.State>] {
        let history = OrdersPresenter.sampleHistory
        func found(_ name: String, _ number: Int) -> [Preview<OrderLogic.State>] {
            history.filter { $0.number == number }.map { order in
                Preview(name, OrderLogic.State(number: number, phase: .found(order)))
            }
        }
        let receipt = found("receipt", 1001).map { preview in
            var preview = preview
            preview.state.isReceipt = true
            return preview
        }
        return found("typical", 1001) + receipt + found("product code", 1003)
            + found("long names", 1004)
            + [
                Preview("unknown number", OrderLogic.State(number: 4242, phase: .missing)),
                Preview(
                    "unreadable",
                    OrderLogic.State(
                        number: 1001,
                        phase: .unreadable(
                            StoreProblem(
                                "Cannot read /home/ada/.local/share/storefront/orders.json "
                                    + "(permission denied). Fix its permissions, or pass "
                                    + "--data-dir DIR to use another folder.")))),
            ]
    }
}

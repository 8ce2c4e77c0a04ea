import Scenic

/// Maps `open N` to ``OrdersLogic/Action/open(_:)``; whether row N exists is the Logic's call.
struct OrdersInteractor: Interactor {
    func action(for input: CommandInput) throws(UsageError) -> OrdersLogic.Action {
        let row = input.integer("N") ?? 0
        guard row >= 1 else {
            throw UsageError("open: N must be a number from the # column, got \(row)")
        }
        return .open(row)
    }
}

import Scenic

extension OrderDesk {
    /// Sends the saved history as a scene's actions: `repaired` with what reading it set
    /// right, if anything, then `loaded` with the orders; or `failed` with what the store said
    /// (the Orders and Order screens share this).
    func history<Action>(
        _ send: Send<Action>, loaded: ([Order]) -> Action, repaired: ([String]) -> Action,
        failed: (StoreProblem) -> Action
    ) {
        do throws(StoreError) {
            let read = try history()
            send.repairs(read.repairs, as: repaired)
            send(loaded(read.value))
        } catch {
            send(failed(StoreProblem(error.message)))
        }
    }
}

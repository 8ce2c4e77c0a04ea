extension OrderDesk {
    /// The saved history as a scene's action: `loaded` with the orders, or `failed` with what
    /// the store said (the Orders and Order screens share this).
    func history<Action>(
        loaded: ([Order]) -> Action, failed: (StoreProblem) -> Action
    ) -> Action {
        do throws(StoreError) {
            return loaded(try history().value)
        } catch {
            return failed(StoreProblem(error.message))
        }
    }
}

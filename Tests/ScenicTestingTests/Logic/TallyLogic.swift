import Scenic

/// A small Logic for the tester's own tests: a tally with a limit that asks to save.
struct TallyLogic: Logic {
    enum Route: Hashable, Sendable { case summary }
    enum Request: Equatable, Sendable { case save(Int) }

    struct State: Equatable {
        var count = 0
        var limit = 3
        var note: String?
    }

    enum Action: Equatable, Sendable {
        case add(Int)
        case finish
    }

    /// A save must finish.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .add(let amount):
            guard state.count + amount <= state.limit else {
                state.note = "Over the limit of \(state.limit)."
                return []
            }
            state.note = nil
            state.count += amount
            return []
        case .finish:
            return [.perform(.save(state.count)), .push(.summary)]
        }
    }
}

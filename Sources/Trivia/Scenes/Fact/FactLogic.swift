import Scenic

/// Shows one fact and asks the source again on `again`.
struct FactLogic: Logic {
    typealias Route = TriviaRoute

    struct State: Equatable, Sendable {
        /// The fact shown.
        var fact: Fact
        /// Whether it is being looked up again.
        var looking = false
    }

    enum Notice: Equatable, Sendable {
        case updated
        case failed(RemoteFailure)
        case stopped(Interruption)
        case saving(String)
    }

    enum Action: Equatable, Sendable {
        case again
        case lookedUp(TriviaRepository.LookUp)
        case stopped(Interruption)
    }

    enum Request: Equatable, Sendable {
        case lookUp(Int)
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .again:
            state.looking = true
            return [.perform(.lookUp(state.fact.number))]
        case .lookedUp(let lookUp):
            state.looking = false
            var effects: [Effect<Self>] = []
            switch lookUp.outcome {
            case .fresh(let fact):
                state.fact = fact
                effects.append(.notify(.updated))
            case .saved(_, let failure), .failed(let failure), .failedUnread(let failure):
                effects.append(.notify(.failed(failure)))
            }
            if let note = lookUp.note { effects.append(.notify(.saving(note))) }
            return effects
        case .stopped(let interruption):
            // A Ctrl-C during the save waits for it: the lookup ended with its result, and
            // the screen must not say it stopped.
            guard state.looking else { return [] }
            state.looking = false
            return [.notify(.stopped(interruption))]
        }
    }

    func interrupted(_ request: Request, by interruption: Interruption) -> Action? {
        .stopped(interruption)
    }
}

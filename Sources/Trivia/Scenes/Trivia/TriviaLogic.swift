import Scenic

/// Looks numbers up: the number typed (the console has read it), or a random one; shows what
/// came back.
///
/// Pure: the random number and the lookup's outcome (with its time and whether the network
/// answered) arrive as actions.
struct TriviaLogic: Logic {
    typealias Route = TriviaRoute

    /// What the screen shows.
    struct State: Equatable, Sendable {
        /// The number being looked up, if any.
        var looking: Int?
        /// The last outcome, if any.
        var shown: Shown?
    }

    /// A lookup's result on screen.
    enum Shown: Equatable, Sendable {
        /// A fact, and why the saved one is shown if the remote failed.
        case fact(Fact, savedBecause: RemoteFailure?)
        /// No fact about the number.
        case failure(Int, RemoteFailure)
    }

    enum Notice: Equatable, Sendable {
        /// A lookup stopped by Ctrl-C or a timeout.
        case stopped(Int, Interruption)
        /// What the saved facts had to say (a damaged file moved aside, a fact not kept).
        case saving(String)
    }

    enum Action: Equatable, Sendable {
        case number(Int)
        case random
        case rolled(Int)
        case lookedUp(Int, TriviaRepository.LookUp)
        case stopped(Int, Interruption)
        case history
    }

    enum Request: Equatable, Sendable {
        /// A random number to ask about.
        case roll
        /// Look this number up.
        case lookUp(Int)
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .number(let number):
            state.looking = number
            return [.perform(.lookUp(number))]
        case .random:
            return [.perform(.roll)]
        case .rolled(let number):
            state.looking = number
            return [.perform(.lookUp(number))]
        case .lookedUp(let number, let lookUp):
            state.looking = nil
            switch lookUp.outcome {
            case .fresh(let fact): state.shown = .fact(fact, savedBecause: nil)
            case .saved(let fact, let failure): state.shown = .fact(fact, savedBecause: failure)
            case .failed(let failure): state.shown = .failure(number, failure)
            }
            return lookUp.note.map { [.notify(.saving($0))] } ?? []
        case .stopped(let number, let interruption):
            state.looking = nil
            return [.notify(.stopped(number, interruption))]
        case .history:
            return [.push(.history)]
        }
    }

    func interrupted(_ request: Request, by interruption: Interruption) -> Action? {
        switch request {
        case .roll: nil
        case .lookUp(let number): .stopped(number, interruption)
        }
    }
}

import Scenic

/// Looks numbers up: the number typed (the console has read it), or a random one; shows what
/// came back.
///
/// Pure: the random number and the lookup's outcome (with its time and whether the network
/// answered) arrive as actions.
///
/// A lookup that found no fact because the network or the server failed for now is tried
/// again on a timer, ``retryDelay`` after each failed try (which may itself take up to the
/// lookup's timeout) until it finds one; typing another number, `stop`, or leaving the screen
/// stops it.
struct TriviaLogic: Logic {
    typealias Route = TriviaRoute

    /// What the screen shows.
    struct State: Equatable, Sendable {
        /// The number being looked up, if any.
        var looking: Int?
        /// The last outcome, if any.
        var shown: Shown?
        /// The number that failed for now and is tried again after ``retryDelay``, if any.
        var retrying: Int?
    }

    /// How long after a failure for now the lookup is tried again.
    static let retryDelay = Duration.seconds(10)

    /// The timer this screen starts: the one trying a failed lookup again.
    enum SourceID: Hashable, Sendable {
        case retry
    }

    /// A lookup's result on screen.
    enum Shown: Equatable, Sendable {
        /// A fact, and why the saved one is shown if the remote failed.
        case fact(Fact, savedBecause: RemoteFailure?)
        /// No fact about the number, and none saved.
        case failure(Int, RemoteFailure)
        /// No fact about the number, and the saved facts could not be read.
        case failureUnread(Int, RemoteFailure)
    }

    enum Notice: Equatable, Sendable {
        /// A lookup stopped by Ctrl-C or a timeout.
        case stopped(Int, Interruption)
        /// What the saved facts had to say (a damaged file moved aside, a fact not kept).
        case saving(String)
        /// `stop` ended the retries of this number.
        case retryStopped(Int)
        /// `stop` with nothing being tried again.
        case nothingToStop
    }

    enum Action: Equatable, Sendable {
        case number(Int)
        case random
        case rolled(Int)
        case lookedUp(Int, TriviaRepository.LookUp)
        case stopped(Int, Interruption)
        case history
        /// The retry timer fired for this number.
        case retry(Int)
        /// `stop`: no more retries.
        case stopRetrying
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
            return stopRetrying(&state) + [.perform(.lookUp(number))]
        case .random:
            return stopRetrying(&state) + [.perform(.roll)]
        case .rolled(let number):
            state.looking = number
            return [.perform(.lookUp(number))]
        case .lookedUp(let number, let lookUp):
            state.looking = nil
            switch lookUp.outcome {
            case .fresh(let fact): state.shown = .fact(fact, savedBecause: nil)
            case .saved(let fact, let failure): state.shown = .fact(fact, savedBecause: failure)
            case .failed(let failure): state.shown = .failure(number, failure)
            case .failedUnread(let failure): state.shown = .failureUnread(number, failure)
            }
            var effects: [Effect<Self>] = lookUp.note.map { [.notify(.saving($0))] } ?? []
            switch lookUp.outcome {
            case .failed(let failure) where Self.passes(failure),
                .failedUnread(let failure) where Self.passes(failure):
                state.retrying = number
                effects.append(
                    .after(Self.retryDelay, send: .retry(number), id: .retry, whileCovered: .stops))
            case .fresh, .saved, .failed, .failedUnread:
                break
            }
            return effects
        case .stopped(let number, let interruption):
            // A Ctrl-C during the save waits for it: the lookup ended with its result, and
            // the screen must not say it stopped.
            guard state.looking == number else { return [] }
            state.looking = nil
            return [.notify(.stopped(number, interruption))]
        case .history:
            // The timer stops with the screen covered; the screen must not promise it.
            state.retrying = nil
            return [.push(.history)]
        case .retry(let number):
            state.retrying = nil
            state.looking = number
            return [.perform(.lookUp(number))]
        case .stopRetrying:
            guard let number = state.retrying else { return [.notify(.nothingToStop)] }
            return stopRetrying(&state) + [.notify(.retryStopped(number))]
        }
    }

    /// Stops the retry timer, if it runs.
    private func stopRetrying(_ state: inout State) -> [Effect<Self>] {
        guard state.retrying != nil else { return [] }
        state.retrying = nil
        return [.cancel(.retry)]
    }

    /// Whether `failure` may pass by itself (the network or the server down for now), so that
    /// trying again later can find the fact.
    private static func passes(_ failure: RemoteFailure) -> Bool {
        switch failure {
        // Not told apart from a network down for now, which passes.
        case .offline, .timedOut, .brokenOff, .unreachableOrUnreadable: true
        // Most likely an answer broken off, which the HTTP client stops its process on.
        case .helper(let helper) where helper.isRuntimeError: true
        // A server error or busy for now passes; a code outside 100–599 is no HTTP status at
        // all, from a server that will not answer otherwise (a hostile tester's 999 was tried
        // again forever).
        case .status(let code): (500...599).contains(code) || RemoteFailure.isBusy(code)
        case .badBody, .tooLarge, .factTooLong, .redirected, .redirectLoop, .noFact, .cancelled,
            .helper:
            false
        }
    }

    func interrupted(_ request: Request, by interruption: Interruption) -> Action? {
        switch request {
        case .roll: nil
        case .lookUp(let number): .stopped(number, interruption)
        }
    }
}

import ScenicData

/// Chooses between the remote source and the facts saved on this machine.
///
/// | remote | saved fact for the number | result |
/// |---|---|---|
/// | a fact | (saved now) | fresh |
/// | fails | yes | the saved one, with why the remote failed |
/// | fails | no | the failure |
/// | fails | (cannot be read) | the failure, and that the saved facts could not be read |
/// | cancelled | (any) | cancelled: the user stopped it |
struct TriviaRepository: Sendable {
    /// Where facts are looked up.
    let remote: any TriviaRemote
    /// Where they are kept.
    let cache: FactCache

    /// What a lookup gave.
    enum Outcome: Equatable, Sendable {
        /// A fact just looked up.
        case fresh(Fact)
        /// A fact saved earlier, because the remote failed this way.
        case saved(Fact, because: RemoteFailure)
        /// No fact: the remote failed and none is saved.
        case failed(RemoteFailure)
        /// No fact: the remote failed, and the saved facts could not be read (the note says
        /// why), so whether one is saved is not known.
        case failedUnread(RemoteFailure)
    }

    /// A lookup's outcome and what the saved facts had to say (a damaged file moved aside, a
    /// fact that could not be kept).
    struct LookUp: Equatable, Sendable {
        var outcome: Outcome
        var note: String?
    }

    /// Looks `number` up, falling back to the newest saved fact about it.
    func lookUp(_ number: Int) async -> LookUp {
        keep(await ask(number), about: number)
    }

    /// What the remote answers about `number`: the first half of ``lookUp(_:)``, which Ctrl-C
    /// may cut short.
    func ask(_ number: Int) async -> Result<Fact, RemoteFailure> {
        do throws(RemoteFailure) {
            return .success(try await remote.fact(about: number))
        } catch {
            return .failure(error)
        }
    }

    /// Saves the fact `answer` brought, or reads the newest saved fact about `number` when it
    /// brought none: the second half of ``lookUp(_:)``, which writes the saved facts (a fact
    /// kept, a damaged file moved aside), so a worker runs it where Ctrl-C cannot cut it short.
    func keep(_ answer: Result<Fact, RemoteFailure>, about number: Int) -> LookUp {
        switch answer {
        case .success(let fact):
            do throws(DataError) {
                let loaded = try cache.record(fact)
                return LookUp(outcome: .fresh(fact), note: loaded.movedAside)
            } catch {
                return LookUp(outcome: .fresh(fact), note: FactCache.message(for: error))
            }
        case .failure(.cancelled):
            return LookUp(outcome: .failed(.cancelled))
        case .failure(let error):
            do throws(DataError) {
                let loaded = try cache.load()
                guard let saved = loaded.facts.first(where: { $0.number == number }) else {
                    return LookUp(outcome: .failed(error), note: loaded.movedAside)
                }
                return LookUp(outcome: .saved(saved, because: error), note: loaded.movedAside)
            } catch let problem {
                return LookUp(outcome: .failedUnread(error), note: problem.message)
            }
        }
    }
}

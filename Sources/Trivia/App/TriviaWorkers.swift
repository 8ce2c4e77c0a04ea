import Foundation
import Scenic
import ScenicData

/// What the Trivia scenes need from outside: the repository and a source of random numbers.
struct TriviaWorkers: Sendable {
    /// Looks facts up and keeps them.
    var repository: TriviaRepository
    /// A random number to ask about.
    var roll: @Sendable () -> Int

    /// The facts built into the app, kept in `folder`, with random numbers up to 1,000 drawn
    /// from `random`.
    static func embedded(
        folder: DataFolder, now: @escaping @Sendable () -> Date = { Date() },
        random: SessionRandom = SessionRandom(seed: 0)
    ) -> TriviaWorkers {
        TriviaWorkers(
            repository: TriviaRepository(
                remote: EmbeddedTriviaRemote(now: now), cache: FactCache(folder: folder)),
            roll: rolling(random))
    }

    /// Rolls a number from 0 to 1,000 drawn from `random`: the launch's, so a recorded
    /// session's `random` rolls the same number when it is replayed.
    static func rolling(_ random: SessionRandom) -> @Sendable () -> Int {
        {
            var random = random
            return Int.random(in: 0...1_000, using: &random)
        }
    }
}

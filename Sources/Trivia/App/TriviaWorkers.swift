import Foundation
import ScenicData

/// What the Trivia scenes need from outside: the repository and a source of random numbers.
struct TriviaWorkers: Sendable {
    /// Looks facts up and keeps them.
    var repository: TriviaRepository
    /// A random number to ask about.
    var roll: @Sendable () -> Int

    /// The facts built into the app, kept in `folder`, with random numbers up to 1,000.
    static func embedded(folder: DataFolder, now: @escaping @Sendable () -> Date = { Date() })
        -> TriviaWorkers
    {
        TriviaWorkers(
            repository: TriviaRepository(
                remote: EmbeddedTriviaRemote(now: now), cache: FactCache(folder: folder)),
            roll: { Int.random(in: 0...1_000) })
    }
}

import Foundation

/// Facts for the previews: short and long, from the API and built in.
enum SampleFacts {
    /// 2026-11-23 20:30 UTC.
    static let lookedUp = Date(timeIntervalSince1970: 1_795_465_800)

    static let answer = Fact(
        number: 42,
        text: "42 is the answer to the ultimate question of life, the universe and everything, "
            + "in The Hitchhiker's Guide to the Galaxy.",
        source: "numbersapi.com", fetchedAt: lookedUp)

    static let taxicab = Fact(
        number: 1_729,
        text: "1729 is the smallest number that is the sum of two cubes in two ways: "
            + "1³ + 12³ and 9³ + 10³.",
        source: "embedded", fetchedAt: lookedUp.addingTimeInterval(-86_400))

    /// Twelve facts, newest first, for a History of two pages.
    static var many: [Fact] {
        (0..<12).map { index in
            Fact(
                number: index * 111, text: EmbeddedTriviaRemote.workedOut(index * 111),
                source: "embedded", fetchedAt: lookedUp.addingTimeInterval(Double(-index * 60)))
        }
    }
}

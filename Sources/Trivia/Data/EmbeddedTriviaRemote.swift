import Foundation

/// Facts built into the app, so it works on a machine with no network (`--remote embedded`).
///
/// A few famous numbers have their own fact; every other number gets one worked out from its
/// digits and divisors.
struct EmbeddedTriviaRemote: TriviaRemote {
    /// What the clock says when a fact is made.
    var now: @Sendable () -> Date = { Date() }

    private static let famous = [
        0: "0 is the only number that is neither positive nor negative.",
        1: "1 is the only positive number that divides every whole number.",
        7: "7 is the number of days in a week.",
        42: "42 is the answer to the ultimate question of life, the universe and everything, "
            + "in The Hitchhiker's Guide to the Galaxy.",
        1_729: "1729 is the smallest number that is the sum of two cubes in two ways: "
            + "1³ + 12³ and 9³ + 10³.",
    ]

    func fact(about number: Int) async throws(RemoteFailure) -> Fact {
        if Task.isCancelled { throw .cancelled }
        let text = Self.famous[number] ?? Self.workedOut(number)
        return Fact(number: number, text: text, source: "embedded", fetchedAt: now())
    }

    /// A fact from the number's digits and whether it is prime.
    static func workedOut(_ number: Int) -> String {
        let digits = String(number)
        let digitSum = digits.utf8.reduce(0) { $0 + Int($1 - UInt8(ascii: "0")) }
        let kind = number % 2 == 0 ? "an even" : "an odd"
        let prime = isPrime(number) ? " It is prime." : ""
        return "\(number) is \(kind) number with \(digits.count) "
            + (digits.count == 1 ? "digit" : "digits") + ", which add up to \(digitSum).\(prime)"
    }

    private static func isPrime(_ number: Int) -> Bool {
        guard number >= 2 else { return false }
        var divisor = 2
        while divisor * divisor <= number {
            if number % divisor == 0 { return false }
            divisor += 1
        }
        return true
    }
}

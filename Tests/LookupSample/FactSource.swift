/// A fact about a number, as the remote source tells it.
package struct Fact: Equatable, Sendable {
    package var number: Int
    package var text: String

    package init(number: Int, text: String) {
        self.number = number
        self.text = text
    }
}

/// Why a lookup failed, as a value the Logic words.
package enum LookupFailure: Error, Equatable, Sendable {
    /// The source did not answer for this number.
    case unavailable
}

/// Where facts come from: slow, cancellable, and failing for some numbers.
package protocol FactSource: Sendable {
    /// The fact about `number`; throws `CancellationError` when its task is cancelled.
    func fact(about number: Int) async throws -> Fact
}

/// A stand-in for a remote source: it takes `delay` per lookup and never answers for 13.
package struct SlowFactSource: FactSource {
    package var delay: Duration

    package init(delay: Duration) {
        self.delay = delay
    }

    package func fact(about number: Int) async throws -> Fact {
        try await Task.sleep(for: delay)
        guard number != 13 else { throw LookupFailure.unavailable }
        return Fact(number: number, text: "\(number) is \(number % 2 == 0 ? "even" : "odd").")
    }
}

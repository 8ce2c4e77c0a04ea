import Foundation

/// A clock stopped at one moment, for tests and previews.
struct FixedClock: StoreClock {
    /// The moment ``now()`` always returns.
    let date: Date

    /// The fixed moment.
    func now() -> Date {
        date
    }
}

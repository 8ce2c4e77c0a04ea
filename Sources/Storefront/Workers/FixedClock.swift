import Foundation

/// A clock stopped at one moment, for tests and previews.
struct FixedClock: StoreClock {
    /// The moment ``now`` always is.
    let date: Date

    /// The fixed moment.
    var now: Date { date }
}

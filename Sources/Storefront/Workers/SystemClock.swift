import Foundation

/// The machine's clock.
struct SystemClock: StoreClock {
    /// Creates the clock.
    init() {}

    /// The current moment, as the system reports it.
    func now() -> Date {
        Date()
    }
}

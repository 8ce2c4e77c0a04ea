import Foundation

/// The machine's clock.
struct SystemClock: StoreClock {
    /// The current moment, as the system reports it.
    func now() -> Date {
        Date()
    }
}

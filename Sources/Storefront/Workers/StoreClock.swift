import Foundation

/// Where the app gets the current time; the domain and the Logic never read a clock.
///
/// Not named `Clock`: that is a standard-library protocol.
protocol StoreClock: Sendable {
    /// The current moment.
    func now() -> Date
}

import Foundation
import Scenic

/// Where the app gets the current time; the domain and the Logic never read a clock.
///
/// Not named `Clock`: that is a standard-library protocol. The app runs on Scenic's
/// `SessionClock` (the system's at a terminal, a story's test clock in stories), and tests of
/// a worker on a ``FixedClock``.
protocol StoreClock: Sendable {
    /// The current moment.
    var now: Date { get }
}

/// Scenic's clock of the session, which the app runs on.
extension SessionClock: StoreClock {}

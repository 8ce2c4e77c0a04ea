import Foundation
import Synchronization

/// The date and time for workers that need it (a due date, an order's time): the system's at a
/// terminal, and in stories, piped input and explorations a test clock that `# after` steps
/// move, so that "a day passes" can be a story.
///
/// A Logic never reads a clock; a worker reads this one and hands the date to the Logic in an
/// action. Take it from the launch (``AppLaunch/clock``) in the app, and from the story in a
/// story test (`story.clock`): those are the clocks Scenic moves.
///
/// ```swift
/// struct DueCards: Sendable {
///     let clock: SessionClock
///     func today() -> Date { clock.now }
/// }
/// ```
///
/// A test clock starts at a time it is given (a story's `# now: 2026-05-04T10:30:00Z`) and
/// stands still but for a console's clock steps: `# after 1d` moves it a day, and each timer
/// the step passes reads the time it fell due. So the same lines always give the same
/// transcript, whenever the test runs.
public final class SessionClock: Sendable {
    /// Where a test clock started; `nil` for the system's clock.
    let start: Date?
    /// How far a test clock's steps moved it from ``start``; for a running clock, when it
    /// started by the process's clock.
    private let elapsed = Mutex(Duration.zero)
    /// For a clock that runs from a time given (`SCENIC_NOW` at a terminal), when it started.
    private let runningSince: ContinuousClock.Instant?

    private init(start: Date?, runningSince: ContinuousClock.Instant?) {
        self.start = start
        self.runningSince = runningSince
    }

    /// The system's clock: ``now`` is the time now.
    public static func system() -> SessionClock {
        SessionClock(start: nil, runningSince: nil)
    }

    /// A test clock at `start`, which only a console's clock steps move (a story's
    /// `# after 1d`): for a worker's own test, and for a console of your own that reads such
    /// steps.
    ///
    /// Hand it to the console that moves it (`console.clock = clock`); a story test hands
    /// `story.clock` to the app's workers, and the console it replays on moves that one.
    public init(startingAt start: Date) {
        self.start = start
        runningSince = nil
    }

    /// A clock that reads `start` when made and runs on in real time from there: `SCENIC_NOW`
    /// at a terminal, a demo on a fixed day.
    static func running(from start: Date) -> SessionClock {
        SessionClock(start: start, runningSince: .now)
    }

    /// The date and time now, by this clock.
    public var now: Date {
        guard let start else { return Date() }
        let moved = runningSince.map { ContinuousClock.now - $0 } ?? elapsed.withLock { $0 }
        let (seconds, attoseconds) = moved.components
        return start.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
    }

    /// Whether only clock steps move it: a test clock.
    var isTest: Bool { start != nil && runningSince == nil }

    /// Moves a test clock to `elapsed` after its start: where a console's test clock is.
    func move(to elapsed: Duration) {
        guard isTest else { return }
        self.elapsed.withLock { $0 = elapsed }
    }
}

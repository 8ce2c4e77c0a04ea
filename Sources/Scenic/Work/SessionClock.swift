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
    /// Whether ``now`` was read: a story that sets its `# now:` on a clock nobody reads fails,
    /// and a story recorded from a session whose app read it keeps the minutes that passed.
    private let read = Mutex(false)

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
        read.withLock { $0 = true }
        return time
    }

    /// The time now, without counting as the app's reading of it (``wasRead``): what a
    /// recording writes as its start.
    var time: Date {
        guard let start else { return Date() }
        let moved = runningSince.map { ContinuousClock.now - $0 } ?? elapsed.withLock { $0 }
        let (seconds, attoseconds) = moved.components
        return start.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
    }

    /// Whether only clock steps move it: a test clock.
    var isTest: Bool { start != nil && runningSince == nil }

    /// Whether ``now`` was read since the clock was made.
    package var wasRead: Bool { read.withLock { $0 } }

    /// How a start is written in a story's `# now:`: in UTC, to the millisecond when it is
    /// not a whole second.
    package static func storyText(of time: Date) -> String {
        let whole = time.timeIntervalSince1970.rounded(.down) == time.timeIntervalSince1970
        return time.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: !whole))
    }

    /// Moves a test clock to `elapsed` after its start: where a console's test clock is.
    package func move(to elapsed: Duration) {
        guard isTest else { return }
        self.elapsed.withLock { $0 = elapsed }
    }

    /// The time `text` gives, written as `2026-05-04T10:30:00Z` or `2026-05-04T10:30:00+02:00`
    /// (a date, a time to the second, perhaps with its fraction, and a time zone; `t` and `z`
    /// as RFC 3339 allows); `nil` for anything else, an impossible date such as February 30
    /// and a 24th hour among them, which a lenient reading would move to another day.
    package static func time(from text: String) -> Date? {
        let pattern =
            /(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|([+-])(\d{2}):(\d{2}))/
        guard let match = text.uppercased().wholeMatch(of: pattern) else { return nil }
        let number = { (digits: Substring) in Int(digits) ?? -1 }
        var offset = 0
        if let sign = match.9, let hours = match.10, let minutes = match.11 {
            guard number(hours) < 24, number(minutes) < 60 else { return nil }
            offset = (sign == "-" ? -1 : 1) * (number(hours) * 3_600 + number(minutes) * 60)
        }
        guard let zone = TimeZone(secondsFromGMT: offset) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(
            year: number(match.1), month: number(match.2), day: number(match.3),
            hour: number(match.4), minute: number(match.5), second: number(match.6))
        guard let year = components.year, year >= 1, let date = calendar.date(from: components)
        else { return nil }
        // A date the calendar moved (February 30 to March 2, hour 24 to the next day) is none.
        let read = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: date)
        guard read == components else { return nil }
        let fraction = match.7.flatMap { Double("0." + $0) } ?? 0
        return date.addingTimeInterval(fraction)
    }
}

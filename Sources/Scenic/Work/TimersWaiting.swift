/// The timers that wait for the test clock when a line is to be typed, as an exploration sees
/// them.
struct TimersWaiting {
    /// Whether any waits: the scene on top's, or one a covered scene keeps.
    var any: Bool
    /// How long until the next timer of the scene on top falls due; `nil` when none of its
    /// timers waits.
    var untilNext: Duration?
}

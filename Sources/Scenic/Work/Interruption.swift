/// Why work a Logic asked for ended without its result.
public enum Interruption: Equatable, Sendable {
    /// The user pressed Ctrl-C while it ran.
    case cancelled
    /// It ran longer than the timeout its ``Effect/perform(_:timeout:)`` gave.
    case timedOut(Duration)
}

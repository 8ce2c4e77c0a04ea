/// Where the console writes screens: standard output, or memory in tests.
public protocol TextOutput {
    /// Whether the text goes to a terminal (so colors may be used).
    var isTerminal: Bool { get }

    /// Writes `text` as it is.
    mutating func write(_ text: String)
}

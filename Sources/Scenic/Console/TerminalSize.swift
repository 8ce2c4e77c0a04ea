/// A terminal's size in character cells.
struct TerminalSize: Equatable, Sendable {
    var columns: Int
    var rows: Int

    /// The rows `text` takes when written from the start of a row, each of its lines wrapping
    /// at the terminal's right edge.
    func rows(of text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { total, line in
            total + max(1, (DisplayWidth.of(line) + columns - 1) / columns)
        }
    }
}

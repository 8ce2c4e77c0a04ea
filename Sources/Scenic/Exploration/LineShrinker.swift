/// Shrinks the lines that broke something to shorter, simpler lines that still do: chunks of
/// lines dropped (halving their size each pass), then single lines, then each line lowercased
/// and its words dropped from the end.
///
/// Each change is kept when it alone keeps the break, so the result is a local minimum, not
/// always the fewest lines: two changes that only work together are not tried.
///
/// It works with any test of "does it still break": a rule checked in this process, or a trap
/// seen from outside it.
package struct LineShrinker {
    package init() {}

    /// The shrunk lines; `breaks` says whether typing some lines in a fresh session still
    /// breaks what `lines` broke.
    package func shrink(
        _ lines: [String], breaks: ([String]) async -> Bool
    ) async -> [String] {
        var lines = lines
        var chunk = max(lines.count / 2, 1)
        while chunk >= 1 {
            var start = 0
            while start < lines.count {
                var candidate = lines
                candidate.removeSubrange(start..<min(start + chunk, lines.count))
                if await breaks(candidate) {
                    lines = candidate
                } else {
                    start += chunk
                }
            }
            chunk /= 2
        }
        for index in lines.indices {
            // Simpler spellings: the line in lowercase, then with words dropped from its end,
            // one at a time.
            let lowercased = lines[index].lowercased()
            if lowercased != lines[index] {
                var candidate = lines
                candidate[index] = lowercased
                if await breaks(candidate) { lines = candidate }
            }
            var words = lines[index].split(separator: " ", omittingEmptySubsequences: false)
            while words.count > 1 {
                var candidate = lines
                candidate[index] = words.dropLast().joined(separator: " ")
                guard await breaks(candidate) else { break }
                lines = candidate
                words.removeLast()
            }
        }
        return lines
    }
}

/// Shrinks the lines that broke something to shorter, simpler lines that still do: chunks of
/// lines dropped (halving their size each pass), then single lines; then each whole number
/// made as small as still breaks it, and each clock step (`# after 90m`) as short (the lines
/// dropped again when one was); then each line lowercased and its words dropped from the end.
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
        var lines = await droppingLines(lines, breaks: breaks)
        // An answer such as `42` (the 42nd task) keeps every line that made the 42 there: a
        // stranger's shrunk story kept 42 `add` lines for it, where `1` needs one.
        var smaller = await smallerNumbers(lines, breaks: breaks)
        smaller = await shorterClockSteps(smaller, breaks: breaks)
        if smaller != lines { lines = await droppingLines(smaller, breaks: breaks) }
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

    /// `lines` with chunks of lines dropped, halving their size each pass, down to single
    /// lines, while the rest still breaks.
    private func droppingLines(_ lines: [String], breaks: ([String]) async -> Bool) async
        -> [String]
    {
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
        return lines
    }

    /// `lines` with each whole number word (`42`, the `12` of `open 12`) made as small as still
    /// breaks: 0, else 1, else the smallest a halving search between 1 and it finds, else the
    /// smallest of the other numbers in the lines.
    ///
    /// A halving search finds nothing between values a kind refuses: a coin kind that takes
    /// 5, 10, 25 and 100 refuses every number between 5 and 100, so a stranger's `insert 100`
    /// stayed where `insert 5`, typed two lines on, broke the rule as well.
    private func smallerNumbers(_ lines: [String], breaks: ([String]) async -> Bool) async
        -> [String]
    {
        var lines = lines
        let typedNumbers = Set(
            lines.flatMap { $0.split(separator: " ") }.compactMap { Self.number(String($0)) }
        ).sorted()
        for index in lines.indices {
            var words = lines[index].split(separator: " ", omittingEmptySubsequences: false)
                .map(String.init)
            for place in words.indices {
                guard let number = Self.number(words[place]), number > 0 else { continue }
                let typing = { (value: Int) -> [String] in
                    var candidate = lines
                    var changed = words
                    changed[place] = String(value)
                    candidate[index] = changed.joined(separator: " ")
                    return candidate
                }
                var smallest = number
                if await breaks(typing(0)) {
                    smallest = 0
                } else if number > 1, await breaks(typing(1)) {
                    smallest = 1
                } else {
                    // Between a value known not to break (1) and one that does.
                    var low = 1
                    while smallest - low > 1 {
                        let middle = low + (smallest - low) / 2
                        if await breaks(typing(middle)) { smallest = middle } else { low = middle }
                    }
                    // The few smallest only: every number tried against every other typed one
                    // made shrinking quadratic (23,323 sessions for 200 lines, a hostile
                    // tester counted).
                    let others = typedNumbers.lazy.filter { $0 > 1 && $0 < smallest }
                    for other in others.prefix(Self.otherNumbersTried) {
                        if await breaks(typing(other)) {
                            smallest = other
                            break
                        }
                    }
                }
                guard smallest != number else { continue }
                lines = typing(smallest)
                words[place] = String(smallest)
            }
        }
        return lines
    }

    /// How many of the other numbers the lines typed a number is tried as, smallest first.
    private static let otherNumbersTried = 4

    /// The number `word` spells: digits alone, few enough for an Int; `007` is a spelling, not
    /// a number.
    private static func number(_ word: String) -> Int? {
        guard word.utf8.count <= 18, !word.isEmpty,
            word.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), word == "0" || word.first != "0"
        else { return nil }
        return Int(word)
    }

    /// `lines` with each clock step (`# after 90m`) made as short as still breaks, to the
    /// millisecond: a timer of 30 seconds gives `# after 30s`, where a stranger's story kept
    /// the `90m` it was found with.
    private func shorterClockSteps(_ lines: [String], breaks: ([String]) async -> Bool) async
        -> [String]
    {
        var lines = lines
        for index in lines.indices {
            guard let step = StoryScript.clockStep(lines[index][...]) else { continue }
            let typing = { (milliseconds: Int64) -> [String] in
                var candidate = lines
                candidate[index] = "# after " + StoryRecording.spelled(.milliseconds(milliseconds))
                return candidate
            }
            let (seconds, attoseconds) = step.components
            var shortest = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
            // Between a step known not to break (none, as the lines were dropped before) and
            // one that does.
            var low: Int64 = 0
            while shortest - low > 1 {
                let middle = low + (shortest - low) / 2
                if await breaks(typing(middle)) { shortest = middle } else { low = middle }
            }
            // Only a step found shorter is written anew: `# after 90m` that nothing shorter
            // breaks stays as found, not `# after 5400s`.
            guard shortest < seconds * 1_000 + attoseconds / 1_000_000_000_000_000 else {
                continue
            }
            lines = typing(shortest)
        }
        return lines
    }
}

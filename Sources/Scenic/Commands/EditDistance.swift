/// Edit distance between words, for "did you mean …?" suggestions.
enum EditDistance {
    /// The number of single-character insertions, deletions, substitutions and swaps of two
    /// neighbouring characters that turn `a` into `b`, ignoring case.
    ///
    /// Swaps count as one edit because they are the commonest typo (`opne` for `open`); this is
    /// the optimal string alignment distance.
    static func between(_ a: String, _ b: String) -> Int {
        let source = Array(a.lowercased())
        let target = Array(b.lowercased())
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var beforePrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            for j in 1...target.count {
                let substitution = previous[j - 1] + (source[i - 1] == target[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[target.count]
    }

    /// The candidate nearest to `word`, if it is within a typo's reach.
    ///
    /// A typo's reach is one edit for short words, two for words of five or more characters,
    /// and always fewer edits than the word has characters: `n` is no typo of `l` (a game's
    /// player typing `n` means north, not look). Ties go to the earlier candidate.
    static func closest(to word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty else { return nil }
        let reach = min(word.count >= 5 ? 2 : 1, word.count - 1)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            if distance <= reach, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }
}

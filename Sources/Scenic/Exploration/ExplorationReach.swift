/// What an exploration has reached: the screens, the commands typed on each, and the messages
/// shown; it steers the explorer toward what it has not tried.
package struct ExplorationReach: Equatable, Sendable {
    /// The scenes reached, by name (`Product`, whichever product it shows).
    package private(set) var screens: Set<String> = []
    /// How often each command (or `answer`, `back`…) was typed on each scene.
    package private(set) var typed: [LineKey: Int] = [:]
    /// Each different message shown, with its numbers as `#`.
    package private(set) var messages: Set<String> = []
    /// The screens shown, as hashes of their text without messages: a new one is a new state.
    private var states: Set<Int> = []
    /// How often a kind of line led somewhere new.
    private var productive: [LineKey: Int] = [:]

    /// Notes what `screen` shows after the line of kind `key`, and whether it was new.
    mutating func saw(_ screen: ExploredScreen, printed: [Substring], after key: LineKey?) {
        var isNew = screens.insert(screen.scene).inserted
        var shown = Hasher()
        for line in printed {
            if line.utf8.starts(with: "» ".utf8) {
                let message = String(line.map { $0.isNumber ? "#" : $0 })
                isNew = messages.insert(message).inserted || isNew
            } else if !line.utf8.starts(with: TranscriptFormat.prompt.utf8) {
                // The bytes, not the characters: hashing a String normalizes it first.
                for byte in line.utf8 { shown.combine(byte) }
                shown.combine(UInt8(ascii: "\n"))
            }
        }
        isNew = states.insert(shown.finalize()).inserted || isNew
        if let key, isNew { productive[key, default: 0] += 1 }
    }

    /// One of `candidates`, weighted toward kinds of lines seldom tried, and those that led
    /// somewhere new before.
    mutating func choose(
        among candidates: [LineCandidate], random: inout ExplorationRandom
    ) -> LineCandidate {
        let weights = candidates.map { candidate in
            let tried = Double(typed[candidate.key] ?? 0)
            let found = Double(productive[candidate.key] ?? 0)
            // Lines that often led somewhere new weigh up to twice as much; every line weighs
            // less the more it was tried, but never nothing.
            return candidate.weight * (1 + found / (1 + tried)) / (1 + tried).squareRoot()
        }
        var point = Double.random(in: 0..<weights.reduce(0, +), using: &random)
        var chosen = candidates[candidates.count - 1]
        for (candidate, weight) in zip(candidates, weights) {
            if point < weight {
                chosen = candidate
                break
            }
            point -= weight
        }
        typed[chosen.key, default: 0] += 1
        return chosen
    }
}

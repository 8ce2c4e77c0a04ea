import Synchronization
import Testing

@testable import Scenic

/// What the shrinker makes of lines that break something, with a test of "does it still
/// break" written out here in place of a session.
@Suite struct LineShrinkerTests {
    /// Whether `lines` pick a task that is there: `pick`, then the answer N, after at least N
    /// `add` lines.
    private static func picksATask(_ lines: [String]) -> Bool {
        guard let pick = lines.firstIndex(of: "pick"), pick + 1 < lines.count,
            let number = Int(lines[pick + 1]), number >= 1
        else { return false }
        return lines[..<pick].filter { $0.hasPrefix("add") }.count >= number
    }

    /// An answer that names the 42nd task shrinks to the first, so one `add` is kept rather
    /// than 42.
    ///
    /// A stranger's shrunk story kept 42 `add` lines before `pick` and `42`: numbers were
    /// never made smaller.
    @Test func aNumberIsMadeSmallerSoTheLinesItNeededGo() async {
        var lines: [String] = []
        for task in 1...42 { lines += ["add task \(task)", "help"] }
        lines += ["pick", "42", "quit"]
        let shrunk = await LineShrinker().shrink(lines) { Self.picksATask($0) }
        #expect(shrunk == ["add", "pick", "1"])
    }

    /// A number is made as small as still breaks: 0 or 1 when they do, else the least a
    /// halving search finds; a number spelled with a leading zero is left as typed.
    @Test func aNumberBecomesTheLeastThatStillBreaks() async {
        let atLeastSeven = { (lines: [String]) in
            lines.contains { line in
                line.hasPrefix("open ") && (Int(line.dropFirst(5)) ?? 0) >= 7
            }
        }
        #expect(await LineShrinker().shrink(["open 120"], breaks: atLeastSeven) == ["open 7"])
        let anyOpen = { (lines: [String]) in lines.contains { $0.hasPrefix("open") } }
        #expect(await LineShrinker().shrink(["open 12"], breaks: anyOpen) == ["open"])
        let zeroPadded = { (lines: [String]) in lines.contains { $0.hasPrefix("code 0") } }
        #expect(await LineShrinker().shrink(["code 0042"], breaks: zeroPadded) == ["code 0042"])
    }

    /// A number a halving search cannot make smaller, between values a kind refuses, becomes
    /// the smallest other number the lines typed that still breaks.
    ///
    /// A stranger's coin kind took 5, 10, 25 and 100: `insert 100` stayed, where `insert 5`
    /// broke the rule as well.
    @Test func aNumberBetweenRefusedValuesBecomesASmallerOneTheLinesTyped() async {
        let coins: Set<Int> = [5, 10, 25, 100]
        // Three coins of any value, as a timed-out sale of three coins lost a cent.
        let threeCoins = { (lines: [String]) in
            lines.filter { line in
                line.hasPrefix("insert ") && coins.contains(Int(line.dropFirst(7)) ?? 0)
            }.count >= 3
        }
        let shrunk = await LineShrinker().shrink(
            ["insert 100", "help", "insert 100", "insert 5"], breaks: threeCoins)
        #expect(shrunk == ["insert 5", "insert 5", "insert 5"])
        // Each number tries a few of the others, not every one: 200 distinct values, each
        // needed, cost 23,323 sessions when every smaller one was tried.
        let values = (1...200).map { $0 * 7 }
        let tries = Mutex(0)
        let everyValue = { (lines: [String]) in
            tries.withLock { $0 += 1 }
            return Set(lines.compactMap { Int($0.dropFirst(7)) }) == Set(values)
        }
        _ = await LineShrinker().shrink(values.map { "insert \($0)" }, breaks: everyValue)
        #expect(tries.withLock { $0 } < 200 * 20)
    }

    /// A clock step is made as short as still breaks, to the millisecond, in the story's
    /// spelling: a 30-second timer's `# after 90m` becomes `# after 30s`.
    @Test func aClockStepBecomesTheShortestThatStillBreaks() async {
        let timerFires = { (lines: [String]) in
            lines.contains { line in
                (StoryScript.clockStep(line[...]) ?? .zero) >= .seconds(30)
            }
        }
        #expect(
            await LineShrinker().shrink(["insert 5", "# after 90m"], breaks: timerFires)
                == ["# after 30s"])
        let afterAMoment = { (lines: [String]) in
            lines.contains { (StoryScript.clockStep($0[...]) ?? .zero) > .milliseconds(1_500) }
        }
        #expect(
            await LineShrinker().shrink(["# after 1d"], breaks: afterAMoment) == ["# after 1501ms"])
        // A step nothing shorter breaks stays as found, not respelled `# after 5400s`.
        let exactly90Minutes = { (lines: [String]) in
            lines.contains { StoryScript.clockStep($0[...]) == .seconds(5_400) }
        }
        #expect(
            await LineShrinker().shrink(["# after 90m"], breaks: exactly90Minutes)
                == ["# after 90m"])
    }
}

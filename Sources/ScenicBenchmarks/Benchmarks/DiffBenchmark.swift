import ScenicSnapshotStore

/// Times the line diff on its worst input (every other line changed) at two sizes, and on a
/// typical one (a long text with two changed lines).
struct DiffBenchmark {
    /// Two texts of `lineCount` lines where every odd line differs.
    private struct Input {
        var oldText: String
        var newText: String
        var oldLines: [String]
        var newLines: [String]

        init(lineCount: Int, changed: (Int) -> Bool) {
            let old = (0..<lineCount).map { "line \($0): the quick brown fox jumps over the dog" }
            oldLines = old
            newLines = old.indices.map {
                changed($0) ? "line \($0): changed text that appears only here" : old[$0]
            }
            oldText = oldLines.joined(separator: "\n")
            newText = newLines.joined(separator: "\n")
        }
    }

    func run(_ stopwatch: inout Stopwatch) async -> [Metric] {
        let worst1000 = Input(lineCount: 1_000) { $0 % 2 == 1 }
        let worst5000 = Input(lineCount: 5_000) { $0 % 2 == 1 }
        let typical = Input(lineCount: 20_000) { $0 == 4_000 || $0 == 15_000 }

        let edits1000 = await stopwatch.median { edits(worst1000) }
        let edits5000 = await stopwatch.median { edits(worst5000) }
        let editsTypical = await stopwatch.median { edits(typical) }
        let format1000 = await stopwatch.median { format(worst1000) }
        let format5000 = await stopwatch.median { format(worst5000) }
        let formatTypical = await stopwatch.median { format(typical) }
        return [
            Metric(
                "diff.worst.1000.ms", edits1000 * 1e3, decimals: 3, unit: "ms",
                summary: "LineDiff.edits, 1,000 lines, every other line changed"),
            Metric(
                "diff.worst.5000.ms", edits5000 * 1e3, decimals: 3, unit: "ms",
                summary: "LineDiff.edits, 5,000 lines, every other line changed"),
            Metric(
                "diff.growth.1000to5000", edits5000 / edits1000, unit: "×", target: .atMost(8),
                summary: "5,000 ÷ 1,000 lines (linear 5, quadratic 25)"),
            Metric(
                "diff.typical.20000.ms", editsTypical * 1e3, decimals: 3, unit: "ms",
                summary: "LineDiff.edits, 20,000 lines, two changed"),
            Metric(
                "diff.format.worst.1000.ms", format1000 * 1e3, decimals: 3, unit: "ms",
                summary: "UnifiedDiff.format, 1,000 lines, every other line changed"),
            Metric(
                "diff.format.worst.5000.ms", format5000 * 1e3, decimals: 3, unit: "ms",
                summary: "UnifiedDiff.format, 5,000 lines, every other line changed"),
            Metric(
                "diff.format.growth.1000to5000", format5000 / format1000, unit: "×",
                target: .atMost(8), summary: "5,000 ÷ 1,000 lines, whole unified diff"),
            Metric(
                "diff.format.typical.20000.ms", formatTypical * 1e3, decimals: 3, unit: "ms",
                summary: "UnifiedDiff.format, 20,000 lines, two changed"),
        ]
    }

    private func edits(_ input: Input) -> Int {
        LineDiff.edits(from: input.oldLines, to: input.newLines).count
    }

    private func format(_ input: Input) -> Int {
        UnifiedDiff.format(
            old: input.oldText, new: input.newText, oldLabel: "stored", newLabel: "actual")?
            .utf8.count ?? 0
    }
}

import ScenicSnapshotStore

/// Times the line diff on its worst input (every other line changed) at two sizes, on lines
/// that only moved (neighbours swapped), and on a typical input (a long text with two changed
/// lines), and compares the whole unified diff with a linear floor.
struct DiffBenchmark {
    /// Two texts of the same number of lines; `replacement` gives the new text of a changed line.
    private struct Input {
        var oldText: String
        var newText: String
        var oldLines: [String]
        var newLines: [String]

        init(lineCount: Int, replacement: (_ index: Int, _ old: [String]) -> String?) {
            let old = (0..<lineCount).map { "line \($0): the quick brown fox jumps over the dog" }
            oldLines = old
            newLines = old.indices.map { replacement($0, old) ?? old[$0] }
            oldText = oldLines.joined(separator: "\n")
            newText = newLines.joined(separator: "\n")
        }

        /// Every odd line replaced by text found nowhere else.
        static func everyOtherLineChanged(_ lineCount: Int) -> Input {
            Input(lineCount: lineCount) { index, _ in
                index % 2 == 1 ? "line \(index): changed text that appears only here" : nil
            }
        }

        /// Every odd line replaced by a copy of the line before it, so every line occurs on
        /// both sides and the diff has to search instead of dropping one-sided lines.
        static func everyOtherLineRepeated(_ lineCount: Int) -> Input {
            Input(lineCount: lineCount) { index, old in index % 2 == 1 ? old[index - 1] : nil }
        }

        /// Neighbouring lines swapped (1 0 3 2 …): nothing changed but the order, so the
        /// minimal diff keeps half the lines and moves the other half.
        static func neighboursSwapped(_ lineCount: Int) -> Input {
            Input(lineCount: lineCount) { index, old in old[index ^ 1] }
        }
    }

    func run(_ stopwatch: inout Stopwatch) async -> [Metric] {
        let worst1000 = Input.everyOtherLineChanged(1_000)
        let worst5000 = Input.everyOtherLineChanged(5_000)
        let repeated1000 = Input.everyOtherLineRepeated(1_000)
        let repeated5000 = Input.everyOtherLineRepeated(5_000)
        let typical = Input(lineCount: 20_000) { index, _ in
            index == 4_000 || index == 15_000 ? "a line typed by hand" : nil
        }
        let swapped1000 = Input.neighboursSwapped(1_000)
        let swapped5000 = Input.neighboursSwapped(5_000)
        // Once, untimed: a diff of moved lines must be minimal, half the lines kept.
        for input in [swapped1000, swapped5000] {
            let changed = LineDiff.edits(from: input.oldLines, to: input.newLines).filter {
                if case .keep = $0 { false } else { true }
            }
            precondition(
                changed.count == input.oldLines.count,
                "swapped neighbours: \(changed.count) changed lines where "
                    + "\(input.oldLines.count) is minimal")
        }

        // Growth compares the two sizes pair by pair, like a ratio against a floor, so a burst
        // of load from other builds cannot land on one size only.
        let worstEdits = await stopwatch.compare(
            { edits(worst5000) }, against: { edits(worst1000) })
        let repeatedEdits = await stopwatch.compare(
            { edits(repeated5000) }, against: { edits(repeated1000) })
        let editsTypical = await stopwatch.median { edits(typical) }
        let worstFormat = await stopwatch.compare(
            { format(worst5000) }, against: { format(worst1000) })
        let formatTypical = await stopwatch.compare(
            { format(typical) }, against: { splitAndHash(typical) })
        let formatWorstAgainstFloor = await stopwatch.compare(
            { format(worst5000) }, against: { splitAndHash(worst5000) })
        let swappedEdits = await stopwatch.compare(
            { edits(swapped5000) }, against: { edits(swapped1000) })
        return [
            Metric(
                "diff.worst.1000.ms", worstEdits.floorSeconds * 1e3, decimals: 3, unit: "ms",
                summary: "LineDiff.edits, 1,000 lines, every other line changed"),
            Metric(
                "diff.worst.5000.ms", worstEdits.subjectSeconds * 1e3, decimals: 3, unit: "ms",
                summary: "LineDiff.edits, 5,000 lines, every other line changed"),
            Metric(
                "diff.growth.1000to5000", worstEdits.ratio, unit: "×", target: .atMost(8),
                summary: "5,000 ÷ 1,000 lines (linear 5, quadratic 25)"),
            Metric(
                "diff.repeated.5000.ms", repeatedEdits.subjectSeconds * 1e3, decimals: 3,
                unit: "ms",
                summary: "LineDiff.edits, 5,000 lines, every other line a repeat"),
            Metric(
                "diff.repeated.growth.1000to5000", repeatedEdits.ratio, unit: "×",
                summary: "the same, 5,000 ÷ 1,000 lines"),
            Metric(
                "diff.typical.20000.ms", editsTypical * 1e3, decimals: 3, unit: "ms",
                summary: "LineDiff.edits, 20,000 lines, two changed"),
            Metric(
                "diff.swapped.5000.ms", swappedEdits.subjectSeconds * 1e3, decimals: 3,
                unit: "ms", summary: "LineDiff.edits, 5,000 lines, neighbours swapped (minimal)"),
            Metric(
                "diff.swapped.growth.1000to5000", swappedEdits.ratio, unit: "×",
                target: .atMost(8), summary: "the same, 5,000 ÷ 1,000 lines"),
            Metric(
                "diff.format.worst.1000.ms", worstFormat.floorSeconds * 1e3, decimals: 3,
                unit: "ms",
                summary: "UnifiedDiff.format, 1,000 lines, every other line changed"),
            Metric(
                "diff.format.worst.5000.ms", worstFormat.subjectSeconds * 1e3, decimals: 3,
                unit: "ms",
                summary: "UnifiedDiff.format, 5,000 lines, every other line changed"),
            Metric(
                "diff.format.growth.1000to5000", worstFormat.ratio, unit: "×", target: .atMost(8),
                summary: "5,000 ÷ 1,000 lines, whole unified diff"),
            Metric(
                "diff.format.typical.20000.ms", formatTypical.subjectSeconds * 1e3, decimals: 3,
                unit: "ms", summary: "UnifiedDiff.format, 20,000 lines, two changed"),
            Metric(
                "diff.floor.typical.20000.ms", formatTypical.floorSeconds * 1e3, decimals: 3,
                unit: "ms", summary: "split both texts into lines and hash each (floor)"),
            Metric(
                "diff.format.typical.ratio", formatTypical.ratio, unit: "×",
                summary: "whole unified diff ÷ floor, 20,000 lines, two changed"),
            Metric(
                "diff.format.worst.ratio", formatWorstAgainstFloor.ratio, unit: "×",
                summary: "whole unified diff ÷ floor, 5,000 lines, every other changed"),
        ]
    }

    private func edits(_ input: Input) -> Int {
        LineDiff.edits(from: input.oldLines, to: input.newLines).count
    }

    /// The least any line diff must do: find the lines of both texts and hash each one.
    ///
    /// Equal lines can only be recognized by looking at every byte once; this does that in
    /// one pass over the bytes and makes no String.
    private func splitAndHash(_ input: Input) -> Int {
        var checksum = 0
        for text in [input.oldText, input.newText] {
            var text = text
            text.withUTF8 { utf8 in
                let bytes = UnsafeRawBufferPointer(utf8)
                var start = 0
                for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                    var hasher = Hasher()
                    hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
                    checksum &+= hasher.finalize()
                    start = index + 1
                }
                var hasher = Hasher()
                hasher.combine(
                    bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<bytes.count]))
                checksum &+= hasher.finalize()
            }
        }
        return checksum
    }

    private func format(_ input: Input) -> Int {
        UnifiedDiff.format(
            old: input.oldText, new: input.newText, oldLabel: "stored", newLabel: "actual")?
            .utf8.count ?? 0
    }
}

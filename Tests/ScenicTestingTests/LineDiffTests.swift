import Scenic
import ScenicSnapshotStore
import Testing

@Suite struct LineDiffTests {
    /// Replays an edit script and checks it turns `old` into `new`, keeping only equal lines.
    private func apply(_ edits: [LineDiff.Edit], old: [String], new: [String]) -> [String] {
        var result: [String] = []
        var oldNext = 0
        var newNext = 0
        for edit in edits {
            switch edit {
            case .keep(let oldIndex, let newIndex):
                #expect(
                    oldIndex == oldNext && newIndex == newNext && old[oldIndex] == new[newIndex])
                result.append(old[oldIndex])
                oldNext += 1
                newNext += 1
            case .delete(let oldIndex):
                #expect(oldIndex == oldNext)
                oldNext += 1
            case .insert(let newIndex):
                #expect(newIndex == newNext)
                result.append(new[newIndex])
                newNext += 1
            }
        }
        #expect(oldNext == old.count && newNext == new.count)
        return result
    }

    /// The length of a longest common subsequence, by the textbook table.
    private func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] =
                    a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test func replacesOneLineBetweenKeptLines() {
        let edits = LineDiff.edits(from: ["a", "b", "c"], to: ["a", "x", "c"])
        #expect(
            edits == [
                .keep(old: 0, new: 0), .delete(old: 1), .insert(new: 1), .keep(old: 2, new: 2),
            ])
    }

    @Test func handlesEmptySides() {
        #expect(LineDiff.edits(from: [String](), to: []) == [])
        #expect(LineDiff.edits(from: ["a"], to: []) == [.delete(old: 0)])
        #expect(LineDiff.edits(from: [], to: ["a", "b"]) == [.insert(new: 0), .insert(new: 1)])
    }

    @Test func randomEditsAreValidAndMinimal() {
        var generator = ExplorationRandom(seed: 42)
        for _ in 0..<300 {
            let alphabet = ["a", "b", "c", "d"].prefix(Int(generator.next() % 4) + 1)
            let old = (0..<Int(generator.next() % 30)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let new = (0..<Int(generator.next() % 30)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let edits = LineDiff.edits(from: old, to: new)
            let kept = apply(edits, old: old, new: new)
            let keptCount = edits.filter { if case .keep = $0 { true } else { false } }.count
            #expect(kept.count == new.count)
            #expect(keptCount == lcsLength(old, new), "old \(old) new \(new)")
        }
    }

    @Test func randomReorderingsOfDistinctLinesAreMinimal() {
        // Lines that occur once on each side take the exact increasing-run path.
        var generator = ExplorationRandom(seed: 7)
        for _ in 0..<200 {
            let lines = (0..<Int(generator.next() % 40)).map { "line \($0)" }
            let old = lines.filter { _ in generator.next() % 5 != 0 }
            let new =
                lines.shuffled(using: &generator).filter { _ in generator.next() % 5 != 0 }
                + ["only new"]
            let edits = LineDiff.edits(from: old, to: new)
            let keptCount = edits.filter { if case .keep = $0 { true } else { false } }.count
            #expect(apply(edits, old: old, new: new) == new)
            #expect(keptCount == lcsLength(old, new), "old \(old) new \(new)")
        }
    }

    @Test func swappedNeighboursGiveTheMinimalDiffFarPastTheCostLimit() {
        let old = (0..<5000).map { "line \($0)" }
        let new = old.indices.map { old[$0 ^ 1] }
        let edits = LineDiff.edits(from: old, to: new)
        #expect(apply(edits, old: old, new: new) == new)
        #expect(edits.filter { if case .delete = $0 { true } else { false } }.count == 2500)
        #expect(edits.filter { if case .insert = $0 { true } else { false } }.count == 2500)
    }

    /// The lines `UnifiedDiff.format` marks removed and added.
    private func changedLineCounts(old: String, new: String) -> (removed: Int, added: Int) {
        let diff = UnifiedDiff.format(old: old, new: new, oldLabel: "old", newLabel: "new") ?? ""
        let lines = diff.split(separator: "\n").filter {
            !$0.hasPrefix("--- ") && !$0.hasPrefix("+++ ")
        }
        return (lines.filter { $0.hasPrefix("-") }.count, lines.filter { $0.hasPrefix("+") }.count)
    }

    @Test(arguments: ["", "\n"])
    func aTextsDiffIsMinimalWhenItsLastLineMoves(ending: String) {
        // The last line moves up and gains a newline; with the same ending on both sides that
        // is no change of its own.
        let lines = (0..<1000).map { "line \($0)" }
        let swapped = lines.indices.map { lines[$0 ^ 1] }
        let counts = changedLineCounts(
            old: lines.joined(separator: "\n") + ending,
            new: swapped.joined(separator: "\n") + ending)
        #expect(counts.removed == 500 && counts.added == 500)
        let lastTwo = changedLineCounts(
            old: "a\nb\nc" + ending, new: "a\nc\nb" + ending)
        #expect(lastTwo.removed == 1 && lastTwo.added == 1)
    }

    @Test func randomTextsWithTheSameEndingGiveMinimalDiffs() {
        var generator = ExplorationRandom(seed: 11)
        for _ in 0..<300 {
            let alphabet = ["a", "b", "c", "d"].prefix(Int(generator.next() % 4) + 1)
            let old = (0..<Int(generator.next() % 20) + 1).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let new = (0..<Int(generator.next() % 20) + 1).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let ending = generator.next() % 2 == 0 ? "" : "\n"
            let counts = changedLineCounts(
                old: old.joined(separator: "\n") + ending,
                new: new.joined(separator: "\n") + ending)
            let kept = lcsLength(old, new)
            #expect(
                counts.removed == old.count - kept && counts.added == new.count - kept,
                "old \(old) new \(new) ending \(ending.debugDescription)")
        }
    }

    @Test func largeReorderingStillGivesAValidScript() {
        // Far past the search's cost limit, with repeated lines so the search must run: the
        // script may be longer than minimal but valid.
        let old = (0..<3000).map { "line \($0 % 1000)" }
        let new = Array(old.reversed())
        let edits = LineDiff.edits(from: old, to: new)
        #expect(apply(edits, old: old, new: new) == new)
    }

    @Test func everyOtherLineChangedKeepsTheUnchangedHalf() {
        let old = (0..<5000).map { "line \($0)" }
        let new = old.indices.map { $0 % 2 == 0 ? old[$0] : "changed \($0)" }
        let edits = LineDiff.edits(from: old, to: new)
        #expect(edits.filter { if case .keep = $0 { true } else { false } }.count == 2500)
        #expect(edits.count == 7500)
    }
}

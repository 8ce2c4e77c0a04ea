/// Order numbers kept as the runs they make (`1001...1050` is one run), so a set-aside copy's
/// numbers take memory by their gaps, not by their count.
///
/// A copy of a history with 400,000 orders, numbered one after another, is one run. A copy
/// whose numbers are scattered stops being kept at ``mostRuns`` (``isComplete`` then false):
/// searching a hostile copy of 313 MB took 709 MB as a set of every number (found by a hostile
/// tester).
struct HeldNumbers: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The runs, in order, none touching another.
    private(set) var runs: [ClosedRange<Int>] = []
    /// Whether every number inserted is kept: false once one would have made more than
    /// ``mostRuns`` runs.
    private(set) var isComplete = true

    /// The most runs kept (``StoreError/setAsideHistoryScattered(path:)`` says the number):
    /// 320 KB, and a copy that scatters them is still searched in well
    /// under a second, though each is put in its place among the others.
    static let mostRuns = 20_000

    /// These numbers.
    init(arrayLiteral numbers: Int...) {
        for number in numbers { insert(number) }
    }

    /// No numbers.
    init() {}

    /// The run `number` is in; `nil` when it is none of them.
    func run(holding number: Int) -> ClosedRange<Int>? {
        let index = firstRun(endingAtOrAfter: number)
        return index < runs.count && runs[index].contains(number) ? runs[index] : nil
    }

    /// Every number any of `copies` holds, their runs joined where they meet.
    ///
    /// What the numbering passes a run at once. Asked copy by copy, 100 copies whose runs
    /// interleave took 87 s to pass two million numbers (found by a hostile tester). Not capped at ``mostRuns``: each copy's runs already are, and are already in memory.
    init(joining copies: [SetAsideHistory]) {
        let all = copies.flatMap(\.numbers.runs).sorted { $0.lowerBound < $1.lowerBound }
        for run in all {
            if let last = runs.last, run.lowerBound <= last.upperBound + 1 {
                runs[runs.count - 1] = last.lowerBound...max(last.upperBound, run.upperBound)
            } else {
                runs.append(run)
            }
        }
        isComplete = copies.allSatisfy(\.numbers.isComplete)
    }

    /// The last number of the run `number` is in (`1050` for `1001` of `1001...1050`); `nil`
    /// when it is none of them: what the numbering passes at once.
    func heldThrough(_ number: Int) -> Int? {
        run(holding: number)?.upperBound
    }

    /// Adds `number`, joining the runs it touches.
    mutating func insert(_ number: Int) {
        insert(number...number)
    }

    /// Adds the numbers of `run`, joining the runs it overlaps or touches.
    mutating func insert(_ run: ClosedRange<Int>) {
        let first = firstRun(endingAtOrAfter: run.lowerBound - 1)
        var last = first
        // The runs from `first` that overlap it or touch it (`1001...1002` and `1003`).
        while last < runs.count, runs[last].lowerBound <= run.upperBound + 1 { last += 1 }
        guard first < last else {
            guard runs.count < Self.mostRuns else {
                isComplete = false
                return
            }
            runs.insert(run, at: first)
            return
        }
        let joined =
            min(
                runs[first].lowerBound, run.lowerBound)...max(
                runs[last - 1].upperBound, run.upperBound)
        runs.replaceSubrange(first..<last, with: [joined])
    }

    /// The index of the first run whose last number is `number` or later; `runs.count` when
    /// none is.
    private func firstRun(endingAtOrAfter number: Int) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].upperBound < number { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

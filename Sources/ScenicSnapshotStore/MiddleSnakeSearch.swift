/// The longest-common-subsequence search behind ``LineDiff``: Myers' linear-space
/// divide and conquer on two sequences of interned line numbers.
struct MiddleSnakeSearch {
    /// A pair of indices whose elements are equal and part of the common subsequence.
    struct Match: Equatable {
        var old: Int
        var new: Int
    }

    private let old: [Int32]
    private let new: [Int32]
    /// Furthest x reached on each diagonal, searching forwards; shared by all subproblems
    /// because a step only reads diagonals it wrote in the previous step.
    private var forward: [Int]
    /// Furthest distance from the end reached on each diagonal, searching backwards.
    private var backward: [Int]
    private let offset: Int
    private var found: [Match] = []

    init(old: [Int32], new: [Int32]) {
        self.old = old
        self.new = new
        let maximum = (old.count + new.count + 1) / 2
        offset = maximum + 1
        forward = [Int](repeating: 0, count: 2 * maximum + 3)
        backward = forward
    }

    /// Returns the matched index pairs in increasing order.
    mutating func matches() -> [Match] {
        if let unique = Self.uniqueMatches(old: old, new: new) { return unique }
        found = []
        found.reserveCapacity(min(old.count, new.count))
        solve(oldLow: 0, oldHigh: old.count, newLow: 0, newHigh: new.count)
        return found
    }

    /// The longest common subsequence when no element occurs twice on either side, or `nil`.
    ///
    /// Then each element of `new` has at most one partner in `old`, and the longest common
    /// subsequence is the longest increasing run of those partners' positions: exact, in
    /// O(n log n), however far lines moved. Reordered lines, such as swapped neighbours, would
    /// otherwise cost the Myers search more steps than ``costLimit`` allows and end up with a
    /// few more changed lines than needed.
    static func uniqueMatches(old: [Int32], new: [Int32]) -> [Match]? {
        let idCount = Int((old.max() ?? -1) + 1)
        var oldPosition = [Int](repeating: -1, count: idCount)
        for (index, id) in old.enumerated() {
            guard oldPosition[Int(id)] < 0 else { return nil }
            oldPosition[Int(id)] = index
        }
        var seenInNew = [Bool](repeating: false, count: idCount)
        for id in new where Int(id) < idCount {
            guard !seenInNew[Int(id)] else { return nil }
            seenInNew[Int(id)] = true
        }
        // Patience sorting: tails[length - 1] is the new index ending the best increasing run
        // of that length; previous links each element to the one before it in its run.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: new.count)
        for (newIndex, id) in new.enumerated() where Int(id) < idCount {
            let position = oldPosition[Int(id)]
            guard position >= 0 else { continue }
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if oldPosition[Int(new[tails[middle]])] < position {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            previous[newIndex] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(newIndex) } else { tails[low] = newIndex }
        }
        var matches: [Match] = []
        matches.reserveCapacity(tails.count)
        var newIndex = tails.last ?? -1
        while newIndex >= 0 {
            matches.append(Match(old: oldPosition[Int(new[newIndex])], new: newIndex))
            newIndex = previous[newIndex]
        }
        return matches.reversed()
    }

    private mutating func solve(oldLow: Int, oldHigh: Int, newLow: Int, newHigh: Int) {
        var oldLow = oldLow
        var newLow = newLow
        var oldHigh = oldHigh
        var newHigh = newHigh
        while oldLow < oldHigh && newLow < newHigh && old[oldLow] == new[newLow] {
            found.append(Match(old: oldLow, new: newLow))
            oldLow += 1
            newLow += 1
        }
        var suffix = 0
        while oldLow < oldHigh && newLow < newHigh && old[oldHigh - 1] == new[newHigh - 1] {
            oldHigh -= 1
            newHigh -= 1
            suffix += 1
        }
        if oldLow < oldHigh && newLow < newHigh {
            // Both ends differ, so the edit distance is at least 2 and each half of the split
            // holds at least one edit: the recursion always shrinks.
            let snake = middleSnake(
                oldLow: oldLow, oldHigh: oldHigh, newLow: newLow, newHigh: newHigh)
            solve(oldLow: oldLow, oldHigh: snake.oldStart, newLow: newLow, newHigh: snake.newStart)
            for step in 0..<(snake.oldEnd - snake.oldStart) {
                found.append(Match(old: snake.oldStart + step, new: snake.newStart + step))
            }
            solve(oldLow: snake.oldEnd, oldHigh: oldHigh, newLow: snake.newEnd, newHigh: newHigh)
        }
        for step in 0..<suffix {
            found.append(Match(old: oldHigh + step, new: newHigh + step))
        }
    }

    /// Search steps after which a subproblem takes a good split instead of the best one.
    ///
    /// Diffs with up to about twice this many changed lines are minimal; bigger ones, such as a
    /// reversed file, stay fast at the price of a few more lines in the diff.
    static let costLimit = 256

    /// The point the forward search got furthest in `d` steps, relative to the subproblem.
    ///
    /// It lies strictly inside the subproblem (the search made `d` ≥ 1 steps and did not
    /// reach the end), so both halves of a split there are smaller.
    private static func furthestForwardPoint(
        d: Int, n: Int, m: Int, offset: Int, vf: UnsafeMutableBufferPointer<Int>
    ) -> (x: Int, y: Int) {
        var bestX = 0
        var bestY = 0
        for k in stride(from: -d, through: d, by: 2) {
            let x = min(vf[offset + k], n)
            let y = x - k
            if y >= 0 && y <= m && x + y > bestX + bestY {
                bestX = x
                bestY = y
            }
        }
        return (bestX, bestY)
    }

    private struct Snake {
        var oldStart: Int
        var newStart: Int
        var oldEnd: Int
        var newEnd: Int
    }

    private mutating func middleSnake(
        oldLow: Int, oldHigh: Int, newLow: Int, newHigh: Int
    ) -> Snake {
        let n = oldHigh - oldLow
        let m = newHigh - newLow
        let delta = n - m
        let odd = delta & 1 != 0
        let limit = (n + m + 1) / 2
        let offset = self.offset
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        return old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                forward.withUnsafeMutableBufferPointer { vf in
                    backward.withUnsafeMutableBufferPointer { vb in
                        for d in 0...limit {
                            if d > MiddleSnakeSearch.costLimit {
                                let point = MiddleSnakeSearch.furthestForwardPoint(
                                    d: d - 1, n: n, m: m, offset: offset, vf: vf)
                                return Snake(
                                    oldStart: oldLow + point.x, newStart: newLow + point.y,
                                    oldEnd: oldLow + point.x, newEnd: newLow + point.y)
                            }
                            for k in stride(from: -d, through: d, by: 2) {
                                var x: Int
                                if k == -d || (k != d && vf[offset + k - 1] < vf[offset + k + 1]) {
                                    x = vf[offset + k + 1]
                                } else {
                                    x = vf[offset + k - 1] + 1
                                }
                                var y = x - k
                                let startX = x
                                let startY = y
                                while x < n && y < m && a[oldLow + x] == b[newLow + y] {
                                    x += 1
                                    y += 1
                                }
                                vf[offset + k] = x
                                let reverseK = delta - k
                                if odd && reverseK >= -(d - 1) && reverseK <= d - 1
                                    && x + vb[offset + reverseK] >= n
                                {
                                    return Snake(
                                        oldStart: oldLow + startX, newStart: newLow + startY,
                                        oldEnd: oldLow + x, newEnd: newLow + y)
                                }
                            }
                            for k in stride(from: -d, through: d, by: 2) {
                                var x: Int
                                if k == -d || (k != d && vb[offset + k - 1] < vb[offset + k + 1]) {
                                    x = vb[offset + k + 1]
                                } else {
                                    x = vb[offset + k - 1] + 1
                                }
                                var y = x - k
                                let startX = x
                                let startY = y
                                while x < n && y < m
                                    && a[oldHigh - 1 - x] == b[newHigh - 1 - y]
                                {
                                    x += 1
                                    y += 1
                                }
                                vb[offset + k] = x
                                let forwardK = delta - k
                                if !odd && forwardK >= -d && forwardK <= d
                                    && vf[offset + forwardK] + x >= n
                                {
                                    return Snake(
                                        oldStart: oldLow + n - x, newStart: newLow + m - y,
                                        oldEnd: oldLow + n - startX, newEnd: newLow + m - startY)
                                }
                            }
                        }
                        // Unreachable: the paths always meet by step `limit`.
                        preconditionFailure("Myers search did not meet in the middle")
                    }
                }
            }
        }
    }
}

import Scenic
import Testing

@testable import StorefrontKit

/// The order numbers of a set-aside copy, kept as runs: the same answers as a set of every
/// number, in memory bounded by the runs, not the count.
@Suite struct HeldNumbersTests {
    @Test func runsJoinWhereTheyTouch() {
        var held: HeldNumbers = [1005, 1001, 1003]
        #expect(held.runs == [1001...1001, 1003...1003, 1005...1005])
        held.insert(1002)
        #expect(held.runs == [1001...1003, 1005...1005])
        held.insert(1004)
        #expect(held.runs == [1001...1005])
        held.insert(1003)
        #expect(held.runs == [1001...1005])
        held.insert(999)
        held.insert(2000...2003)
        held.insert(1000...2001)
        #expect(held.runs == [999...2003])
        #expect(
            held.heldThrough(1500) == 2003 && held.heldThrough(998) == nil
                && held.heldThrough(2004) == nil)
    }

    /// Numbers in any order give the runs a set of them makes, and answer as it does.
    @Test(arguments: [1, 2, 3, 4, 5])
    func answersAsASetDoes(seed: UInt64) {
        let random = SessionRandom(seed: seed)
        var numbers = Set<Int>()
        var held = HeldNumbers()
        for _ in 0..<3_000 {
            let number = 1_001 + Int(random.next() % 5_000)
            numbers.insert(number)
            held.insert(number)
        }
        #expect(held.isComplete)
        for number in 1_000...6_002 {
            #expect((held.heldThrough(number) != nil) == numbers.contains(number))
        }
        #expect(held.runs.reduce(0) { $0 + $1.count } == numbers.count)
        #expect(
            zip(held.runs, held.runs.dropFirst()).allSatisfy { $0.upperBound + 1 < $1.lowerBound })
    }

    /// The numbering passes the copies' joined runs a run at once: it walked number by
    /// number asking every copy, 59 s for 1,001 copies beside one of 480,000 numbers, and 87 s
    /// for 100 copies whose runs interleave, with the folder locked (found by hostile testers).
    @Test func theNumberingPassesTheCopiesJoinedRuns() {
        let copy = { (numbers: HeldNumbers) in
            SetAsideHistory(path: "c", numbers: numbers, checkouts: [], isReadable: true)
        }
        var long = HeldNumbers()
        long.insert(1_001...481_000)
        // Two copies that interleave: odd numbers in one, even in the other.
        var odd = HeldNumbers()
        var even = HeldNumbers()
        for number in 481_001...483_000 {
            if number.isMultiple(of: 2) { even.insert(number) } else { odd.insert(number) }
        }
        let copies =
            [copy(long), copy(odd), copy(even), copy([483_002])]
            + Array(repeating: copy([]), count: 1_000)
        let joined = HeldNumbers(joining: copies)
        #expect(joined.runs == [1_001...483_000, 483_002...483_002])
        #expect(joined.isComplete)
        var asked = 0
        let next = Order.nextNumber(after: [], lastIssued: 1_000) { number in
            asked += 1
            return joined.heldThrough(number)
        }
        #expect(next == 483_001)
        #expect(asked == 2)
    }

    /// A copy whose numbers scatter past the most runs kept is no longer complete: an order
    /// is then refused rather than given a number it may hold.
    @Test func scatteredNumbersStopBeingKept() {
        var held = HeldNumbers()
        for index in 0..<HeldNumbers.mostRuns { held.insert(1_001 + 2 * index) }
        #expect(held.isComplete)
        held.insert(1_001 + 2 * HeldNumbers.mostRuns)
        #expect(!held.isComplete)
        #expect(held.runs.count == HeldNumbers.mostRuns)
        // A number that joins a run kept is still kept.
        held.insert(1_002)
        #expect(held.heldThrough(1_002) != nil)
    }
}

import Foundation
import Scenic

/// A sample of a space too large for every run to check whole: the values that matter most,
/// always, and a random share of the rest, a different share on every run.
///
/// Property tests check what every value of a space must keep (every width, every scalar). A
/// sweep of all of them on every run makes `swift test` slow; a sample checks the edges every
/// time and, run after run, the rest. A failing sample is reproduced from its seed, which every
/// failure message names (``reproduction``):
///
/// ```
/// SCENIC_TEST_SEED=1234 swift test --filter LayoutPropertyTests
/// ```
public enum TestSample {
    /// The seed of this run's samples: `SCENIC_TEST_SEED`, or a new one when it is not set.
    ///
    /// A value that is not a number stops the run: taken for unset, it checked another sample
    /// than the one asked for, and said nothing (found by a newcomer).
    public static let seed: UInt64 = {
        guard let given = ProcessInfo.processInfo.environment["SCENIC_TEST_SEED"] else {
            return UInt64.random(in: 1...999_999)
        }
        guard let seed = UInt64(given) else {
            fatalError(
                "SCENIC_TEST_SEED is \"\(given)\", not a seed: give the number a failure named "
                    + "(SCENIC_TEST_SEED=1234 swift test), or unset it for a new sample.")
        }
        return seed
    }()

    /// What a failure message says to check the same sample again.
    public static var reproduction: String {
        "sample seed \(seed); SCENIC_TEST_SEED=\(seed) swift test checks the same sample again"
    }

    /// Every value of `always` (values of `values`), then `count` other values of `values`
    /// picked at random, in the order of `values`.
    ///
    /// A test's sample follows from the run's seed and `name` alone, whichever tests run
    /// before it or beside it.
    public static func of<Values: RandomAccessCollection>(
        _ values: Values, count: Int, always: [Values.Element] = [], name: String = #function
    ) -> [Values.Element] where Values.Element: Hashable {
        var random = generator(name)
        let kept = Set(always)
        var offsets = Set<Int>()
        while offsets.count < min(count, values.count - kept.count) {
            let offset = Int.random(in: 0..<values.count, using: &random)
            if !kept.contains(values[values.index(values.startIndex, offsetBy: offset)]) {
                offsets.insert(offset)
            }
        }
        return always
            + offsets.sorted().map { values[values.index(values.startIndex, offsetBy: $0)] }
    }

    /// A generator of random values for `name`'s sample, for tests that make their cases.
    package static func generator(_ name: String = #function) -> ExplorationRandom {
        // FNV-1a: the standard library's hash differs from process to process.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return ExplorationRandom(seed: seed ^ hash)
    }
}

/// The explorer's own random numbers: SplitMix64.
///
/// The same seed gives the same numbers on every machine and every Swift release (the system
/// generator is neither seeded nor stable). Tests that want replayable random input use it too.
package struct ExplorationRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Numbers that follow from `seed` alone.
    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// One of `values`, which must not be empty.
    mutating func pick<Value>(_ values: [Value]) -> Value {
        values[Int.random(in: 0..<values.count, using: &self)]
    }

    /// Whether an event of `probability` (0 to 1) happens.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}

import Synchronization

/// The random numbers for workers that need them (a shuffled deck, a roll of the dice): drawn
/// from a seed, so a story, a replay and an exploration draw the same numbers every run.
///
/// A Logic never draws a random number; a worker draws from this generator and hands what it
/// drew to the Logic in an action, as it hands it the date from a ``SessionClock``. Take it
/// from the launch (``AppLaunch/random``) in the app, and from the story in a story test
/// (`story.random`):
///
/// ```swift
/// struct Dealer: Sendable {
///     let random: SessionRandom
///     func shuffled(_ cards: [Card]) -> [Card] {
///         var random = random  // the same generator: a class, passed `inout`
///         return cards.shuffled(using: &random)
///     }
/// }
/// ```
///
/// At a terminal and for piped input the seed is new every run (`SCENIC_SEED` sets it), and
/// `--record` writes it as the story's `# seed:`; a story, its `--replay` and `--explore` draw
/// from the story's `# seed:`, else from 0. Every platform draws the same numbers from the
/// same seed. It is not for secrets: anyone who knows the seed knows every number.
public final class SessionRandom: RandomNumberGenerator, Sendable {
    /// The seed the numbers are drawn from, as a story's `# seed:` writes it.
    public let seed: UInt64
    /// Where the generator is in its sequence.
    private let state: Mutex<UInt64>
    /// Whether a number was drawn: a story that sets its `# seed:` for an app that never drew
    /// fails, and a recording whose app never drew drops the line.
    private let drawn = Mutex(false)

    /// A generator that draws the same numbers from `seed` every time it is made.
    public init(seed: UInt64) {
        self.seed = seed
        state = Mutex(seed)
    }

    /// A generator with a seed of its own, new every run: the system's random numbers choose
    /// it, and ``seed`` says which it was.
    public static func system() -> SessionRandom {
        SessionRandom(seed: UInt64.random(in: .min ... .max))
    }

    /// The next random number.
    public func next() -> UInt64 {
        drawn.withLock { $0 = true }
        // SplitMix64 (Steele, Lea and Flood): small, fast, and the same on every platform,
        // which the standard library's generator promises nowhere.
        var value = state.withLock { state in
            state &+= 0x9E37_79B9_7F4A_7C15
            return state
        }
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// Whether a number was drawn since the generator was made or restarted.
    package var wasDrawn: Bool { drawn.withLock { $0 } }

    /// Starts the sequence from ``seed`` again: a story replayed twice draws the same numbers
    /// each time.
    package func restart() {
        state.withLock { $0 = seed }
        drawn.withLock { $0 = false }
    }

    /// How a seed is written in a story's `# seed:`.
    package static func storyText(of seed: UInt64) -> String { String(seed) }

    /// The seed `text` gives: a whole number from 0 to 18446744073709551615, in decimal digits
    /// only; `nil` for anything else.
    package static func seed(from text: String) -> UInt64? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return UInt64(text)
    }
}

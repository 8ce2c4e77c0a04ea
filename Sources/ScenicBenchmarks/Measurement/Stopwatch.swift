/// Times work with `ContinuousClock`: warm-up runs first, then the median of the repetitions.
///
/// Each timed body returns a number derived from what it computed; the stopwatch adds them up
/// in ``checksum`` so the optimizer cannot drop the work as unused.
struct Stopwatch {
    /// Untimed runs before the timed ones, to fill caches and settle allocations.
    var warmups: Int
    /// Timed runs; the median of them is reported.
    var repetitions: Int
    /// The sum of every body's result.
    private(set) var checksum = 0

    init(warmups: Int, repetitions: Int) {
        self.warmups = warmups
        self.repetitions = repetitions
    }

    /// The median seconds one run of `body` takes.
    mutating func median(_ body: () async -> Int) async -> Double {
        for _ in 0..<warmups { checksum &+= await body() }
        var samples: [Double] = []
        for _ in 0..<repetitions { samples.append(await time(body)) }
        return Self.median(of: samples)
    }

    /// Times `subject` and `floor` alternately, so both see the same load from other processes.
    ///
    /// The ratio is the median of the per-repetition ratios: a burst of load on a shared
    /// machine then spoils one pair instead of skewing one side.
    mutating func compare(
        _ subject: () async -> Int, against floor: () async -> Int
    ) async -> Comparison {
        for _ in 0..<warmups {
            checksum &+= await subject()
            checksum &+= await floor()
        }
        var subjectSamples: [Double] = []
        var floorSamples: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<repetitions {
            let subjectSeconds = await time(subject)
            let floorSeconds = await time(floor)
            subjectSamples.append(subjectSeconds)
            floorSamples.append(floorSeconds)
            ratios.append(subjectSeconds / floorSeconds)
        }
        return Comparison(
            subjectSeconds: Self.median(of: subjectSamples),
            floorSeconds: Self.median(of: floorSamples), ratio: Self.median(of: ratios))
    }

    private mutating func time(_ body: () async -> Int) async -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        checksum &+= await body()
        return Self.seconds(clock.now - start)
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    private static func median(of samples: [Double]) -> Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

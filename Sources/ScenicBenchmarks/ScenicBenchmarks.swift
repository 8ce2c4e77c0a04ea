import Foundation

/// Runs every benchmark and prints a table for people, then one `<metric> <value>` line per
/// metric for machines.
///
/// Each metric is a ratio against a floor timed in the same run, or a growth between two sizes,
/// so a busy shared machine moves both sides together. Run it in release builds only:
/// `swift run -c release scenic-benchmarks`.
@main
struct ScenicBenchmarks {
    static func main() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        print("Scenic benchmarks on \(Machine.summary)")
        #if DEBUG
            print("warning: debug build; figures mean nothing (use swift run -c release)")
        #endif

        var stopwatch = Stopwatch(warmups: 2, repetitions: 11)
        var report = MetricReport()
        let snapshots = try SnapshotBenchmark()
        defer { snapshots.tearDown() }
        report.add(try await snapshots.run(&stopwatch))
        report.add(await DiffBenchmark().run(&stopwatch))
        report.add(await PipelineBenchmark().run(&stopwatch))
        // A story replay is long on its own, so fewer repetitions keep the run short.
        var storyStopwatch = Stopwatch(warmups: 1, repetitions: 5)
        report.add(await StoryBenchmark().run(&storyStopwatch))
        report.add(await RenderBenchmark().run(&stopwatch))

        let total = Stopwatch.seconds(clock.now - start)
        report.add(Metric("run.total.s", total, decimals: 1, unit: "s", summary: "this whole run"))
        print()
        print(report.table)
        print()
        print("Total time \(Metric.format(total, decimals: 1)) s (checksum \(stopwatch.checksum &+ storyStopwatch.checksum))")
        print()
        print(report.machineLines)
    }
}

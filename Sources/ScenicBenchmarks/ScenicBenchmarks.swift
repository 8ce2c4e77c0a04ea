import Foundation

/// Runs every benchmark and prints a table for people, then one `<metric> <value>` line per
/// metric for machines.
///
/// Each metric is a ratio against a floor timed in the same run, or a growth between two sizes,
/// so a busy shared machine moves both sides together. Run it in release builds only:
/// `swift run -c release scenic-benchmarks`.
///
/// Arguments name the groups to run (`snapshot`, `diff`, `pipeline`, `story`, `render`,
/// `data`, `lineeditor`, `explore`, `start`; all by default); `--once` runs each measurement once
/// without warm-up, for a profiler such as `valgrind --tool=callgrind`.
@main
struct ScenicBenchmarks {
    static let groups = [
        "snapshot", "diff", "pipeline", "story", "render", "data", "lineeditor", "explore",
        "start",
    ]

    static func main() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        let arguments = Array(CommandLine.arguments.dropFirst())
        let once = arguments.contains("--once")
        let requested = arguments.filter { $0 != "--once" }
        for group in requested where !groups.contains(group) {
            print(
                "scenic-benchmarks: unknown group \(group); choose from \(groups.joined(separator: ", "))"
            )
            exit(64)
        }
        let selected = requested.isEmpty ? groups : requested
        print("Scenic benchmarks on \(Machine.summary)")
        #if DEBUG
            print("warning: debug build; figures mean nothing (use swift run -c release)")
        #endif

        var stopwatch = Stopwatch(warmups: once ? 0 : 2, repetitions: once ? 1 : 11)
        // A story replay is long on its own, so fewer repetitions keep the run short.
        var storyStopwatch = Stopwatch(warmups: once ? 0 : 1, repetitions: once ? 1 : 5)
        var report = MetricReport()
        if selected.contains("snapshot") {
            let snapshots = try SnapshotBenchmark()
            defer { snapshots.tearDown() }
            report.add(try await snapshots.run(&stopwatch))
        }
        if selected.contains("diff") { report.add(await DiffBenchmark().run(&stopwatch)) }
        if selected.contains("pipeline") { report.add(await PipelineBenchmark().run(&stopwatch)) }
        if selected.contains("story") { report.add(await StoryBenchmark().run(&storyStopwatch)) }
        if selected.contains("render") { report.add(await RenderBenchmark().run(&stopwatch)) }
        if selected.contains("data") {
            let data = try DataFileBenchmark()
            defer { data.tearDown() }
            report.add(await data.run(&stopwatch))
        }
        if selected.contains("lineeditor") {
            report.add(await LineEditorBenchmark().run(&stopwatch))
        }
        if selected.contains("explore") {
            report.add(await ExploreBenchmark().run(&storyStopwatch))
        }
        if selected.contains("start") {
            do {
                let firstScreen = try FirstScreenBenchmark()
                defer { firstScreen.tearDown() }
                report.add(await firstScreen.run(&stopwatch))
            } catch {
                print("start: skipped: \(error)")
            }
        }

        let total = Stopwatch.seconds(clock.now - start)
        report.add(Metric("run.total.s", total, decimals: 1, unit: "s", summary: "this whole run"))
        print()
        print(report.table)
        print()
        print(
            "Total time \(Metric.format(total, decimals: 1)) s (checksum \(stopwatch.checksum &+ storyStopwatch.checksum))"
        )
        print()
        print(report.machineLines)
    }
}

import Foundation
import ScenicSnapshotStore
import ScenicTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asserts 2,000 stored, matching 80×24 screens with the public `assertSnapshot(of:)`, as a test
/// function does, and compares that with reading the same files and comparing their bytes.
///
/// The assertions are unnamed calls from one function, ``assertEveryScreen()``, so they take
/// everything a test's own call takes: the suite from the file path, the test from `#function`,
/// a number from the counter, the package root, the mode from the environment, reading and
/// comparing, and in pending mode making sure no stale `.txt.new` is left.
struct SnapshotBenchmark {
    static let screenCount = 2_000

    /// A temporary package root: `Package.swift` plus
    /// `Snapshots/SnapshotBenchmark/assertEveryScreen.<n>.txt`, where `<n>` counts from 1.
    private let root: URL
    private let screens: [String]
    /// The screens' bytes, for the floor, which never makes a String.
    private let screenBytes: [[UInt8]]
    private let storedPaths: [String]
    /// The suite and test an unnamed `assertSnapshot(of:)` in ``assertEveryScreen()`` takes.
    private static let suite = "SnapshotBenchmark"
    private static let test = "assertEveryScreen"

    /// Writes the screens with the same writer the assertions use.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenic-benchmarks-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1\n".utf8).write(
            to: root.appendingPathComponent("Package.swift"))
        screens = (0..<Self.screenCount).map(Self.screen(number:))
        screenBytes = screens.map { Array($0.utf8) }
        var paths: [String] = []
        for (number, screen) in zip(1..., screens) {
            let location = try SnapshotLocation(
                suite: Self.suite, test: Self.test, name: "\(number)")
            let url = root.appendingPathComponent(location.storedPath)
            try SnapshotFile.write(screen, to: url, shownAs: location.storedPath)
            paths.append(url.path)
        }
        storedPaths = paths
        // This file's assertions find their package root from `#filePath`, which lies in the
        // Scenic checkout; point it at the temporary package instead, as if this file were in it.
        SnapshotSites.shared.usePackageRoot(root.path, forFile: #filePath)
    }

    /// Removes the temporary package root.
    func tearDown() {
        try? FileManager.default.removeItem(at: root)
    }

    func run(_ stopwatch: inout Stopwatch) async throws -> [Metric] {
        // The mode comes from the environment, as in a test run; each comparison sets it, and
        // CI is cleared so that pending really is pending. Both are restored afterwards.
        let names: [String] = [SnapshotMode.variable, "CI"]
        let saved = names.map {
            ($0, getenv($0).map { String(cString: $0) })
        }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        unsetenv("CI")
        setenv(SnapshotMode.variable, "verify", 1)
        try checkEverythingMatches()
        let verifyComparison = await stopwatch.compare(
            assertEveryScreen, against: readAndCompareAll)
        setenv(SnapshotMode.variable, "pending", 1)
        let pendingComparison = await stopwatch.compare(
            assertEveryScreen, against: readAndCompareAll)
        // With the pending marker set (the package has pending files somewhere), each run
        // lists the folder once to clean up stale ones.
        try PendingMarker.set(atRoot: root.path)
        let listedComparison = await stopwatch.compare(
            assertEveryScreen, against: readAndCompareAll)
        PendingMarker.clear(atRoot: root.path)
        let perAssertion = 1e6 / Double(Self.screenCount)
        return [
            Metric(
                "snapshot.match.us", pendingComparison.subjectSeconds * perAssertion, unit: "µs",
                summary: "one matching 80×24 assertSnapshot(of:), unnamed (default pending mode)"),
            Metric(
                "snapshot.floor.us", pendingComparison.floorSeconds * perAssertion, unit: "µs",
                summary: "open, read, close, memcmp with the text's bytes (floor)"),
            Metric(
                "snapshot.match.ratio", pendingComparison.ratio, unit: "×", target: .atMost(1.3),
                summary: "assertion ÷ floor, pending mode (the default outside CI)"),
            Metric(
                "snapshot.match.verify.ratio", verifyComparison.ratio, unit: "×",
                target: .atMost(1.3), summary: "assertion ÷ floor, verify mode (CI)"),
            Metric(
                "snapshot.match.listed.ratio", listedComparison.ratio, unit: "×",
                summary: "the same, pending mode with pending files elsewhere (folder listed)"),
        ]
    }

    /// Fails loudly if a screen does not match: a benchmark of the failure path would be wrong.
    ///
    /// The same assertions as ``assertEveryScreen()`` makes, but returning the failure.
    private func checkEverythingMatches() throws {
        for (number, screen) in zip(1..., screens) {
            let assertion = SnapshotAssertion(
                suite: .named(Self.suite), test: .named(Self.test), name: "\(number)",
                filePath: #filePath)
            if let failure = assertion.run(screen) { throw failure }
        }
        precondition(readAndCompareAll() == Self.screenCount, "the floor must see every match")
    }

    /// What a test function with one unnamed assertion per screen does.
    private func assertEveryScreen() -> Int {
        // Each timed run is a new run of the test: it resolves its names again, counts its
        // unnamed snapshots from 1 and lists the pending files in its folder.
        SnapshotSites.shared.startNewRun()
        for screen in screens {
            assertSnapshot(of: screen)
        }
        return screens.count
    }

    /// The physical floor: open, read and close each file with system calls and compare its
    /// bytes with the expected text's (`memcmp`); no String, nothing else.
    private func readAndCompareAll() -> Int {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var matched = 0
        for (expected, path) in zip(screenBytes, storedPaths) {
            let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
            precondition(descriptor >= 0, "cannot open \(path)")
            let count = buffer.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress!, $0.count)
            }
            close(descriptor)
            // Stored files end with one newline that is not part of the text.
            guard count - 1 == expected.count else { continue }
            let same = buffer.withUnsafeBytes { stored in
                expected.withUnsafeBytes { memcmp(stored.baseAddress!, $0.baseAddress!, $0.count) }
            }
            if same == 0 { matched += 1 }
        }
        return matched
    }

    /// An 80×24 screen that differs from every other one, with box drawing and CJK like real
    /// screens.
    private static func screen(number: Int) -> String {
        let rule = String(repeating: "─", count: 80)
        var lines = ["Screen \(number)", rule, ""]
        for row in 1...18 {
            let cells = "\(row)  抹茶 Matcha  Café Crème  item \(number * 31 + row)  $\(row).50"
            // "抹茶" is two characters but four columns wide.
            lines.append(cells + String(repeating: ".", count: 78 - cells.count))
        }
        lines += ["", rule, "Commands: open N · filter MIN MAX · next · help · back · home · quit"]
        return lines.joined(separator: "\n")
    }
}

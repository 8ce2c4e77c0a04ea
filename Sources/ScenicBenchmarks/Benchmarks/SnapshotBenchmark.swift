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

/// Asserts 2,000 stored, matching 80×24 screens the way `assertSnapshot` does and compares that
/// with reading the same files and comparing the strings directly.
///
/// Each assertion is the one `assertSnapshot(of:suite:test:named:)` runs, whole: it reads the
/// mode from the environment, finds the package root from a test file's path, checks the names,
/// reads the stored file, compares, and in pending mode removes a stale `.txt.new`. Only
/// reporting a failure to the test framework is left out, and nothing fails here.
struct SnapshotBenchmark {
    static let screenCount = 2_000

    /// A temporary package root: `Package.swift` plus `Snapshots/Benchmark/screen.<n>.txt`.
    private let root: URL
    private let screens: [String]
    private let names: [String]
    private let storedPaths: [String]
    /// A test file's path in the temporary package (it need not exist): where the assertions
    /// find the package root from.
    private let testFile: String

    /// Writes the screens with the same writer the assertions use.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenic-benchmarks-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1\n".utf8).write(
            to: root.appendingPathComponent("Package.swift"))
        screens = (0..<Self.screenCount).map(Self.screen(number:))
        names = (0..<Self.screenCount).map { String($0) }
        var paths: [String] = []
        for (screen, name) in zip(screens, names) {
            let location = try SnapshotLocation(suite: "Benchmark", test: "screen", name: name)
            let url = root.appendingPathComponent(location.storedPath)
            try SnapshotFile.write(screen, to: url, shownAs: location.storedPath)
            paths.append(url.path)
        }
        storedPaths = paths
        testFile = root.appendingPathComponent("Tests/BenchmarkTests/ScreenTests.swift").path
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
        setenv(SnapshotMode.variable, "pending", 1)
        try checkEverythingMatches()
        let pendingComparison = await stopwatch.compare(assertAll, against: readAndCompareAll)
        setenv(SnapshotMode.variable, "verify", 1)
        let verifyComparison = await stopwatch.compare(assertAll, against: readAndCompareAll)
        let perAssertion = 1e6 / Double(Self.screenCount)
        return [
            Metric(
                "snapshot.match.us", pendingComparison.subjectSeconds * perAssertion, unit: "µs",
                summary: "one matching 80×24 assertion (default pending mode)"),
            Metric(
                "snapshot.floor.us", pendingComparison.floorSeconds * perAssertion, unit: "µs",
                summary: "read the file and compare the strings (floor)"),
            Metric(
                "snapshot.match.ratio", pendingComparison.ratio, unit: "×", target: .atMost(1.5),
                summary: "assertion ÷ floor, pending mode (the default outside CI)"),
            Metric(
                "snapshot.match.verify.ratio", verifyComparison.ratio, unit: "×",
                target: .atMost(1.5), summary: "assertion ÷ floor, verify mode (CI)"),
        ]
    }

    /// Fails loudly if a screen does not match: a benchmark of the failure path would be wrong.
    private func checkEverythingMatches() throws {
        for (screen, name) in zip(screens, names) {
            if let failure = assertion(named: name).run(screen) { throw failure }
        }
        precondition(readAndCompareAll() == Self.screenCount, "the floor must see every match")
    }

    private func assertAll() -> Int {
        var matched = 0
        for (screen, name) in zip(screens, names) where assertion(named: name).run(screen) == nil {
            matched += 1
        }
        precondition(matched == Self.screenCount, "every assertion must pass")
        return matched
    }

    /// The assertion `assertSnapshot(of: screen, suite: "Benchmark", test: "screen", named:)`
    /// makes in a test file of the temporary package.
    private func assertion(named name: String) -> SnapshotAssertion {
        SnapshotAssertion(
            suite: .named("Benchmark"), test: .named("screen"), name: name, filePath: testFile)
    }

    /// The physical floor: open, read and close each file with system calls, decode its UTF-8
    /// and compare it with the expected text; nothing else.
    private func readAndCompareAll() -> Int {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var matched = 0
        for (screen, path) in zip(screens, storedPaths) {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            precondition(descriptor >= 0, "cannot open \(path)")
            let count = buffer.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress!, $0.count)
            }
            close(descriptor)
            // Stored files end with one newline that is not part of the text.
            let text = String(decoding: buffer[0..<max(0, count - 1)], as: UTF8.self)
            if text == screen { matched += 1 }
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

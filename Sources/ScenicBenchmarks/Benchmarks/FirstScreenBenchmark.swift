import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times how long the built `storefront` and `trivia` take to show their first screen, against
/// a plain Foundation program that prints the same bytes.
///
/// Each start is a whole process, started with `posix_spawn` and waited for: standard input is
/// `/dev/null`, so the app prints its first screen, sees the end of its input and exits;
/// standard output is `/dev/null`. Each app keeps its data in a fresh folder of the run. The
/// floor is compiled in the run (`swiftc -O`, a `main.swift` that imports Foundation and writes
/// the screen's bytes, which it holds as an array literal, with `FileHandle`): what any Swift
/// program that prints that screen pays to start, so the ratio is what the app's own start
/// costs over it. The apps must be built in release beside this executable
/// (`swift build -c release`); the group says so and is skipped when they are not.
struct FirstScreenBenchmark {
    /// Starts per timed run, so a run is long enough for the clock.
    static let starts = 10

    /// The apps timed, by executable name.
    static let apps = ["storefront", "trivia"]

    private let folder: URL
    private let binaries: URL
    private let floor: URL
    private let environment: [String: String]

    /// Why the group cannot run: the apps are not built, or the floor does not compile.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    init() throws {
        let executable =
            (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath()
        binaries = executable.deletingLastPathComponent()
        for app in Self.apps
        where !FileManager.default.isExecutableFile(
            atPath: binaries.appendingPathComponent(app).path)
        {
            throw Unavailable(
                description:
                    "no built \(app) beside this executable; run `swift build -c release` first")
        }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenic-benchmarks-start-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["STOREFRONT_DATA_DIR"] = folder.appendingPathComponent("storefront").path
        environment["TRIVIA_DATA_DIR"] = folder.appendingPathComponent("trivia").path
        for name in ["SCENIC_NOW", "TRIVIA_REMOTE"] { environment[name] = nil }
        self.environment = environment

        // The floor prints exactly what each app printed.
        var cases = ""
        for app in Self.apps {
            let screen = try Self.output(of: binaries.appendingPathComponent(app), environment)
            cases += "case \"\(app)\": screen = \(Array(screen))\n"
        }
        let source = folder.appendingPathComponent("main.swift")
        try Data(
            """
            import Foundation

            let screen: [UInt8]
            switch CommandLine.arguments[1] {
            \(cases)default: screen = []
            }
            FileHandle.standardOutput.write(Data(screen))

            """.utf8
        ).write(to: source)
        floor = folder.appendingPathComponent("floor")
        let compiled = Self.spawn(
            "/usr/bin/env", ["swiftc", "-O", source.path, "-o", floor.path], environment,
            output: nil)
        guard compiled == 0 else {
            throw Unavailable(
                description: "swiftc could not compile the floor (status \(compiled))")
        }
    }

    func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    func run(_ stopwatch: inout Stopwatch) async -> [Metric] {
        var metrics: [Metric] = []
        for app in Self.apps {
            let path = binaries.appendingPathComponent(app).path
            let comparison = await stopwatch.compare(
                { startRepeatedly(path, []) }, against: { startRepeatedly(floor.path, [app]) })
            metrics += comparison.metrics(
                "start.\(app)", count: Self.starts, target: .atMost(1.2),
                subject: "`\(app)` started with nothing to read: its first screen, then exit",
                floor: "a Foundation program printing the same bytes")
        }
        return metrics
    }

    /// Starts `path` ``starts`` times, one after the other; returns the sum of the statuses.
    private func startRepeatedly(_ path: String, _ arguments: [String]) -> Int {
        var statuses = 0
        for _ in 0..<Self.starts {
            statuses += Int(Self.spawn(path, arguments, environment, output: "/dev/null"))
        }
        return statuses
    }

    /// What `executable` prints with nothing to read.
    private static func output(of executable: URL, _ environment: [String: String]) throws
        -> Data
    {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenic-benchmarks-screen-\(getpid())")
        defer { try? FileManager.default.removeItem(at: file) }
        let status = spawn(executable.path, [], environment, output: file.path)
        guard status == 0 else {
            throw Unavailable(description: "\(executable.lastPathComponent) exited with \(status)")
        }
        return try Data(contentsOf: file)
    }

    /// Runs `path` with `arguments`, standard input from `/dev/null` and standard output to
    /// the file `output` (inherited when `nil`); returns its exit status, or -1.
    private static func spawn(
        _ path: String, _ arguments: [String], _ environment: [String: String], output: String?
    ) -> Int32 {
        #if canImport(Darwin)
            // An opaque pointer there, which `init` fills in.
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_addopen(
                &actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var process = pid_t()
        guard posix_spawn(&process, path, &actions, nil, argv, envp) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(process, &status, 0) == -1 && errno == EINTR {}
        // The exit status, as WEXITSTATUS reads it; a signal's death is not 0.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension BuiltProduct {
    /// What a run printed and the most memory it held at once.
    public struct MeasuredOutput {
        /// What the run printed and returned.
        public var output: Output
        /// The process's peak resident set size, in bytes: the most of its memory that was in RAM
        /// at any moment of the run.
        public var peakResidentBytes: Int
    }

    /// Thrown when the executable could not be started or waited for.
    public struct SpawnFailure: Error, CustomStringConvertible {
        /// What failed: `posix_spawn` or `wait4`.
        public var call: String
        /// The error number it returned.
        public var code: Int32
        /// Says what failed, with the system's words for the error.
        public var description: String {
            "\(call) failed: \(String(cString: strerror(code)))."
        }
    }

    /// Thrown when `PeakMemoryProbe` could not run the executable or report on it.
    public struct ProbeFailure: Error, CustomStringConvertible {
        /// What the probe wrote to standard error.
        public var message: String
        /// Says that the probe failed, and its words.
        public var description: String { "PeakMemoryProbe failed: \(message)" }
    }

    /// Runs the executable to its end, as ``run(_:input:in:environment:)`` does, and measures the
    /// most memory it held.
    ///
    /// The peak comes from `wait4`'s resource usage of the executable, taken by
    /// `PeakMemoryProbe`, a small process between this one and the executable (the test target
    /// must depend on it). On Linux a child's peak starts at the peak of the process that
    /// spawned it, so spawned from here it would count the test process, with every test
    /// running beside it, as the executable's own; spawned from the probe it counts a few
    /// megabytes more. The executable's children that it waited for count too.
    ///
    /// The wait is on a thread of its own, so a slow child never holds one of the few threads
    /// the tests' tasks share.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments.
    ///   - input: Bytes on standard input (read from a file, so any size works).
    ///   - environment: This process's environment with these entries changed; a `nil` value
    ///     removes the variable.
    public func runMeasuringPeakMemory(
        _ arguments: [String], input: Data, environment: [String: String?] = [:]
    ) async throws -> MeasuredOutput {
        let url = url
        let probe = try BuiltProduct("PeakMemoryProbe").url
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        try Self.runAndWait(
                            url, arguments, probe: probe, input: input, environment: environment)
                    })
            }
        }
    }

    /// Runs the executable at `url` through `probe` and waits for it on this thread.
    private static func runAndWait(
        _ url: URL, _ arguments: [String], probe: URL, input: Data,
        environment: [String: String?]
    ) throws -> MeasuredOutput {
        // Files, not pipes: nothing has to be read while the child runs, so this thread can
        // simply wait for it.
        let folder = TestFolder.path("scenic-measured")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("input")
        let outputFile = folder.appendingPathComponent("output")
        let errorFile = folder.appendingPathComponent("error")
        let resultFile = folder.appendingPathComponent("result")
        try input.write(to: inputFile)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputFile.path, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(
            &actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let argv = ([probe.path, resultFile.path, url.path] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }

        var child: pid_t = 0
        let spawned = posix_spawn(&child, probe.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw SpawnFailure(call: "posix_spawn", code: spawned) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { throw SpawnFailure(call: "waitpid", code: errno) }
        }
        // `STATUS PEAK-BYTES`: the status as Process reports it (the exit code, or the signal
        // that ended the executable), and its peak.
        let result = (try? String(contentsOf: resultFile, encoding: .utf8)) ?? ""
        let fields = result.split(separator: " ").compactMap { Int($0.filter(\.isNumber)) }
        guard status == 0, fields.count == 2 else {
            throw ProbeFailure(
                message: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
        }
        let (exitStatus, peak) = (Int32(fields[0]), fields[1])
        return MeasuredOutput(
            output: Output(
                status: exitStatus,
                standardOutput: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
                standardError: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""),
            peakResidentBytes: peak)
    }
}

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

    /// Runs the executable to its end, as ``run(_:input:in:environment:)`` does, and measures the
    /// most memory it held.
    ///
    /// The peak comes from `wait4`'s resource usage of this one child, so it is the child's own
    /// high-water mark: unlike reading this process's `/proc/self/status`, it is not raised by
    /// the test process or by the other tests running beside it.
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
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        try Self.runAndWait(url, arguments, input: input, environment: environment)
                    })
            }
        }
    }

    /// Runs the executable at `url` and waits for it on this thread.
    private static func runAndWait(
        _ url: URL, _ arguments: [String], input: Data, environment: [String: String?]
    ) throws -> MeasuredOutput {
        // Files, not pipes: nothing has to be read while the child runs, so this thread can
        // simply wait for it.
        let folder = TestFolder.path("scenic-measured")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("input")
        let outputFile = folder.appendingPathComponent("output")
        let errorFile = folder.appendingPathComponent("error")
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
        let argv = ([url.path] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }

        var child: pid_t = 0
        let spawned = posix_spawn(&child, url.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw SpawnFailure(call: "posix_spawn", code: spawned) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw SpawnFailure(call: "wait4", code: errno) }
        }
        // The status as Process reports it: the exit code, or the signal that ended the child.
        let signal = status & 0x7F
        let exitStatus = signal == 0 ? (status >> 8) & 0xFF : signal
        #if canImport(Darwin)
            let peak = Int(usage.ru_maxrss)  // Darwin counts bytes.
        #else
            let peak = Int(usage.ru_maxrss) * 1_024  // Linux counts kibibytes.
        #endif
        return MeasuredOutput(
            output: Output(
                status: exitStatus,
                standardOutput: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
                standardError: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""),
            peakResidentBytes: peak)
    }
}

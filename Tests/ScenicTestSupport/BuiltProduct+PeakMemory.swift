import Foundation

extension BuiltProduct {
    /// What a run printed and the most memory it held at once.
    public struct MeasuredOutput {
        /// What the run printed and returned.
        public var output: Output
        /// The process's peak resident set size, in bytes: the most of its memory that was in RAM
        /// at any moment of the run.
        public var peakResidentBytes: Int
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

        // Through Process, which closes every other descriptor in the child: started with
        // `posix_spawn`, the probe and the executable would hold the pipes that other tests of
        // this process have open, and keep their readers waiting until this run ends.
        let process = Process()
        process.executableURL = probe
        process.arguments = [resultFile.path, url.path] + arguments
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        for file in [outputFile, errorFile] {
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        }
        let files = [
            try FileHandle(forReadingFrom: inputFile), try FileHandle(forWritingTo: outputFile),
            try FileHandle(forWritingTo: errorFile),
        ]
        (process.standardInput, process.standardOutput, process.standardError) =
            (files[0], files[1], files[2])
        // The child has its own copies; these would go to children other tests start meanwhile.
        defer { for file in files { try? file.close() } }
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        // `STATUS PEAK-BYTES`: the status as Process reports it (the exit code, or the signal
        // that ended the executable), and its peak.
        let result = (try? String(contentsOf: resultFile, encoding: .utf8)) ?? ""
        let fields = result.split(separator: " ").compactMap { Int($0.filter(\.isNumber)) }
        guard process.terminationReason == .exit, status == 0, fields.count == 2 else {
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

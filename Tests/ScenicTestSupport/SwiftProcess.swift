import Foundation

/// The toolchain's `swift` command run on another package, as a user runs it there.
public enum SwiftProcess {
    /// What a run returned and printed, standard output and error together, in order.
    public struct Outcome: Sendable {
        /// The exit status.
        public var status: Int32
        /// Everything printed.
        public var log: String
    }

    /// Runs `swift` (or another toolchain command, such as `swiftc`) with `arguments` in
    /// `folder` and waits for it.
    ///
    /// The package's own tests must not think they run on CI, nor write into this run's
    /// snapshot manifest or bundle, so those variables are removed.
    public static func run(_ arguments: [String], in folder: URL, tool: String = "swift") throws
        -> Outcome
    {
        // A file rather than a pipe: a build prints more than a pipe holds while waiting.
        let log = TestFolder.path("scenic-swift", ending: ".log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        for name in ["CI", "SCENIC_SNAPSHOTS", "SCENIC_SNAPSHOT_MANIFEST", "SCENIC_ARTIFACTS"] {
            environment[name] = nil
        }
        // The same for every test run, so that SwiftPM finds the manifests it compiled before.
        environment["TMPDIR"] = TestFolder.swiftTemporary.path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Outcome(
            status: process.terminationStatus,
            log: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}

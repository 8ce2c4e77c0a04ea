import Foundation
import Testing

/// Runs the built `scenic` executable as a real process.
enum ScenicProcess {
    /// What a run printed and returned.
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Thrown when the build left no `scenic` beside the test binary.
    struct MissingExecutable: Error {}

    /// The `scenic` executable built next to this test bundle.
    static let executable: URL? = {
        // The test target depends on ScenicCommand, so `scenic` is built into the same folder
        // as the test binary (one level up on Darwin, where the binary sits in a bundle).
        var folder = Bundle.main.executableURL?.deletingLastPathComponent()
        for _ in 0..<4 {
            guard let current = folder else { return nil }
            let candidate = current.appendingPathComponent("scenic")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = current.deletingLastPathComponent()
        }
        return nil
    }()

    /// Runs `scenic` with `arguments` in `folder`, with a clean environment plus `environment`.
    static func run(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:]
    ) throws -> Output {
        let process = Process()
        guard let executable else { throw MissingExecutable() }
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var base = ProcessInfo.processInfo.environment
        for key in ["CI", "SCENIC_SNAPSHOTS", "SCENIC_SNAPSHOT_MANIFEST", "SCENIC_TEST_COMMAND"] {
            base[key] = nil
        }
        process.environment = base.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}

import Foundation

/// An executable this package builds, run as a real process by the end-to-end tests.
public struct BuiltProduct: Sendable {
    /// What a run printed and returned.
    public struct Output: Sendable {
        /// The exit status.
        public var status: Int32
        /// Everything written to standard output.
        public var standardOutput: String
        /// Everything written to standard error.
        public var standardError: String
        /// Whether the run was stopped because it outlived its time limit.
        public var timedOut = false
    }

    /// Thrown when the build left no such executable beside the test binary.
    public struct Missing: Error, CustomStringConvertible {
        /// The product's name.
        public var name: String
        /// Says what to do.
        public var description: String {
            "No built \(name) beside the test binary; the test target must depend on its executable target."
        }
    }

    /// The executable's location.
    public let url: URL

    /// The executable `name`, built next to the test bundle.
    ///
    /// A test target that depends on an executable target gets it built into the same folder
    /// as the test binary (one level up on Darwin, where the binary sits in a bundle).
    public init(_ name: String) throws {
        var folder = Bundle.main.executableURL?.deletingLastPathComponent()
        for _ in 0..<4 {
            guard let current = folder else { break }
            let candidate = current.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                url = candidate
                return
            }
            folder = current.deletingLastPathComponent()
        }
        throw Missing(name: name)
    }

    /// The executable at `url`, built by some other means (another package's build).
    public init(url: URL) {
        self.url = url
    }

    /// Runs the executable to its end.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments.
    ///   - input: Bytes piped to standard input (none: it reads from /dev/null).
    ///   - folder: The working directory; the current one when `nil`.
    ///   - environment: This process's environment with these entries changed; a `nil` value
    ///     removes the variable.
    ///   - timeLimit: Seconds after which the process is killed, for runs that must not hang;
    ///     the output then says ``Output/timedOut``.
    public func run(
        _ arguments: [String], input: Data? = nil, in folder: URL? = nil,
        environment: [String: String?] = [:], timeLimit: TimeInterval? = nil
    ) throws -> Output {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        // Killed, not left to hang the test run: SIGKILL, since a hung process may not be
        // able to act on anything gentler.
        let watchdog = DispatchWorkItem { [process] in
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        if let timeLimit {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        }
        if let input {
            // Written before reading: tests pipe small scripts, well under a pipe's buffer.
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        let (outputData, errorData) = PipeReader.readAll(output, error)
        process.waitUntilExit()
        watchdog.cancel()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self),
            timedOut: process.terminationReason == .uncaughtSignal
                && process.terminationStatus == SIGKILL)
    }
}

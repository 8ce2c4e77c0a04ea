import Foundation
import ScenicTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One running `ScenicDataExerciser`, started without waiting for it, so several can run at
/// once or one can be killed.
final class ExerciserProcess {
    /// How a run ended, and what it printed.
    struct Ending {
        /// Whether it exited by itself or was stopped by a signal.
        var reason: Process.TerminationReason
        /// The exit status, or the signal's number.
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    let process = Process()
    private let output = Pipe()
    private let error = Pipe()

    /// Starts the exerciser with `arguments`.
    init(_ arguments: [String]) throws {
        process.executableURL = try BuiltProduct("ScenicDataExerciser").url
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // A crash should end the process at once, not after a symbolicated backtrace.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
    }

    /// Waits until the process prints a first line to standard output.
    ///
    /// Returns `false` if it does not within `limit`. That line is then not in the ending's
    /// output.
    func waitForFirstLine(within limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        let descriptor = output.fileHandleForReading.fileDescriptor
        var byte: UInt8 = 0
        while ContinuousClock.now < deadline {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 50) >= 0 || errno == EINTR else { return false }
            guard request.revents != 0 else { continue }
            guard read(descriptor, &byte, 1) == 1 else { return false }
            if byte == UInt8(ascii: "\n") { return true }
        }
        return false
    }

    /// Sends `SIGKILL`: the process stops wherever it is.
    func killNow() {
        _ = kill(process.processIdentifier, SIGKILL)
    }

    /// Waits for the process to end, killing it (and recording an issue) if it is still running
    /// after `limit`.
    func finish(within limit: Duration) -> Ending {
        let deadline = ContinuousClock.now + limit
        while process.isRunning && ContinuousClock.now < deadline { usleep(5_000) }
        if process.isRunning {
            Issue.record("ScenicDataExerciser \(process.arguments ?? []) still runs after \(limit)")
            killNow()
        }
        process.waitUntilExit()
        let (standardOutput, standardError) = PipeReader.readAll(output, error)
        return Ending(
            reason: process.terminationReason, status: process.terminationStatus,
            standardOutput: String(decoding: standardOutput, as: UTF8.self),
            standardError: String(decoding: standardError, as: UTF8.self))
    }
}

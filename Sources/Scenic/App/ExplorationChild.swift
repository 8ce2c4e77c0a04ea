import Foundation

/// The app run again as a child process by `--explore`, so that a trap ends the child and the
/// parent reports it, and shrinks the lines that led to it, instead of dying with it.
struct ExplorationChild {
    /// The environment variable naming the file a child exploring writes each line to, just
    /// before it types it.
    static let journalVariable = "SCENIC_EXPLORE_JOURNAL"
    /// The environment variable naming the file of lines (JSON) a child types instead of
    /// exploring.
    static let scriptVariable = "SCENIC_EXPLORE_SCRIPT"

    /// How a child ended.
    struct Ending {
        /// The exit status, or the signal that stopped it.
        var status: Int32
        /// Whether a signal stopped it: it trapped or crashed.
        var trapped: Bool
        /// What it printed.
        var standardOutput: String
        /// Why it trapped, as the Swift runtime said it: `Division by zero`.
        var reason: String?
    }

    /// The app's program.
    var executable: URL
    /// Its command line, as given to the parent.
    var arguments: [String]
    /// The parent's environment.
    var environment: [String: String]
    /// A folder of the parent's own for the children's files.
    var folder: URL

    /// Runs the child with `extra` in its environment, to its end.
    func run(_ extra: [String: String]) -> Ending {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // A child that traps should end at once: the parent only needs the runtime's sentence.
        process.environment = environment.merging(extra) { $1 }.merging([
            "SWIFT_BACKTRACE": "enable=no"
        ]) { $1 }
        let outputURL = folder.appending(path: "output")
        let errorURL = folder.appending(path: "errors")
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
            FileManager.default.createFile(atPath: errorURL.path, contents: nil),
            let output = try? FileHandle(forWritingTo: outputURL),
            let errors = try? FileHandle(forWritingTo: errorURL)
        else { return Ending(status: 1, trapped: false, standardOutput: "", reason: nil) }
        defer {
            try? output.close()
            try? errors.close()
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return Ending(
                status: 1, trapped: false, standardOutput: "", reason: "\(error)")
        }
        process.waitUntilExit()
        let printed = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        let complaint = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        let reason = complaint.split(separator: "\n").lazy.compactMap { line in
            line.range(of: "Fatal error: ").map { String(line[$0.upperBound...]) }
        }.first
        return Ending(
            status: process.terminationStatus,
            trapped: process.terminationReason == .uncaughtSignal,
            standardOutput: printed, reason: reason)
    }
}

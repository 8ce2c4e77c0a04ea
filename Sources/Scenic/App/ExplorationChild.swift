import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The app run again as a child process by `--explore`, so that a trap ends the child and the
/// parent reports it, and shrinks the lines that led to it, instead of dying with it.
///
/// A child never outlives its parent: its standard input is a socket only the parent holds the
/// other end of, and the child ends when that socket closes, which happens however the parent
/// ends, even by `SIGKILL`. (Foundation starts a child in a process group of its own, so a
/// terminal's Ctrl-C reaches only the parent.)
struct ExplorationChild {
    /// The start of the name of a run's folder of files, before its process's number.
    static let folderPrefix = "scenic-explore-"

    /// A new name for this run's folder of files in `temporary`, once the folders that earlier
    /// runs left behind are removed.
    static func newFolder(in temporary: URL) -> URL {
        removeAbandonedFolders(in: temporary)
        return temporary.appending(path: "\(folderPrefix)\(getpid())-\(UUID().uuidString)")
    }

    /// Removes the folders whose run has ended without removing them (killed with `SIGKILL`).
    ///
    /// A folder's name holds its run's process number; a run's journal grows by some 11,000
    /// lines a second, so what a killed run leaves is worth taking back.
    private static func removeAbandonedFolders(in temporary: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporary.path)
        else { return }
        for name in names where name.hasPrefix(folderPrefix) {
            let process = name.dropFirst(folderPrefix.count).prefix { $0 != "-" }
            guard let process = Int32(process), process > 0, kill(process, 0) != 0,
                errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: temporary.appending(path: name))
        }
    }

    /// The environment variable naming the file a child exploring writes each line to, just
    /// before it types it.
    static let journalVariable = "SCENIC_EXPLORE_JOURNAL"
    /// The file beside the journal at `journal` that holds, one a line, how many lines the
    /// journal held when each fresh session began (the app having ended the one before).
    static func sessionsPath(ofJournal journal: String) -> String { journal + ".sessions" }

    /// How many lines the journal at `journal` held when each fresh session began, in order.
    static func sessionStarts(ofJournal journal: String) -> [Int] {
        let text = try? String(contentsOfFile: sessionsPath(ofJournal: journal), encoding: .utf8)
        return text?.split(separator: "\n").compactMap { Int($0) } ?? []
    }
    /// The exit status of a child that could not write a line to its journal, before it typed
    /// that line.
    static let journalLostStatus: Int32 = 3
    /// The environment variable naming the file of lines (JSON) a child types instead of
    /// exploring.
    static let scriptVariable = "SCENIC_EXPLORE_SCRIPT"
    /// The environment variable holding the seed the parent chose and printed, for a run
    /// given no `--seed`: the child explores with it, not with a new one of its own.
    static let seedVariable = "SCENIC_EXPLORE_SEED"

    /// How a child ended.
    struct Ending {
        /// The exit status, or the signal that stopped it.
        var status: Int32
        /// Whether a signal a program raises on itself stopped it: it trapped or crashed.
        var trapped: Bool
        /// What it printed.
        var standardOutput: String
        /// Why it trapped, as the Swift runtime said it: `Division by zero`.
        var reason: String?
        /// The signal another program (or the system, out of memory) stopped it with, such
        /// as `SIGKILL`: not the app's doing, and nothing to shrink.
        var killedBy: Int32?
    }

    /// Why the Swift runtime says a program trapped, from a line it printed
    /// (`Main.swift:12: Precondition failed: no stars`): what follows its words.
    static func trapReason(_ line: Substring) -> String? {
        for words in ["Fatal error: ", "Precondition failed: ", "Assertion failed: "] {
            if let range = line.range(of: words) { return String(line[range.upperBound...]) }
        }
        return nil
    }

    /// The signals a program raises on itself when it traps (Swift's runtime checks,
    /// `fatalError`) or crashes; any other that ends a child came from outside it.
    static let trapSignals: Set<Int32> = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// The app's program.
    var executable: URL
    /// Its command line, as given to the parent.
    var arguments: [String]
    /// The parent's environment.
    var environment: [String: String]
    /// A folder of the parent's own for the children's files.
    var folder: URL
    /// Hears the process number of each child as it starts, and `nil` once it ended: what
    /// ends the run stops the child before it removes ``folder``, where the child's launches
    /// make their scratch data.
    var running: (pid_t?) -> Void = { _ in }

    /// Runs the child with `extra` in its environment, to its end.
    func run(_ extra: [String: String]) -> Ending {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // A child that traps should end at once: the parent only needs the runtime's sentence.
        // Its temporary folder is inside the run's, so the scratch data each exploring launch
        // makes there (a data folder of its own) goes when the run's folder does.
        let temporary = folder.appending(path: "tmp")
        try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        process.environment = environment.merging(extra) { $1 }.merging([
            "SWIFT_BACKTRACE": "enable=no", "TMPDIR": temporary.path,
        ]) { $1 }
        let outputURL = folder.appending(path: "output")
        let errorURL = folder.appending(path: "errors")
        var lifeline: [Int32] = [-1, -1]
        // Close-on-exec, so the child holds only its own end, as its standard input.
        guard SocketPair.make(&lifeline) else {
            return Ending(
                status: 1, trapped: false, standardOutput: "",
                reason: String(cString: strerror(errno)))
        }
        // The parent's end stays open until the child has ended; the child's is closed here
        // once the child has it.
        defer { close(lifeline[1]) }
        let childEnd = FileHandle(fileDescriptor: lifeline[0], closeOnDealloc: true)
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
            FileManager.default.createFile(atPath: errorURL.path, contents: nil),
            let output = try? FileHandle(forWritingTo: outputURL),
            let errors = try? FileHandle(forWritingTo: errorURL)
        else { return Ending(status: 1, trapped: false, standardOutput: "", reason: nil) }
        defer {
            try? output.close()
            try? errors.close()
        }
        process.standardInput = childEnd
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            try? childEnd.close()
            return Ending(
                status: 1, trapped: false, standardOutput: "", reason: "\(error)")
        }
        try? childEnd.close()
        running(process.processIdentifier)
        process.waitUntilExit()
        running(nil)
        let printed = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        let complaint = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        let reason = complaint.split(separator: "\n").lazy.compactMap(Self.trapReason).first
        let signaled = process.terminationReason == .uncaughtSignal
        let status = process.terminationStatus
        return Ending(
            status: status, trapped: signaled && Self.trapSignals.contains(status),
            standardOutput: printed, reason: reason,
            killedBy: signaled && !Self.trapSignals.contains(status) ? status : nil)
    }

    /// In a child: ends this process as soon as its parent's end of the lifeline closes.
    ///
    /// A thread of its own waits on standard input, which the parent never writes to: it
    /// reads nothing until the parent has ended (or has let the child go).
    static func endWithParent() {
        // The parent ignores these while it watches for them, and a child inherits that:
        // the child is to end by them as any program does.
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_DFL)
            sigaddset(&signals, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while true {
                let count = read(0, &byte, 1)
                if count == 0 || (count < 0 && errno != EINTR) { _exit(128 + SIGHUP) }
            }
        }
    }
}

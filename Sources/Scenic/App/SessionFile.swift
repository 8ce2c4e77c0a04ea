import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the app writes as the session goes: the `--record` story or the `--log`.
///
/// The first write that fails (a full disk, a FIFO whose reader is gone) is said at once on
/// standard error, so a user typing a session to record learns it then, not after an hour; the
/// file is written no more (a story with a hole would replay something else), a story keeps
/// no part of the line that failed, and the app's exit status says it too.
final class SessionFile: Sendable {
    /// Which file it is, for the message.
    enum Role: Sendable {
        /// The story `--record` writes.
        case story
        /// The file `--log` adds to.
        case log
    }

    /// The open file.
    let descriptor: Int32
    private let path: String
    private let role: Role
    private let app: String
    /// Why writing stopped, once it has.
    private let stopped = Mutex<AppCommandLineProblem?>(nil)

    /// The file open at `descriptor`, given on the command line as `path`, of `app`.
    init(descriptor: Int32, path: String, role: Role, app: String) {
        self.descriptor = descriptor
        self.path = path
        self.role = role
        self.app = app
    }

    /// Why writing stopped, or `nil` while every write has gone in.
    var problem: AppCommandLineProblem? { stopped.withLock { $0 } }

    /// Adds `text` to the file, unless an earlier write failed.
    ///
    /// A story that fails to take a line keeps none of it: part of `remove 12` would replay
    /// as `remove 1`.
    func write(_ text: String) {
        guard problem == nil else { return }
        let end = role == .story ? lseek(descriptor, 0, SEEK_CUR) : -1
        guard let code = Terminal.write(Array(text.utf8), to: descriptor) else { return }
        if end >= 0 { _ = ftruncate(descriptor, end) }
        let reason = StoryFile.writeFailure(code)
        let problem: AppCommandLineProblem =
            switch role {
            case .story: .recordingStopped(path: path, reason: reason)
            case .log: .logStopped(path: path, reason: reason)
            }
        let isFirst = stopped.withLock { stopped in
            defer { stopped = stopped ?? problem }
            return stopped == nil
        }
        guard isFirst else { return }
        // On a terminal the cursor may be on the prompt's line.
        let start = isatty(2) == 1 ? "\n" : ""
        Terminal.write(Array("\(start)\(app): \(problem.message(app: app))\n".utf8), to: 2)
    }
}

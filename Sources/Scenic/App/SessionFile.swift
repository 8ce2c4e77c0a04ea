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
    /// Where the story's last write began, for ``retractLastWrite()``; -1 when there is none
    /// to take back.
    private let lastWriteStart = Mutex<off_t>(-1)

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
        guard let code = Terminal.write(Array(text.utf8), to: descriptor) else {
            lastWriteStart.withLock { $0 = end }
            return
        }
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

    /// Takes the story's last write back out (a line the console then ignored), once.
    func retractLastWrite() {
        guard role == .story, problem == nil else { return }
        let start = lastWriteStart.withLock { start in
            defer { start = -1 }
            return start
        }
        guard start >= 0, ftruncate(descriptor, start) == 0 else { return }
        lseek(descriptor, start, SEEK_SET)
    }

    /// Writes the story again without `lines`, each the first line that is exactly so, into a
    /// new file renamed over it, so that a kill leaves the one or the other whole.
    ///
    /// Nothing changes when a write failed, or the file at the path is no longer the one
    /// written (moved away or replaced meanwhile).
    func dropping(lines: [String]) {
        guard role == .story, problem == nil else { return }
        let reader = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard reader >= 0 else { return }
        defer { close(reader) }
        var written = stat()
        var found = stat()
        guard fstat(descriptor, &written) == 0, fstat(reader, &found) == 0,
            written.st_dev == found.st_dev, written.st_ino == found.st_ino,
            let bytes = FileRead.bytes(of: reader, atMost: Int(found.st_size)),
            bytes.count == Int(found.st_size)
        else { return }
        var kept = String(decoding: bytes, as: UTF8.self)
        let ranges = lines.compactMap { kept.range(of: $0 + "\n") }
        guard !ranges.isEmpty else { return }
        for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            kept.removeSubrange(range)
        }
        let temporary = path + ".\(getpid()).tmp"
        let copy = open(
            temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
            mode_t(found.st_mode & 0o777))
        guard copy >= 0 else { return }
        let failed = Terminal.write(Array(kept.utf8), to: copy) != nil || fsync(copy) != 0
        close(copy)
        if failed || rename(temporary, path) != 0 { unlink(temporary) }
    }
}

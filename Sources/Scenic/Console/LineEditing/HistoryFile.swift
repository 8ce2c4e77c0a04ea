import Foundation

/// The lines typed at an app's prompt, kept between sessions in one small file of the app's.
///
/// One line per typed line, appended as each is handled (so two sessions at once both keep
/// theirs). It is read only when it is a regular file, and only its last MiB and, of that, its
/// last ``StandardInput/historyLimit`` lines; a file with more than twice that many lines, or
/// longer than a MiB (a few long pasted lines), is rewritten with the newest, at most half a
/// MiB of them, so it stays small and readable. It is created readable by its owner only.
/// Lines that typed a secret never reach it.
///
/// Appends and that rewrite take turns through an `flock` on `PATH.lock`, so a session
/// trimming the file never replaces it between another session's read and append: an append
/// made meanwhile would otherwise go to the replaced file and be lost.
struct HistoryFile: Sendable {
    /// The file's path.
    let path: String

    /// The most of the file read: its last MiB.
    static let maximumBytes = 1 << 20

    /// The newest lines of the file, oldest first; none when it is missing or unusable.
    func load(limit: Int) -> [String] {
        guard let (lines, size) = newestLines() else { return [] }
        if lines.count > 2 * limit || size > Self.maximumBytes { trim(to: limit) }
        return lines.suffix(limit).map(String.init)
    }

    /// The whole lines of the file's last ``maximumBytes`` bytes, and the file's size; `nil`
    /// when it is missing or no regular file.
    ///
    /// Not followed through a symbolic link, nor read when a FIFO or device: it could block or
    /// point at another file. A file that grew past the limit was once left alone, so its
    /// history stopped for good while every session still appended to it.
    private func newestLines() -> (lines: [Substring], size: Int)? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return nil
        }
        let size = Int(status.st_size)
        // One byte before the part kept, to know whether its first line starts there.
        let start = max(0, size - Self.maximumBytes - 1)
        guard let bytes = FileRead.bytes(of: descriptor, from: start, atMost: size - start)
        else { return nil }
        var kept = bytes[...]
        if start > 0 {
            // The line cut by the start is no line anyone typed.
            guard let newline = kept.firstIndex(of: UInt8(ascii: "\n")) else { return ([], size) }
            kept = kept[(newline + 1)...]
        }
        return (String(decoding: kept, as: UTF8.self).split(separator: "\n"), size)
    }

    /// Why the lines typed now cannot be kept in the file, if they cannot.
    ///
    /// It is something other than a regular file (a FIFO, a link, a folder), which is never
    /// followed or written, or it cannot be written. `nil` when it is missing: the first line
    /// creates it.
    func problem() -> ConsoleProblem? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regularFile else {
            return .historyNotKept(
                path: path, reason: "is \(kind.described), not a file of typed lines")
        }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor < 0 else {
            close(descriptor)
            return nil
        }
        return .historyNotKept(path: path, reason: "cannot be written (\(Self.reason()))")
    }

    /// The system's words for `errno`, without a full stop.
    private static func reason() -> String {
        String(cString: strerror(errno))
    }

    /// Adds `line` at the end.
    func append(_ line: String) {
        withLock { appendUnlocked(line) }
    }

    private func appendUnlocked(_ line: String) {
        // Non-blocking, so a FIFO put in its place cannot stop the app; then only a regular
        // file is written.
        let descriptor = open(
            path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        // One write, so that lines of two sessions never interleave within a line.
        Terminal.write(Array((line + "\n").utf8), to: descriptor)
    }

    /// Replaces the file with its newest `limit` lines, at most half of ``maximumBytes`` of
    /// them, atomically, reading it again under the lock so that nothing appended since the
    /// caller read it is lost.
    private func trim(to limit: Int) {
        withLock {
            guard let (lines, _) = newestLines() else { return }
            var newest: [Substring] = []
            var byteCount = 0
            for line in lines.suffix(limit).reversed() {
                byteCount += line.utf8.count + 1
                guard byteCount <= Self.maximumBytes / 2 else { break }
                newest.append(line)
            }
            let text = newest.reversed().map { $0 + "\n" }.joined()
            let temporary = path + ".\(getpid()).tmp"
            guard
                FileManager.default.createFile(
                    atPath: temporary, contents: Data(text.utf8),
                    attributes: [.posixPermissions: 0o600])
            else { return }
            if rename(temporary, path) != 0 { unlink(temporary) }
        }
    }

    /// Runs `body` holding the lock on `PATH.lock`, waiting up to a second for another session.
    ///
    /// History is a convenience: when the lock cannot be had (a read-only folder, a session
    /// stuck holding it), `body` runs anyway rather than losing the line or stalling the
    /// prompt.
    private func withLock(_ body: () -> Void) {
        let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return body() }
        defer { close(descriptor) }
        var waited = 0
        // Polled, so a session that hangs holding the lock cannot hang this one.
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, waited < 1_000 else { return body() }
            usleep(1_000)
            waited += 1
        }
        defer { flock(descriptor, LOCK_UN) }
        body()
    }
}

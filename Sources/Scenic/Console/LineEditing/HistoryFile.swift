import Foundation

/// The lines typed at an app's prompt, kept between sessions in one small file of the app's.
///
/// One line per typed line, appended as each is handled (so two sessions at once both keep
/// theirs). It is read only when it is a regular file of at most 1 MiB, and only its last
/// ``StandardInput/historyLimit`` lines; a file with more than twice that many is rewritten
/// with the newest. It is created readable by its owner only. Lines that typed a secret never
/// reach it.
///
/// Appends and that rewrite take turns through an `flock` on `PATH.lock`, so a session
/// trimming the file never replaces it between another session's read and append: an append
/// made meanwhile would otherwise go to the replaced file and be lost.
struct HistoryFile: Sendable {
    /// The file's path.
    let path: String

    /// The largest file read; a bigger one is left alone and history starts empty.
    static let maximumBytes = 1 << 20

    /// The newest lines of the file, oldest first; none when it is missing or unusable.
    func load(limit: Int) -> [String] {
        // Not followed through a symbolic link, nor read when a FIFO or device: it could block
        // or point at another file.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, size <= Self.maximumBytes,
            let data = FileManager.default.contents(atPath: path)
        else { return [] }
        let lines = String(decoding: data, as: UTF8.self)
            .split(separator: "\n").map(String.init)
        if lines.count > 2 * limit { trim(to: limit) }
        return Array(lines.suffix(limit))
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

    /// Replaces the file with its newest `limit` lines, atomically, reading it again under the
    /// lock so that nothing appended since the caller read it is lost.
    private func trim(to limit: Int) {
        withLock {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                Int(status.st_size) <= Self.maximumBytes,
                let data = FileManager.default.contents(atPath: path)
            else { return }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
            let temporary = path + ".\(getpid()).tmp"
            let text = lines.suffix(limit).map { $0 + "\n" }.joined()
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

import Foundation

/// The lines typed at an app's prompt, kept between sessions in one small file of the app's.
///
/// One line per typed line, appended as each is handled (so two sessions at once both keep
/// theirs). It is read only when it is a regular file, from its end: its newest
/// ``StandardInput/historyLimit`` lines within a MiB (lines no prompt takes skipped); a file
/// with more than twice that many lines, or longer than a MiB (a few long pasted lines), is
/// rewritten with the newest, at most half a MiB of them, so it stays small and readable. It
/// is created readable by its owner only. Lines that typed a secret never reach it.
///
/// Appends and that rewrite take turns through an `flock` on `PATH.lock`, so a session
/// trimming the file never replaces it between another session's read and append: an append
/// made meanwhile would otherwise go to the replaced file and be lost.
struct HistoryFile: Sendable {
    /// The file's path.
    let path: String

    /// The most bytes of lines kept from the file: a MiB.
    static let maximumBytes = 1 << 20

    /// The most of the file read from its end, looking for lines to keep: 16 MiB, so that a
    /// few lines no one typed (longer than any typed line, pasted into the file) do not hide
    /// the lines before them, and a huge file is never read whole.
    static let maximumBytesScanned = 16 << 20

    /// The newest lines of the file, oldest first; none when it is missing or unusable.
    func load(limit: Int) -> [String] {
        guard let (lines, size) = newestLines(atMost: 2 * limit + 1) else { return [] }
        if lines.count > 2 * limit || size > Self.maximumBytes { trim(to: limit) }
        return lines.suffix(limit)
    }

    /// The newest whole lines of the file, oldest first, at most `count` of them and
    /// ``maximumBytes`` of their bytes, and the file's size; `nil` when it is missing or no
    /// regular file.
    ///
    /// Read from the end, a chunk at a time. A line ends at a line feed, with a carriage
    /// return before it left out (a file that went through Windows); empty lines, and lines
    /// longer than ``LineSplitter/maximumLineBytes`` (which no prompt takes, so no one typed
    /// them) are skipped, so one such line never costs the lines before it (one 2 MiB line
    /// once emptied the file). A line cut by where reading stops is left out.
    ///
    /// Not followed through a symbolic link, nor read when a FIFO or device: it could block or
    /// point at another file. A file that grew past the limit was once left alone, so its
    /// history stopped for good while every session still appended to it.
    private func newestLines(atMost count: Int) -> (lines: [String], size: Int)? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return nil
        }
        let size = Int(status.st_size)
        let oldest = max(0, size - Self.maximumBytesScanned)
        var newestFirst: [String] = []
        var keptBytes = 0
        // The end of the line being read, found in the chunks after this one; `nil` once it
        // is longer than any typed line, and left out.
        var lineEnd: [UInt8]? = []
        /// Keeps `line` when it can be kept; false once no more are wanted.
        func keep(_ line: [UInt8]?) -> Bool {
            guard var line, !line.isEmpty else { return true }
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            guard !line.isEmpty, line.count <= LineSplitter.maximumLineBytes else { return true }
            keptBytes += line.count + 1
            guard keptBytes <= Self.maximumBytes else { return false }
            newestFirst.append(String(decoding: line, as: UTF8.self))
            return newestFirst.count < count
        }
        var position = size
        reading: while position > oldest {
            let start = max(oldest, position - (1 << 16))
            guard let chunk = FileRead.bytes(of: descriptor, from: start, atMost: position - start)
            else { return nil }
            position = start
            var end = chunk.endIndex
            while let newline = chunk[..<end].lastIndex(of: UInt8(ascii: "\n")) {
                let whole = lineEnd.map { Array(chunk[(newline + 1)..<end]) + $0 }
                guard keep(whole) else { break reading }
                lineEnd = []
                end = newline
            }
            if let later = lineEnd {
                let line = Array(chunk[..<end]) + later
                lineEnd = line.count <= LineSplitter.maximumLineBytes ? line : nil
            }
            // The file's first line has no line feed before it.
            if position == 0 { _ = keep(lineEnd) }
        }
        return (newestFirst.reversed(), size)
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
        // Read too, to see how the file ends; a file only its owner may write is written.
        let flags = O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK
        var descriptor = open(path, O_RDWR | flags, 0o600)
        if descriptor < 0 && errno == EACCES { descriptor = open(path, O_WRONLY | flags, 0o600) }
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        var bytes = Array((line + "\n").utf8)
        // A file that does not end a line (a crash mid-write, an editor's save) would join
        // its last line and this one into one line neither session typed.
        if status.st_size > 0,
            FileRead.bytes(of: descriptor, from: Int(status.st_size) - 1, atMost: 1)
                != [UInt8(ascii: "\n")]
        {
            bytes.insert(UInt8(ascii: "\n"), at: 0)
        }
        // One write, so that lines of two sessions never interleave within a line.
        Terminal.write(bytes, to: descriptor)
    }

    /// Replaces the file with its newest `limit` lines, at most half of ``maximumBytes`` of
    /// them, atomically, reading it again under the lock so that nothing appended since the
    /// caller read it is lost.
    private func trim(to limit: Int) {
        withLock {
            guard let (lines, _) = newestLines(atMost: limit) else { return }
            var newest: [String] = []
            var byteCount = 0
            for line in lines.reversed() {
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

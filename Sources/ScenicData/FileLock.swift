import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on one file, so that processes sharing a data folder take turns at a
/// read-modify-write.
///
/// The lock file is never removed (removing it would let two processes lock two files); it
/// holds nothing. The kernel releases the lock when a process dies, so a killed process never
/// leaves the folder locked.
struct FileLock: Sendable {
    /// Why the lock was not taken; the body has then not run.
    enum Failure: Error, Hashable, Sendable {
        /// The lock file could not be opened or locked.
        case system(SystemError)
        /// Another process held the lock for longer than ``FileLock/wait``.
        case busy
    }

    /// The lock file's path.
    let path: String
    /// How long to wait for another process before giving up.
    let wait: Duration

    /// The lock on the file at `path`, waited for up to `wait`.
    init(path: String, wait: Duration) {
        self.path = path
        self.wait = wait
    }

    /// The lock files this process holds, by device and inode, each with the thread that
    /// holds it.
    private static let held = Mutex<[LockedFile: pthread_t]>([:])

    /// A lock file, as the disk tells it from another.
    private struct LockedFile: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Runs `body` while no other holder of the lock runs.
    ///
    /// `body` is given a check of whether the lock still guards the path: a folder replaced
    /// meanwhile (moved away, restored from a copy) holds another lock file, which another
    /// process may hold while this one holds the old.
    ///
    /// - Precondition: the thread does not hold this lock already: it would wait for itself,
    ///   then fail as if another process held it. `nested` says what to do instead.
    func withLock<T>(
        nested: @autoclosure () -> String, _ body: (_ isCurrent: @escaping () -> Bool) -> T
    ) throws(Failure) -> T {
        let clock = ContinuousClock()
        let deadline = clock.now + wait
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard descriptor >= 0 else { throw .system(.last()) }
            defer { close(descriptor) }
            // A FIFO or a device opens too (a link or a folder does not): only a regular file
            // is a lock every copy of the app takes alike.
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { throw .system(.last()) }
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw .system(SystemError(code: EINVAL))
            }
            let file = LockedFile(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
            let thread = pthread_self()
            let isNested = Self.held.withLock { held in
                held[file].map { pthread_equal($0, thread) != 0 } ?? false
            }
            precondition(!isNested, nested())
            // Polled rather than blocking, so a process that hangs holding the lock is
            // reported instead of hanging this one too.
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else { throw .system(.last()) }
                guard clock.now < deadline else { throw .busy }
                usleep(10_000)
            }
            defer { flock(descriptor, LOCK_UN) }
            Self.held.withLock { $0[file] = thread }
            defer { _ = Self.held.withLock { $0.removeValue(forKey: file) } }
            let isCurrent = { Self.names(path, descriptor) }
            // Replaced while this process waited: the lock to take is the new file's.
            guard isCurrent() else { continue }
            return body(isCurrent)
        }
    }

    /// Whether the file at `path` (not following a link) is the one open at `descriptor`.
    private static func names(_ path: String, _ descriptor: Int32) -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(descriptor, &open) == 0, lstat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// ``wait`` in whole seconds, rounded up, for messages.
    var waitSeconds: Int {
        let seconds = wait.components.seconds + (wait.components.attoseconds > 0 ? 1 : 0)
        return max(1, Int(seconds))
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes a read-modify-write of the shop's data one transaction, even across processes.
protocol StoreLock: Sendable {
    /// Runs `body` while no other holder of the lock runs.
    ///
    /// - Throws: ``StoreError/busy(folder:seconds:)`` when the lock stays taken too long;
    ///   `body` has then not run.
    func withLock<T>(_ body: () -> T) throws(StoreError) -> T
}

/// The data folder's lock: an exclusive `flock` on its `.storefront.lock` file, so that two
/// `storefront` processes on one folder take turns.
///
/// The lock file is never removed (removing it would let two processes lock two files); it
/// holds nothing. The kernel releases the lock when a process dies, so a killed process never
/// leaves the folder locked.
struct FolderLock: StoreLock {
    /// The lock file's path.
    let path: String
    /// The folder, for messages.
    let folder: String
    /// How long to wait for another process before giving up.
    let wait: Duration

    /// The lock of `directory`, waited for up to `wait`.
    init(directory: DataDirectory, wait: Duration = .seconds(5)) {
        self.init(folder: directory.path, wait: wait)
    }

    /// The lock of the folder at `folder`, for tests on a temporary directory.
    init(folder: String, wait: Duration = .seconds(5)) {
        self.folder = folder
        path = folder + "/.storefront.lock"
        self.wait = wait
    }

    func withLock<T>(_ body: () -> T) throws(StoreError) -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, cause: .last()) }
        defer { close(descriptor) }
        let clock = ContinuousClock()
        let deadline = clock.now + wait
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw .cannotWrite(path: path, cause: .last())
            }
            guard clock.now < deadline else {
                let seconds = wait.components.seconds + (wait.components.attoseconds > 0 ? 1 : 0)
                throw .busy(folder: folder, seconds: max(1, Int(seconds)))
            }
            usleep(10_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return body()
    }
}

/// The lock of stores no other process can see (in memory): there is no one to wait for.
struct UnsharedLock: StoreLock {
    func withLock<T>(_ body: () -> T) throws(StoreError) -> T {
        body()
    }
}

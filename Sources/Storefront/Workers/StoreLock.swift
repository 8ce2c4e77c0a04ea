import ScenicData

/// Makes a read-modify-write of the shop's data one transaction, even across processes.
protocol StoreLock: Sendable {
    /// Runs `body` while no other holder of the lock runs.
    ///
    /// - Throws: ``StoreError/busy(folder:seconds:)`` when the lock stays taken too long;
    ///   `body` has then not run.
    func withLock<T>(_ body: () -> T) throws(StoreError) -> T
}

/// The data folder's lock: a ``FileLock`` on its `.storefront.lock` file, so that two
/// `storefront` processes on one folder take turns.
struct FolderLock: StoreLock {
    /// The lock file and how long to wait for it.
    let lock: FileLock
    /// The folder, for messages.
    let folder: String

    /// The lock of `directory`, waited for up to `wait`.
    init(directory: DataDirectory, wait: Duration = .seconds(5)) {
        self.init(folder: directory.path, wait: wait)
    }

    /// The lock of the folder at `folder`, for tests on a temporary directory.
    init(folder: String, wait: Duration = .seconds(5)) {
        self.folder = folder
        lock = FileLock(path: folder + "/.storefront.lock", wait: wait)
    }

    func withLock<T>(_ body: () -> T) throws(StoreError) -> T {
        do {
            return try lock.withLock(body)
        } catch {
            switch error {
            case .system(let cause): throw .cannotWrite(path: lock.path, cause: cause)
            case .busy: throw .busy(folder: folder, seconds: lock.waitSeconds)
            }
        }
    }
}

/// The lock of stores no other process can see (in memory): there is no one to wait for.
struct UnsharedLock: StoreLock {
    func withLock<T>(_ body: () -> T) throws(StoreError) -> T {
        body()
    }
}

import Synchronization

/// Numbers the unnamed snapshots of each test: 1, 2, … in the order they are asserted.
///
/// Swift Testing runs tests concurrently in one process, so the counts sit behind a lock;
/// each test has its own count, which keeps the numbers stable whatever runs beside it.
final class SnapshotCounter: Sendable {
    /// The counter shared by all assertions in the process.
    static let shared = SnapshotCounter()

    private let counts = Mutex<[String: Int]>([:])

    /// Returns the next number for `key`, starting at 1.
    func next(for key: String) -> Int {
        counts.withLock { counts in
            let number = (counts[key] ?? 0) + 1
            counts[key] = number
            return number
        }
    }
}

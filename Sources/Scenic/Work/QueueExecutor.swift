import Dispatch

/// Runs tasks on a dispatch queue of its own, not in the shared pool of Swift tasks: for code
/// that may block its thread.
///
/// The shared pool has a thread per core, and the console already blocks one waiting for keys.
/// Live timers and subscriptions run here, or on a machine with one core a timer would never
/// fire while the prompt waits; so does each worker (which may block on a lock, a file or the
/// network, as the README allows), or two blocked workers on two cores would hold up every
/// task of the pool, a work's timeout among them (a 100 ms timeout came after 2.27 s). A queue
/// of its own gets a thread whenever it has work, however many others are blocked.
final class QueueExecutor: TaskExecutor {
    private let queue: DispatchQueue
    /// A mark on the queue, for tests to see that code runs on it.
    static let mark = DispatchSpecificKey<String>()

    /// An executor on a new serial queue labelled `label`.
    init(_ label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: Self.mark, value: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

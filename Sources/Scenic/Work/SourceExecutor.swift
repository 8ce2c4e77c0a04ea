import Dispatch

/// Where live timers and subscriptions run: a dispatch queue of their own, not the shared
/// pool of Swift tasks.
///
/// The console waits for keys by blocking its thread, as a line reader does; on a machine with
/// one core the shared pool has one thread, and a timer there would never fire while the
/// prompt waits.
final class SourceExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "Scenic timers and subscriptions")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

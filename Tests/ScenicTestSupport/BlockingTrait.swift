import Foundation
import Testing

/// Runs a test, or every test of a suite, on threads of its own instead of the concurrency
/// runtime's: for tests that block, waiting for a process, a terminal or a sleep.
///
/// Swift Testing runs tests as tasks on the runtime's threads, one per core. A test that blocks
/// one of them holds it for the whole wait: on a 2-core machine two tests waiting for child
/// processes stop every other test of the run meanwhile, and a test that waits for something
/// only another test's task can do (a server's next request) waits with them. Under this trait
/// the test's task prefers an executor that runs each of its jobs on a new thread, so its
/// blocking waits hold no thread anyone else needs. Unlike ``SeparateThread`` the test stays in
/// its task, so what it records is its own.
public struct BlockingTrait: TestTrait, SuiteTrait, TestScoping {
    /// Every test of a suite, and of the suites in it.
    public var isRecursive: Bool { true }

    /// Runs `function`, the test, with a preference for an executor whose jobs each get a
    /// thread of their own.
    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(ThreadPerJob()) { try await function() }
    }
}

extension Trait where Self == BlockingTrait {
    /// Runs the tests on threads of their own, for tests that block; see ``BlockingTrait``.
    public static var blocking: Self { BlockingTrait() }
}

/// An executor that runs each job on a new thread, which may block as long as it likes.
private final class ThreadPerJob: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread.detachNewThread {
            // Named, so a debugger's list of threads tells these from the runtime's (a new
            // thread otherwise takes the name of the one that made it).
            Thread.current.name = "blocking test"
            job.runSynchronously(on: executor)
        }
    }
}

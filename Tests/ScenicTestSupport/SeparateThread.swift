import Foundation

/// Blocking work, such as waiting for a build, done on a thread of its own.
///
/// Swift Testing runs tests on the concurrency runtime's threads, one per core. A test that
/// waits for a child process on one of them holds that thread for the whole wait: on a 2-core
/// machine two tests waiting for builds stopped every other test of the run until both builds
/// had ended (tests with time limits then failed for time they spent not running).
public enum SeparateThread {
    /// Runs `work` on a new thread and waits for it without holding a thread of the runtime.
    ///
    /// - Parameter work: Blocking work; it must not record test issues (a new thread is outside
    ///   the test's task, so Swift Testing could not tell which test they belong to).
    /// - Returns: What `work` returned.
    /// - Throws: What `work` threw.
    public static func run<Value: Sendable>(
        _ work: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}

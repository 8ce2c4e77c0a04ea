import Dispatch
import Foundation
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
/// holds no bytes, but its size says whether a process waits for it (see
/// ``waitingMark``). The kernel releases the lock when a process dies, so a killed process
/// never leaves the folder locked.
///
/// Waiting is fair: a process that asks while others wait goes after them, whatever it held
/// before. Polling for the lock was not: a process that let go and asked again at once took
/// it back before a poller's next try, and a process that polled among four copies doing
/// back-to-back 0.7 s transactions was refused as busy after 5 s (found by a hostile tester).
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
            // Others wait: their turn comes first, even if the lock is free this instant (the
            // one woken for it may not have run yet).
            var isMarked = status.st_size > 0
            if isMarked { Self.letWaitersGoFirst(descriptor, until: deadline) }
            // The descriptor the lock is held through: this one, or a turn's it waited on.
            var holding = descriptor
            // One try first: the lock is free nearly always, and this costs one call.
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else { throw .system(.last()) }
                guard clock.now < deadline else { throw .busy }
                switch Self.waitInLine(descriptor, file, until: deadline) {
                case .taken(let through):
                    holding = through
                    isMarked = true
                case .failed(let error): throw .system(error)
                case .abandoned: throw .busy
                }
            }
            defer {
                flock(holding, LOCK_UN)
                if holding != descriptor { close(holding) }
            }
            // Whoever still waits marks it again while it waits.
            if isMarked { _ = ftruncate(holding, 0) }
            Self.held.withLock { $0[file] = thread }
            defer { _ = Self.held.withLock { $0.removeValue(forKey: file) } }
            let isCurrent = { [holding] in Self.names(path, holding) }
            // Replaced while this process waited: the lock to take is the new file's.
            guard isCurrent() else { continue }
            return body(isCurrent)
        }
    }

    /// The lock file's size while a process waits for the lock: each waiter sets it (again
    /// every ``markInterval``), and whoever takes the lock after a wait, or after finding it
    /// set, sets it back to 0.
    ///
    /// Without it a process that just let go would take the lock back before the waiter the
    /// kernel woke for it had run; with it, that process sees the mark in the `fstat` it does
    /// anyway, and queues behind the waiters. A mark left by a waiter that was killed or gave
    /// up costs the next taker at most ``waitersHeadStart``, once.
    static let waitingMark: off_t = 1

    /// How often a waiting process sets ``waitingMark`` again, after a taker cleared it.
    static let markInterval: Duration = .milliseconds(10)

    /// How long a process that finds ``waitingMark`` leaves the lock to the waiters before it
    /// tries for the lock itself: long enough for a woken waiter to run on a busy machine.
    static let waitersHeadStart: Duration = .milliseconds(50)

    /// Waits until the mark is cleared (a waiter took the lock), for at most
    /// ``waitersHeadStart`` and never past `deadline`.
    private static func letWaitersGoFirst(
        _ descriptor: Int32, until deadline: ContinuousClock.Instant
    ) {
        let clock = ContinuousClock()
        let end = min(deadline, clock.now + waitersHeadStart)
        var status = stat()
        while clock.now < end, fstat(descriptor, &status) == 0, status.st_size > 0 {
            usleep(1_000)
        }
    }

    /// How a wait in the kernel's queue ended.
    private enum Outcome: Sendable {
        /// The lock is held through this descriptor, a turn's, which the caller closes.
        case taken(Int32)
        /// `flock` failed other than by a signal.
        case failed(SystemError)
        /// The deadline came first: the turn goes on waiting, for a later wait of this
        /// process to take over, or to let go of the lock at once when it comes.
        case abandoned
    }

    /// Who a turn's wait in the kernel's queue is for.
    private enum Waiting: Sendable {
        /// A caller, which is given the outcome.
        case waitedFor
        /// No caller: the lock is let go of when it comes, unless a later wait takes over.
        case abandoned
        /// The wait ended, for a caller waiting for it (`outcome`), or for none.
        case ended(Outcome?)
    }

    /// One wait for the lock in the kernel's queue: a thread blocked in `flock` on a
    /// descriptor of its own.
    ///
    /// A wait given up as busy leaves its turn waiting, and the next wait of this process for
    /// the same file takes it over, so a holder that never lets go costs one thread and one
    /// descriptor, not one per try (found by a hostile tester: 200 tries, 200 threads).
    private final class Turn: Sendable {
        let descriptor: Int32
        let file: LockedFile
        let waiting = Mutex<Waiting>(.waitedFor)
        /// Signalled by the thread when the caller waiting has an outcome.
        let ended = DispatchSemaphore(value: 0)

        init(descriptor: Int32, file: LockedFile) {
            self.descriptor = descriptor
            self.file = file
        }
    }

    /// The turns of this process still in the kernel's queue, by lock file.
    private static let turns = Mutex<[LockedFile: [Turn]]>([:])

    /// Waits for the lock in the kernel's queue, where waiters are served in turn, until
    /// `deadline`, marking the file through `descriptor` meanwhile.
    ///
    /// The blocking `flock` runs on a thread of its own, not the caller's, so that a holder
    /// that never lets go (a copy of the app stopped with Ctrl-Z) is reported when the
    /// deadline comes instead of hanging the caller; and not on the concurrency runtime's,
    /// which must never block. That thread may outlive the wait: it holds its descriptor
    /// until the kernel gives it the lock (or its holder dies), for a later wait to take over
    /// or to let go at once.
    private static func waitInLine(
        _ descriptor: Int32, _ file: LockedFile, until deadline: ContinuousClock.Instant
    ) -> Outcome {
        _ = ftruncate(descriptor, waitingMark)
        let turn: Turn
        if let abandoned = takeOverAbandonedTurn(of: file) {
            turn = abandoned
        } else {
            // A descriptor of its own, so the turn outlives the caller's.
            let own = dup(descriptor)
            guard own >= 0 else { return .failed(.last()) }
            turn = Turn(descriptor: own, file: file)
            turns.withLock { $0[file, default: []].append(turn) }
            Thread { wait(for: turn) }.start()
        }
        let clock = ContinuousClock()
        while true {
            let slice = min(markInterval, deadline - clock.now)
            let nanoseconds = max(0, Int(slice / .nanoseconds(1)))
            if turn.ended.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success {
                return turn.waiting.withLock { waiting in
                    if case .ended(let outcome?) = waiting { return outcome }
                    return .abandoned
                }
            }
            if clock.now >= deadline {
                let outcome = turn.waiting.withLock { waiting -> Outcome? in
                    if case .ended(let outcome) = waiting { return outcome }
                    waiting = .abandoned
                    return nil
                }
                // Taken just now: the turn came, and is used.
                return outcome ?? .abandoned
            }
            // A taker cleared the mark: this process still waits.
            _ = ftruncate(descriptor, waitingMark)
        }
    }

    /// An abandoned turn of this process for `file`, now waited for again; nil when none.
    private static func takeOverAbandonedTurn(of file: LockedFile) -> Turn? {
        turns.withLock { turns in
            turns[file]?.first { turn in
                turn.waiting.withLock { waiting in
                    guard case .abandoned = waiting else { return false }
                    waiting = .waitedFor
                    return true
                }
            }
        }
    }

    /// Blocks in `flock` until the turn comes, then gives the lock to the caller waiting for
    /// it, or lets go at once when none does.
    private static func wait(for turn: Turn) {
        var result: Outcome
        repeat {
            result =
                flock(turn.descriptor, LOCK_EX) == 0 ? .taken(turn.descriptor) : .failed(.last())
        } while isInterrupted(result)
        let isWaitedFor = turn.waiting.withLock { waiting in
            guard case .waitedFor = waiting else {
                waiting = .ended(nil)
                return false
            }
            waiting = .ended(result)
            return true
        }
        turns.withLock { turns in
            turns[turn.file]?.removeAll { $0 === turn }
            if turns[turn.file]?.isEmpty == true { turns[turn.file] = nil }
        }
        // The caller waiting holds the lock through the descriptor, and closes it; else it
        // is of no more use.
        if case .taken = result {
            if isWaitedFor {
                turn.ended.signal()
                return
            }
            flock(turn.descriptor, LOCK_UN)
        }
        close(turn.descriptor)
        if isWaitedFor { turn.ended.signal() }
    }

    /// Whether `flock` was interrupted by a signal, and is to be called again.
    private static func isInterrupted(_ outcome: Outcome) -> Bool {
        if case .failed(let error) = outcome { error.code == EINTR } else { false }
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

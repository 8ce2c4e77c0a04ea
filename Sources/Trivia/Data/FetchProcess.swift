import Foundation
import Scenic
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One lookup run in the lookup helper, `trivia-fetch`, a process of its own.
///
/// The HTTP client (`URLSession`) lives in FoundationNetworking, which on Linux brings libcurl
/// and some thirty libraries more: loading them took as long as the rest of Trivia's start. So
/// `trivia` does not link it; the helper, built beside it, does, and is started for each
/// lookup. The helper holds the exchange to its deadline, body limit and origin; the app holds
/// the helper to the same, whatever it does:
///
/// - at the deadline the helper is killed and the lookup ends with
///   ``RemoteFailure/timedOut(seconds:)``; task cancellation (Ctrl-C) kills it too, with
///   ``RemoteFailure/cancelled``;
/// - at most the body limit plus ``FetchReply/headerLimit`` bytes are read from its pipe: more
///   kills it, with ``RemoteFailure/HelperFailure/overLimit(limit:)`` (the helper keeps to the
///   limit itself, so a longer body is the helper's fault, not the server's);
/// - a helper that is missing, is killed by someone else, fails, or writes something that is
///   not a ``FetchReply`` ends the lookup with ``RemoteFailure/helper(_:)``;
/// - its standard input is a socket that only this process can write to, and the helper ends
///   when that socket closes: when the lookup is done, or when this process ends in any way,
///   even `SIGKILL`. It never outlives the app;
/// - the URL goes on that socket, never on the helper's command line, which every user of the
///   machine can read (`ps`): a key in the URL's query, or a password in it, stays the user's.
///
/// The helper runs in a process group of its own, so a Ctrl-C at a terminal that sends
/// `SIGINT` reaches the app, which decides, and not the helper.
final class FetchProcess: Sendable {
    /// What the lookup's thread, its deadline and its cancellation share.
    private struct State {
        /// The lookup waiting for its reply; taken by whichever side ends it.
        var continuation: CheckedContinuation<FetchReply, Never>?
        /// Why the app ended the lookup early (deadline, cancellation, too much); once set, the
        /// helper has been or is about to be killed.
        var ending: RemoteFailure?
        /// The helper's process while it may be signalled: from its start until it has ended
        /// and is about to be reaped (so a `kill` never reaches a reused process number).
        var process: pid_t?
    }

    /// Touched by the lookup's thread, the deadline's timer and the cancelling task at once.
    private let state = Mutex(State())
    /// The helper's executable.
    private let helper: String
    /// What the helper is asked.
    private let request: FetchRequest

    private init(helper: String, request: FetchRequest) {
        self.helper = helper
        self.request = request
    }

    /// `trivia-fetch` in the folder of this process's executable.
    static var helperBesideThisProgram: String {
        var buffer = [CChar](repeating: 0, count: 4_097)
        #if canImport(Darwin)
            var size = UInt32(buffer.count)
            let count = _NSGetExecutablePath(&buffer, &size) == 0 ? strlen(buffer) : 0
        #else
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        #endif
        let program =
            count > 0
            ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments.first ?? "trivia"
        return URL(fileURLWithPath: program).deletingLastPathComponent()
            .appendingPathComponent("trivia-fetch").path
    }

    /// The helper's reply to `request`, within the request's deadline from now.
    ///
    /// - Parameter helper: The helper's executable.
    /// - Returns: The server's HTTP status and body.
    /// - Throws: ``RemoteFailure``: the failure the helper found; timed out, too large or
    ///   cancelled (the helper killed); or the helper missing or failing.
    static func run(_ request: FetchRequest, helper: String) async throws(RemoteFailure)
        -> (status: Int, body: Data)
    {
        guard access(helper, X_OK) == 0 else {
            throw .helper(Self.notStarted(errno, helper: helper))
        }
        let lookup = FetchProcess(helper: helper, request: request)
        // A Dispatch timer rather than a sleeping task: it fires on time even when every thread
        // of the task pool is busy.
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler { lookup.end(.timedOut(seconds: request.deadlineSeconds)) }
        timer.schedule(
            deadline: .now() + .nanoseconds(Int(request.deadline / .nanoseconds(1))))
        timer.resume()
        defer { timer.cancel() }
        let reply = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let early = lookup.state.withLock { state -> RemoteFailure? in
                    // Ended before it started: no helper to wait for.
                    if let ending = state.ending { return ending }
                    state.continuation = continuation
                    return nil
                }
                if let early {
                    continuation.resume(returning: .failure(early))
                } else {
                    // A thread of its own: it blocks on the pipe and on the helper's end, and
                    // the task pool's few threads must stay free.
                    Thread.detachNewThread { lookup.runHelper() }
                }
            }
        } onCancel: {
            lookup.end(.cancelled)
        }
        switch reply {
        case .answer(let status, let body): return (status, body)
        case .failure(let failure): throw failure
        }
    }

    /// Ends the lookup with `failure`, unless it has ended already, and kills the helper.
    private func end(_ failure: RemoteFailure) {
        let continuation = state.withLock { state -> CheckedContinuation<FetchReply, Never>? in
            guard state.ending == nil else { return nil }
            state.ending = failure
            // Under the lock, so the helper cannot be reaped in between.
            if let process = state.process { kill(process, SIGKILL) }
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: .failure(failure))
    }

    /// On the lookup's thread: starts the helper, reads its reply, waits for it to end, and
    /// ends the lookup with what it said.
    private func runHelper() {
        var reply = [Int32](repeating: -1, count: 2)
        var lifeline = [Int32](repeating: -1, count: 2)
        // Close-on-exec: no other process this app starts, on another thread, holds them
        // open. (The app's own files are all opened close-on-exec too, and on macOS the helper
        // starts with `POSIX_SPAWN_CLOEXEC_DEFAULT`.)
        guard SocketPair.make(&reply) else {
            return finish(.failure(.helper(Self.notStarted(errno, helper: helper))))
        }
        guard SocketPair.make(&lifeline) else {
            let error = errno
            close(reply[0])
            close(reply[1])
            return finish(.failure(.helper(Self.notStarted(error, helper: helper))))
        }
        // The app's ends: read the reply, hold the lifeline while the helper may run.
        defer {
            close(reply[0])
            close(lifeline[1])
        }
        let started = start(replyTo: reply[1], lifeline: lifeline[0])
        close(reply[1])
        close(lifeline[0])
        let process: pid_t
        switch started {
        case .success(let started?): process = started
        // Ended before it started: the lookup has its outcome already.
        case .success(nil): return
        case .failure(let failure): return finish(.failure(.helper(failure)))
        }
        deliver(request.input, to: lifeline[1])
        let bytes = collectReply(from: reply[0])
        let status = reap(process)
        finish(outcome(bytes: bytes, status: status))
    }

    /// Starts the helper with its standard output on `replyTo` and its input on `lifeline`,
    /// unless the lookup has ended already (`nil`); registers it for ``end(_:)``.
    private func start(replyTo: Int32, lifeline: Int32)
        -> Result<pid_t?, RemoteFailure.HelperFailure>
    {
        #if canImport(Darwin)
            // An opaque pointer there, which `init` fills in.
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, lifeline, 0)
        posix_spawn_file_actions_adddup2(&actions, replyTo, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group: a terminal's SIGINT is the app's to act on. No signal blocked
        // or ignored because the app's threads block or ignore it.
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        var flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        #if canImport(Darwin)
            // Only the descriptors named above reach the helper, whatever the app has open.
            flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([helper] + request.arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        // "Text file busy" passes: another process started while the helper's file was open
        // for writing (a build putting it in place, a test writing one) still holds it for a
        // moment, longer on a busy machine. Tries for about a second, waiting 5 ms at first and
        // at most 100 ms between tries, outside the lock; an ended lookup stops at the next.
        var waited: UInt32 = 0
        var wait: UInt32 = 5_000
        while true {
            let spawned = state.withLock { state -> (pid_t?, Int32) in
                // Under the lock, so an ending cannot slip between the start and the
                // registering.
                guard state.ending == nil else { return (nil, 0) }
                var process: pid_t = 0
                let error = posix_spawn(&process, helper, &actions, &attributes, argv, environ)
                if error == 0 { state.process = process }
                return (error == 0 ? process : nil, error)
            }
            switch spawned {
            case (let process?, _): return .success(process)
            case (nil, 0): return .success(nil)
            case (nil, ETXTBSY) where waited < 1_000_000:
                usleep(wait)
                waited += wait
                wait = min(wait * 2, 100_000)
            case (nil, let error): return .failure(Self.notStarted(error, helper: helper))
            }
        }
    }

    /// Writes `bytes` to the helper's input; a helper that has ended already reads nothing,
    /// and how it ended is the lookup's outcome.
    private func deliver(_ bytes: [UInt8], to socket: Int32) {
        #if canImport(Darwin)
            // No SIGPIPE, which would end the app, when the helper has gone.
            var on: Int32 = 1
            setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                send(socket, $0.baseAddress! + sent, bytes.count - sent, flags)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// What the helper wrote, up to the body limit plus ``FetchReply/headerLimit`` bytes; past
    /// that, the lookup ends with a helper that broke its limit.
    private func collectReply(from pipe: Int32) -> Data {
        let most = request.limit + FetchReply.headerLimit
        var bytes = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(pipe, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            guard bytes.count + count <= most else {
                end(.helper(.overLimit(limit: request.limit)))
                return bytes
            }
            bytes.append(contentsOf: buffer[..<count])
        }
    }

    /// Why the helper could not be started, from the system's error number: missing, or
    /// there but not startable (not executable, no memory, no file descriptors left).
    private static func notStarted(_ error: Int32, helper: String) -> RemoteFailure.HelperFailure {
        if error == ENOENT { return .missing(path: helper) }
        // A folder is "Permission denied" to posix_spawn, which would send the user to look
        // at permissions.
        var information = stat()
        if error == EACCES, stat(helper, &information) == 0,
            information.st_mode & S_IFMT == S_IFDIR
        {
            return .notStarted(path: helper, reason: "it is a folder, not the helper program")
        }
        return .notStarted(path: helper, reason: String(cString: strerror(error)))
    }

    /// Waits for the helper to end and returns its wait status.
    private func reap(_ process: pid_t) -> Int32 {
        // Waited for without reaping first: until it is reaped its number is not reused, so
        // ``end(_:)`` may still kill it. Only then is it unregistered and reaped.
        var information = siginfo_t()
        while waitid(P_PID, id_t(process), &information, WEXITED | WNOWAIT) < 0, errno == EINTR {}
        state.withLock { $0.process = nil }
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0, errno == EINTR {}
        return status
    }

    /// The lookup's outcome from what the helper wrote and how it ended.
    private func outcome(bytes: Data, status: Int32) -> FetchReply {
        let signal = status & 0x7F
        guard signal == 0 else { return .failure(.helper(.stopped(signal: signal))) }
        let exitStatus = (status >> 8) & 0xFF
        guard exitStatus == 0 else { return .failure(.helper(.exited(status: exitStatus))) }
        do throws(RemoteFailure) {
            let reply = try FetchReply(bytes: bytes)
            // The helper keeps to the limit; the app does not take its word for it.
            if case .answer(_, let body) = reply, body.count > request.limit {
                return .failure(.helper(.overLimit(limit: request.limit)))
            }
            return reply
        } catch {
            return .failure(error)
        }
    }

    /// Ends the lookup with `reply`, unless the app ended it already.
    private func finish(_ reply: FetchReply) {
        let continuation = state.withLock { state -> CheckedContinuation<FetchReply, Never>? in
            guard state.ending == nil else { return nil }
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: reply)
    }
}

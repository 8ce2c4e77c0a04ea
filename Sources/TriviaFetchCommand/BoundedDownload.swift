import Foundation
import Synchronization
import TriviaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP GET held to a deadline, a body limit and the origin it asked, cancellable by the
/// task.
///
/// `URLSession` alone holds a lookup to none of these: its timeout starts again with every byte
/// (a server sending one byte a second holds it for minutes), it follows a redirect anywhere, and
/// on Linux FoundationNetworking queues each piece of a body for the delegate without waiting
/// for it (so a fast server fills memory long before a delegate can say stop). Here:
///
/// - the deadline covers the whole exchange, redirects included: at the deadline the lookup ends
///   with ``RemoteFailure/timedOut(seconds:)``, whatever the server is doing;
/// - the delegate queue holds only a few pieces, and URLSession waits for room before it reads
///   on (see ``BoundedQueue``), so the body in memory never passes the limit by more than those
///   pieces; the lookup ends as soon as the body passes the limit, or at once when its announced
///   length does (``RemoteFailure/tooLarge(limit:)``), and the request is cancelled;
/// - a redirect to another scheme, host or port is not followed
///   (``RemoteFailure/redirected(to:)``); one on the same server is.
///
/// A lookup that ends early (deadline, limit, Ctrl-C) returns at once; the cancelled request
/// winds down in the background, which on Linux can take until the server stops sending, but
/// holds no more than the queue's few pieces meanwhile.
final class BoundedDownload: NSObject, URLSessionDataDelegate, Sendable {
    /// What the callbacks have gathered, and how the lookup is waited for.
    private struct State {
        /// The HTTP status of the final response.
        var status = 0
        /// The body so far, never more than the limit.
        var body = Data()
        /// The lookup waiting for its result; taken by whichever callback ends it.
        var continuation: CheckedContinuation<(Int, Data), any Error>?
        /// Why the lookup ended early; once set the request has been cancelled, and later
        /// callbacks change nothing.
        var failure: RemoteFailure?
        /// A redirect refused: the answer to report when the task completes.
        var refusal: RemoteFailure?
        /// Whether the server asked for a sign-in the lookup does not give: the status is the
        /// answer when the task completes, cancelled as it then is.
        var signInRefused = false
    }

    /// Touched by the delegate queue, the deadline's timer and the cancelling task at once.
    private let state = Mutex(State())
    /// The most body bytes taken.
    private let limit: Int
    /// Where the request went: the only origin a redirect may lead to.
    private let origin: Origin

    /// A download of at most `limit` bytes from `origin`.
    private init(limit: Int, origin: Origin) {
        self.limit = limit
        self.origin = origin
    }

    /// The status and body of `request`, within `deadline` from now.
    ///
    /// - Parameters:
    ///   - request: A GET; its URL's scheme, host and port are the only origin followed.
    ///   - limit: The most body bytes taken.
    ///   - deadline: How long the whole exchange may take.
    ///   - seconds: The deadline as ``RemoteFailure/timedOut(seconds:)`` reports it.
    /// - Throws: ``RemoteFailure``: offline, timed out, too large, redirected elsewhere, not HTTP,
    ///   or cancelled.
    static func get(_ request: URLRequest, limit: Int, deadline: Duration, seconds: Int)
        async throws(RemoteFailure) -> (Int, Data)
    {
        let download = BoundedDownload(limit: limit, origin: Origin(request.url))
        let configuration = URLSessionConfiguration.ephemeral
        // A lookup never signs in. With no stored credentials none can be sent anywhere, and
        // URLSession never takes its sign-in path, which would wait for its work queue from
        // the delegate queue (see ``BoundedQueue``).
        configuration.urlCredentialStorage = nil
        let session = URLSession(
            configuration: configuration, delegate: download, delegateQueue: BoundedQueue())
        // The session is let go when its one task has ended (in the task's last callback).
        let task = session.dataTask(with: request)
        // A Dispatch timer rather than a sleeping task: it fires on time even when every thread
        // of the task pool is busy; and cancelled, it lets go of the task (and its session) at
        // once.
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler { download.fail(.timedOut(seconds: seconds), cancelling: task) }
        timer.schedule(deadline: .now() + .nanoseconds(Int(deadline / .nanoseconds(1))))
        timer.resume()
        defer { timer.cancel() }
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    let early = download.state.withLock { state -> RemoteFailure? in
                        // Cancelled before it started: end now, for no callback will come.
                        if let failure = state.failure { return failure }
                        state.continuation = continuation
                        return nil
                    }
                    if let early {
                        continuation.resume(throwing: early)
                    } else {
                        task.resume()
                    }
                }
            } onCancel: {
                download.fail(.cancelled, cancelling: task)
            }
        } catch let failure as RemoteFailure {
            throw failure
        } catch {
            // A server that had begun its answer was reached: what went wrong came after.
            let answered = download.state.withLock { $0.status != 0 }
            throw Self.failure(for: error, timeout: seconds, afterAnswering: answered)
        }
    }

    /// Keeps the status; ends the lookup at once when the announced length is over the limit.
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let tooLarge = state.withLock { state -> Bool in
            guard state.failure == nil, state.refusal == nil else { return false }
            state.status = (response as? HTTPURLResponse)?.statusCode ?? 0
            return response.expectedContentLength > limit
        }
        // FoundationNetworking ignores the disposition and reads on; cancelling the task stops it.
        completionHandler(.allow)
        if tooLarge { fail(.tooLarge(limit: limit), cancelling: dataTask) }
    }

    /// Keeps a piece of the body, or ends the lookup when it would pass the limit.
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = state.withLock { state -> Bool in
            guard state.failure == nil, state.refusal == nil else { return false }
            guard state.body.count + data.count <= limit else { return true }
            state.body.append(data)
            return false
        }
        if tooLarge { fail(.tooLarge(limit: limit), cancelling: dataTask) }
    }

    /// Follows a redirect on the same origin; declines any other, to report it.
    func urlSession(
        _ session: URLSession, task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        // Judged by the address the server wrote: the HTTP client takes one it cannot follow
        // (`file:///etc/passwd`) as a path on this server, and would ask for that instead.
        let written = Self.location(in: response).flatMap {
            URL(string: $0, relativeTo: response.url)
        }
        let target = Origin(written ?? request.url)
        guard target == origin else {
            // Declined rather than cancelled: the task then ends at once with the redirect, and
            // the refusal is what the lookup reports.
            state.withLock { $0.refusal = .redirected(to: target.shown) }
            completionHandler(nil)
            return
        }
        completionHandler(request)
    }

    /// Refuses a sign-in the server asks for: the lookup never signs in, and the answer is the
    /// status the server gave (401).
    ///
    /// Not left to URLSession: given no credential for a challenge naming a scheme it knows
    /// (`WWW-Authenticate: Basic`), the toolchain's FoundationNetworking neither signs in nor
    /// ends the task, which then waited for the deadline and was called a time-out (found by a
    /// hostile tester). Cancelled here, the task ends at once, and its completion reports the
    /// status kept.
    func urlSession(
        _ session: URLSession, task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let status = (challenge.failureResponse as? HTTPURLResponse)?.statusCode
        state.withLock { state in
            guard state.failure == nil, state.refusal == nil else { return }
            if let status { state.status = status }
            state.signInRefused = state.status != 0
        }
        // Not from here: the cancel it leads to waits for URLSession's work queue, which may be
        // waiting for room on this very queue (see ``fail(_:cancelling:)``).
        nonisolated(unsafe) let completionHandler = completionHandler
        DispatchQueue.global().async { completionHandler(.cancelAuthenticationChallenge, nil) }
    }

    /// Ends the lookup, unless it has ended already, and lets the session go.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
        let (ending, cancelled) = state.withLock {
            state -> (
                (CheckedContinuation<(Int, Data), any Error>, Result<(Int, Data), any Error>)?,
                Bool
            ) in
            let cancelled = state.failure != nil
            guard let continuation = state.continuation else { return (nil, cancelled) }
            state.continuation = nil
            if let refusal = state.refusal { return ((continuation, .failure(refusal)), cancelled) }
            if state.signInRefused {
                return ((continuation, .success((state.status, state.body))), cancelled)
            }
            if let error { return ((continuation, .failure(error)), cancelled) }
            // A redirect URLSession could not follow (no Location, or one that is no URL)
            // ends the task with no error and no response for the delegate: its status is
            // the task's.
            let status =
                state.status != 0
                ? state.status : (task.response as? HTTPURLResponse)?.statusCode ?? 0
            // No status and no error: the connection ended before a whole status line (a
            // server that accepted and closed, or broke off inside the line): an answer
            // broken off, which may pass, not one that is no fact.
            guard status != 0 else {
                return ((continuation, .failure(RemoteFailure.brokenOff)), cancelled)
            }
            return ((continuation, .success((status, state.body))), cancelled)
        }
        if let (continuation, result) = ending { continuation.resume(with: result) }
        // The task ended on its own (the body ran out, or the connection failed) after a cancel
        // had begun: the toolchain's FoundationNetworking then finishes that cancel later, and
        // crashes if by then it has forgotten the task, which it does when this callback
        // returns. So hold this callback until the cancel's own completion is queued behind
        // it. A cancel that began (`.canceling`) is the only kind still on its way: one that
        // has not begun yet will find the task already ended and do nothing.
        if cancelled, (error as? URLError)?.code != .cancelled, task.state == .canceling {
            (session.delegateQueue as? BoundedQueue)?.waitForAnotherOperation(seconds: 2)
        }
        // Let the session go, or it keeps its sockets. Queued, so it runs once URLSession has
        // marked the task finished: then it has nothing left to cancel, for a cancel of a
        // finished task is what the wait above is there to avoid.
        session.delegateQueue.addOperation { session.invalidateAndCancel() }
    }

    /// Ends the lookup with `failure`, unless it has ended already, and cancels the request.
    private func fail(_ failure: RemoteFailure, cancelling task: URLSessionTask) {
        let continuation = state.withLock { state -> CheckedContinuation<(Int, Data), any Error>? in
            guard state.failure == nil else { return nil }
            state.failure = failure
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(throwing: failure)
        // Not from here: this may be the delegate queue, and `cancel()` (in the toolchain's
        // FoundationNetworking) waits for URLSession's work queue, which may be waiting for
        // room on this very queue.
        DispatchQueue.global().async { task.cancel() }
    }

    /// The `Location` of `response`, as the server wrote it.
    private static func location(in response: HTTPURLResponse) -> String? {
        response.allHeaderFields.first { ($0.key as? String)?.lowercased() == "location" }?
            .value as? String
    }

    /// The failure a URL loading error stands for.
    private static func failure(for error: any Error, timeout: Int, afterAnswering answered: Bool)
        -> RemoteFailure
    {
        guard let error = error as? URLError else { return answered ? .brokenOff : .offline }
        switch error.code {
        case .timedOut: return .timedOut(seconds: timeout)
        case .cancelled: return .cancelled
        case .httpTooManyRedirects: return .redirectLoop
        // A connection closed before a whole status line (nothing sent, or `HTTP/1.1 200 O`):
        // an answer broken off, which may pass.
        case .badServerResponse: return .brokenOff
        // Bytes that are not HTTP (which the Linux loader reports as an unsupported URL).
        case .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData, .unsupportedURL:
            return .badBody
        // No code of its own: FoundationNetworking gives libcurl's failures none but a
        // refused connection, a host not found, a connection reset, nothing sent and a time out.
        // With an answer begun, it broke off ("transfer closed with N bytes remaining");
        // before one, the server could not be reached (no route to it) or sent what is not
        // HTTP it can read (headers too long, a length below zero), which only libcurl's words
        // tell apart.
        case .unknown: return answered ? .brokenOff : .unreachableOrUnreadable
        // The server was reached: the connection it reset was made.
        case .networkConnectionLost: return .brokenOff
        default: return answered ? .brokenOff : .offline
        }
    }
}

extension BoundedDownload {
    /// Where a URL points: its scheme, host and port, which a redirect must keep.
    struct Origin: Equatable {
        /// The scheme, lowercased.
        var scheme: String
        /// The host, lowercased.
        var host: String
        /// The port, the scheme's own when the URL gives none.
        var port: Int
        /// The port as the URL wrote it, for ``shown``.
        private var writtenPort: Int?

        /// The origin of `url`; an empty one when there is no URL.
        init(_ url: URL?) {
            scheme = url?.scheme?.lowercased() ?? ""
            host = url?.host?.lowercased() ?? ""
            writtenPort = url?.port
            port = writtenPort ?? (scheme == "https" ? 443 : 80)
        }

        /// `scheme://host[:port]`, for a message, cut short if a server made it long; an IPv6
        /// host in brackets (`http://[::1]:8080`), as a URL writes it and `--remote` takes it.
        var shown: String {
            let host =
                self.host.contains(":") && !self.host.hasPrefix("[") ? "[\(self.host)]" : self.host
            let text = "\(scheme)://\(host)" + (writtenPort.map { ":\($0)" } ?? "")
            return text.count <= 80 ? text : String(text.prefix(79)) + "…"
        }

        /// Whether two origins are one: the written port does not count, so
        /// `http://host` and `http://host:80` are the same.
        static func == (left: Origin, right: Origin) -> Bool {
            left.scheme == right.scheme && left.host == right.host && left.port == right.port
        }
    }

    /// A serial delegate queue that holds only a few callbacks: URLSession waits for room.
    ///
    /// FoundationNetworking reads a body as fast as the network brings it and queues each
    /// piece (up to libcurl's 16 KiB) here without waiting, so at loopback speed hundreds of
    /// megabytes can be queued before the first piece is looked at. Waiting for room in
    /// `addOperation` turns that into backpressure: the reader pauses, the socket fills and the
    /// server waits, and at most ``room`` pieces are ever queued.
    ///
    /// The queue also counts what it holds, so a callback can wait for the next one to arrive
    /// (``waitForAnotherOperation(seconds:)``).
    final class BoundedQueue: OperationQueue, @unchecked Sendable {
        /// Pieces queued at most: a few, so what waits is some 64 KiB at most (libcurl hands
        /// over at most 16 KiB at a time), yet the reader seldom waits for a small answer.
        static let room = 4
        /// One for each piece that may still be queued.
        private let free = DispatchSemaphore(value: room)
        /// Guards ``held`` and is signalled whenever an operation is added.
        private let change = NSCondition()
        /// Operations added and not yet finished, the running one included.
        private var held = 0

        /// A serial queue: callbacks arrive in order, one at a time.
        override init() {
            super.init()
            maxConcurrentOperationCount = 1
        }

        /// Queues `block`, first waiting for room unless a callback of this queue is asking.
        override func addOperation(_ block: @escaping @Sendable () -> Void) {
            // A callback that queues another (URLSession does, on some paths) must not wait
            // for room that only its own end can make.
            let waits = OperationQueue.current !== self
            if waits { free.wait() }
            change.lock()
            held += 1
            change.broadcast()
            change.unlock()
            super.addOperation { [self] in
                block()
                change.lock()
                held -= 1
                change.unlock()
                if waits { free.signal() }
            }
        }

        /// From one of this queue's operations: waits until another operation is queued behind
        /// it, or `seconds` have passed.
        func waitForAnotherOperation(seconds: Double) {
            let deadline = Date(timeIntervalSinceNow: seconds)
            change.lock()
            defer { change.unlock() }
            while held < 2, change.wait(until: deadline) {}
        }
    }
}

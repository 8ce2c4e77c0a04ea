import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 and a port the system picks, for tests of code that
/// talks HTTP: canned answers, delays, error statuses, garbage, huge bodies, bodies sent a
/// byte at a time, redirects and dropped connections, with no network and no package.
///
/// ```swift
/// let server = try LoopbackHTTPServer { path in
///     path == "/42?json" ? .answer(200, body: #"{"text": "42 is the answer."}"#) : .answer(404)
/// }
/// defer { server.stop() }
/// // GET \(server.baseURL)/42?json
/// ```
///
/// Each connection is served on its own thread and closed after one answer. Linux only, like
/// the pseudo-terminal helpers beside it.
public final class LoopbackHTTPServer: Sendable {
    /// What the server does with one request.
    public enum Reply: Sendable {
        /// Answers with this status and body, after waiting `delay`.
        case answer(Int, body: String = "", delay: Duration = .zero)
        /// Answers 200 with a body of `byteCount` bytes, sent as fast as the client reads (and
        /// never held whole here, so a test may ask for gigabytes). With `chunked`, in chunked
        /// transfer encoding, so the client learns no length up front.
        case huge(byteCount: Int, chunked: Bool = false)
        /// Answers 200 with `body` (its length announced), one byte every `interval`: a server
        /// that is never quiet long enough for an idle timeout.
        case trickle(body: String, interval: Duration)
        /// Answers with this status (a 3xx) and a `Location` header: the client is sent on to
        /// `location`.
        case redirect(Int, location: String)
        /// Writes these bytes and closes: not HTTP at all.
        case garbage([UInt8])
        /// Closes the connection without answering.
        case drop
        /// Answers with this status and body, then stops listening: the server is gone for
        /// every later request, as if the network went down.
        case answerThenStop(Int, body: String)
    }

    /// The port the server listens on.
    public let port: UInt16
    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private let listener: Int32
    private let route: @Sendable (String) -> Reply
    private let received = Mutex<[String]>([])
    private let finished = Mutex<[Served]>([])
    private let isStopped = Mutex(false)
    /// The ports servers of this process have listened on: a new server never takes one.
    ///
    /// The system may hand a freed port to the next server at once; a client of a stopped
    /// server (a story's "the network is gone") then reached another test's server instead of
    /// being refused, in full parallel runs.
    private static let usedPorts = Mutex<Set<UInt16>>([])

    /// Starts a server that answers each request path (with its query) as `route` says.
    public init(route: @escaping @Sendable (_ path: String) -> Reply) throws {
        // Sockets on ports used before stay open until a new port is found, so the system
        // offers another each time.
        var refused: [Int32] = []
        defer { for descriptor in refused { close(descriptor) } }
        var bound = try Self.openListener()
        while !Self.usedPorts.withLock({ [port = bound.port] in $0.insert(port).inserted }) {
            refused.append(bound.listener)
            bound = try Self.openListener()
        }
        port = bound.port
        listener = bound.listener
        self.route = route
        let server = self
        Thread.detachNewThread { server.acceptConnections() }
    }

    /// A socket listening on a port of the system's choice on the loopback address, and the
    /// port.
    private static func openListener() throws -> (listener: Int32, port: UInt16) {
        let listener = try socketBound(to: 0)
        guard listen(listener, 16) == 0 else {
            let error = errno
            close(listener)
            throw POSIXError(.init(rawValue: error) ?? .EIO)
        }
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(listener, $0, &length)
            }
        }
        return (listener, UInt16(bigEndian: address.sin_port))
    }

    /// A TCP socket bound to `port` on the loopback address (0: one the system picks), not
    /// listening.
    private static func socketBound(to port: UInt16) throws -> Int32 {
        #if canImport(Darwin)
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        closeOnExec(descriptor)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let error = errno
            close(descriptor)
            throw POSIXError(.init(rawValue: error) ?? .EIO)
        }
        return descriptor
    }

    /// The request paths received so far, in order.
    public var requests: [String] { received.withLock { $0 } }

    /// How long the server spent on one request.
    public struct Served: Sendable {
        /// The request's path, with its query.
        public var path: String
        /// From reading the request to the last byte sent, or to finding the client gone: by
        /// the server's clock, so however busy the tests' own threads are.
        public var duration: Duration
        /// When the server was done with it: the last byte sent, or the client found gone.
        public var finished: ContinuousClock.Instant
    }

    /// The requests the server is done with (answered, or left by their client), in the order
    /// it finished them.
    public var served: [Served] { finished.withLock { $0 } }

    /// Stops listening; connections being served finish on their own.
    ///
    /// No other server of this process takes the port afterwards (see ``init(route:)``), and
    /// no other process either: the port stays bound, by a socket that never listens, for as
    /// long as this process runs. So a client trying it again is refused, as by a stopped
    /// server, and never answered by another test run's server on the same machine.
    public func stop() {
        let wasStopped = isStopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        // The listener is closed by the thread that accepts on it, once it is woken: closed
        // here, its number could be given to another server's new socket before that thread
        // called accept again, which then took that server's connections and answered them
        // with this one's routes (a stopped server "answered" a story's second lookup, about
        // once in ten runs beside other suites).
        shutdown(listener, Int32(SHUT_RDWR))
        // Taken again at once, never to listen: the port is free for only the moment between
        // the two calls.
        if let holder = try? Self.socketBound(to: port) {
            Self.holders.withLock { $0.append(holder) }
        }
    }

    /// The sockets that keep stopped servers' ports bound; never closed.
    private static let holders = Mutex<[Int32]>([])

    deinit { stop() }

    /// Keeps `descriptor` out of the processes other tests start meanwhile: a child holding a
    /// connection open would keep its client waiting for the end of an answer long after the
    /// server closed it (a run of other tests' processes held requests here for 50 s).
    private static func closeOnExec(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
    }

    private func acceptConnections() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                // Stopped (or broken): the listener is this thread's to close.
                stop()
                close(listener)
                return
            }
            Self.closeOnExec(connection)
            let server = self
            Thread.detachNewThread { server.serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let path = Self.requestPath(from: connection) else { return }
        received.withLock { $0.append(path) }
        let started = ContinuousClock.now
        defer {
            let now = ContinuousClock.now
            let served = Served(path: path, duration: now - started, finished: now)
            finished.withLock { $0.append(served) }
        }
        switch route(path) {
        case .answer(let status, let body, let delay):
            Self.pause(delay)
            Self.answer(status: status, body: Array(body.utf8), to: connection)
        case .huge(let byteCount, let chunked):
            Self.stream(byteCount: byteCount, chunked: chunked, to: connection)
        case .trickle(let body, let interval):
            let bytes = Array(body.utf8)
            guard
                Self.writeAll(
                    Array(Self.head(status: 200, length: bytes.count).utf8), to: connection)
            else { return }
            for byte in bytes {
                Self.pause(interval)
                // The client has gone (a deadline, a cancel): stop, rather than sleep on.
                guard Self.writeAll([byte], to: connection) else { return }
            }
        case .redirect(let status, let location):
            let head =
                "HTTP/1.1 \(status) Redirect\r\nLocation: \(location)\r\nContent-Length: 0\r\n"
                + "Connection: close\r\n\r\n"
            Self.writeAll(Array(head.utf8), to: connection)
        case .garbage(let bytes):
            Self.writeAll(bytes, to: connection)
        case .drop:
            return
        case .answerThenStop(let status, let body):
            stop()
            Self.answer(status: status, body: Array(body.utf8), to: connection)
        }
    }

    /// The path of the request read from `connection`, up to the end of its headers.
    private static func requestPath(from connection: Int32) -> String? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while !bytes.ends(with: Array("\r\n\r\n".utf8)), bytes.count < 65_536 {
            let count = buffer.withUnsafeMutableBytes { read(connection, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
        }
        let requestLine = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        let parts = requestLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    private static func answer(status: Int, body: [UInt8], to connection: Int32) {
        // An answer the tests choose: a status line, the length, the body, then close.
        writeAll(Array(head(status: status, length: body.count).utf8) + body, to: connection)
    }

    /// A status line and headers; the length is left out when `nil` (a chunked body follows).
    private static func head(status: Int, length: Int?) -> String {
        "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Status")\r\n"
            + "Content-Type: application/json\r\n"
            + (length.map { "Content-Length: \($0)\r\n" } ?? "Transfer-Encoding: chunked\r\n")
            + "Connection: close\r\n\r\n"
    }

    /// Sends a 200 with `byteCount` bytes of `x`, from one small buffer sent again and again, so
    /// the server's own memory stays small whatever the size; stops when the client goes.
    private static func stream(byteCount: Int, chunked: Bool, to connection: Int32) {
        guard
            writeAll(
                Array(head(status: 200, length: chunked ? nil : byteCount).utf8), to: connection)
        else { return }
        let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1_024)
        var left = byteCount
        while left > 0 {
            let part = left >= piece.count ? piece : Array(piece[..<left])
            let framed =
                chunked
                ? Array("\(String(part.count, radix: 16))\r\n".utf8) + part + Array("\r\n".utf8)
                : part
            guard writeAll(framed, to: connection) else { return }
            left -= part.count
        }
        if chunked { writeAll(Array("0\r\n\r\n".utf8), to: connection) }
    }

    /// Sleeps this connection's thread for `duration`.
    private static func pause(_ duration: Duration) {
        guard duration > .zero else { return }
        let parts = duration.components
        Thread.sleep(forTimeInterval: Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
    }

    /// Sends all of `bytes`; `false` when the client has closed the connection.
    @discardableResult
    private static func writeAll(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}

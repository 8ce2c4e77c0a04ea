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
/// talks HTTP: canned answers, delays, error statuses, garbage, huge bodies and dropped
/// connections, with no network and no package.
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
        /// Answers 200 with a body of `byteCount` bytes.
        case huge(byteCount: Int)
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
    private let isStopped = Mutex(false)

    /// Starts a server that answers each request path (with its query) as `route` says.
    public init(route: @escaping @Sendable (_ path: String) -> Reply) throws {
        #if canImport(Darwin)
            let listener = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard listener >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        Self.closeOnExec(listener)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(listener, $0, &length)
            }
        }
        port = UInt16(bigEndian: address.sin_port)
        self.listener = listener
        self.route = route
        let server = self
        Thread.detachNewThread { server.acceptConnections() }
    }

    /// The request paths received so far, in order.
    public var requests: [String] { received.withLock { $0 } }

    /// Stops listening; connections being served finish on their own.
    public func stop() {
        let wasStopped = isStopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

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
        switch route(path) {
        case .answer(let status, let body, let delay):
            if delay > .zero {
                let parts = delay.components
                Thread.sleep(
                    forTimeInterval: Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
            }
            Self.answer(status: status, body: Array(body.utf8), to: connection)
        case .huge(let byteCount):
            let body = [UInt8](repeating: UInt8(ascii: "x"), count: byteCount)
            Self.answer(status: 200, body: body, to: connection)
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
        let head =
            "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Status")\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n"
            + "Connection: close\r\n\r\n"
        writeAll(Array(head.utf8) + body, to: connection)
    }

    private static func writeAll(_ bytes: [UInt8], to connection: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return }
            sent += count
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}

import Foundation
import ScenicTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The test support's HTTP server answers as it is told, so code that talks HTTP can be tested
/// against every kind of answer without a network.
///
/// One test at a time: FoundationNetworking's sessions share state inside the process, and a
/// full parallel run once saw a stopped server "answered" with another test's 4-byte body
/// while that test's server recorded no extra request. Only this suite uses `URLSession` in
/// the test process, so running it in turn rules that out; and its requests share one session
/// (see ``session``), since a session per request was still answered so.
@Suite(.serialized) struct LoopbackHTTPServerTests {
    /// One session for the whole suite, never invalidated, with nothing cached.
    ///
    /// A session per request failed in full parallel runs: a new session's first request got
    /// a 200 with a 4-byte body its server never sent (nor saw the request for), and so did
    /// the next, as if an answer to an earlier session's task of the same number (each session
    /// numbers its tasks from 1) reached it. One session never repeats a task's number.
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }()

    private func get(_ server: LoopbackHTTPServer, _ path: String) async throws -> (Int, Data) {
        let url = try #require(URL(string: server.baseURL.absoluteString + path))
        var request = URLRequest(url: url)
        request.timeoutInterval = 5
        // Each request on a connection of its own: a connection kept open to a server that
        // stopped listening could answer for it, and these tests are about what the server
        // itself does.
        request.setValue("close", forHTTPHeaderField: "Connection")
        let (data, response) = try await Self.session.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }

    @Test func answersEachPathAsRoutedAndRecordsTheRequests() async throws {
        let server = try LoopbackHTTPServer { path in
            switch path {
            case "/42?json": .answer(200, body: #"{"text":"42 is the answer."}"#)
            case "/big": .huge(byteCount: 100_000)
            default: .answer(404, body: "no")
            }
        }
        defer { server.stop() }
        let (status, body) = try await get(server, "/42?json")
        #expect(status == 200)
        #expect(String(decoding: body, as: UTF8.self) == #"{"text":"42 is the answer."}"#)
        #expect(try await get(server, "/nope").0 == 404)
        #expect(try await get(server, "/big").1.count == 100_000)
        #expect(server.requests == ["/42?json", "/nope", "/big"])
    }

    /// A chunked body arrives whole, a trickled one at its pace, and a redirect leads on.
    @Test func streamsChunkedBodiesTricklesAndRedirects() async throws {
        let server = try LoopbackHTTPServer { path in
            switch path {
            case "/chunked": .huge(byteCount: 100_000, chunked: true)
            case "/trickle": .trickle(body: "slow", interval: .milliseconds(10))
            case "/moved": .redirect(302, location: "/here")
            default: .answer(200, body: "here")
            }
        }
        defer { server.stop() }
        #expect(
            try await get(server, "/chunked").1
                == Data(repeating: UInt8(ascii: "x"), count: 100_000))
        #expect(try await get(server, "/trickle").1 == Data("slow".utf8))
        #expect(try await get(server, "/moved").1 == Data("here".utf8))
        #expect(server.requests == ["/chunked", "/trickle", "/moved", "/here"])
    }

    @Test func dropsAndGarbageAreErrorsForTheClient() async throws {
        let server = try LoopbackHTTPServer { path in
            path == "/drop" ? .drop : .garbage(Array("not http at all\r\n\r\n".utf8))
        }
        defer { server.stop() }
        await #expect(throws: (any Error).self) { try await get(server, "/drop") }
        await #expect(throws: (any Error).self) { try await get(server, "/garbage") }
    }

    @Test func aStoppedServerRefusesConnections() async throws {
        let server = try LoopbackHTTPServer { _ in .answer(200) }
        server.stop()
        await #expect(throws: (any Error).self) { try await get(server, "/") }
    }

    @Test func aStoppedServersPortIsKeptFromOtherProgramsToo() throws {
        let server = try LoopbackHTTPServer { _ in .answer(200) }
        server.stop()
        // As another program on the machine binds a port: refused, the port is still taken.
        #if canImport(Darwin)
            let other = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let other = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        defer { close(other) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = server.port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(other, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let error = errno
        #expect(bound == -1 && error == EADDRINUSE)
    }

    @Test func aServerThatStoppedAfterAnsweringKeepsItsPortFromOtherServers() async throws {
        let server = try LoopbackHTTPServer { _ in .answerThenStop(200, body: "once") }
        let (status, body) = try await get(server, "/")
        // The requests the server saw say whose answer it was, if the body is not its own.
        #expect(
            status == 200 && String(decoding: body, as: UTF8.self) == "once",
            "got \(status) \(String(decoding: body, as: UTF8.self).debugDescription); server saw \(server.requests)"
        )
        // No server started afterwards takes the port, so a client trying it again is refused
        // rather than answered by another test's server.
        let others = try (0..<100).map { _ in try LoopbackHTTPServer { _ in .answer(200) } }
        defer { for other in others { other.stop() } }
        #expect(!others.contains { $0.port == server.port })
        await #expect(throws: (any Error).self) { try await get(server, "/") }
    }
}

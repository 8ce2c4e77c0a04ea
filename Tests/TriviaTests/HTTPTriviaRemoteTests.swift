import Foundation
import ScenicData
import ScenicTestSupport
import Testing

@testable import TriviaKit

/// The HTTP source against a loopback server: every answer a server can give becomes a fact or
/// a typed failure.
@Suite(.blocking) struct HTTPTriviaRemoteTests {
    private static let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

    /// The remote for `server`; a test of something other than time waits a minute, so a full
    /// run on two busy cores that stalls a while never turns its answer into a time-out.
    private func remote(_ server: LoopbackHTTPServer, timeout: Duration = .seconds(60))
        -> HTTPTriviaRemote
    {
        HTTPTriviaRemote(
            baseURL: server.baseURL, timeout: timeout, bodyLimit: 1_024,
            now: { Self.fetchedAt })
    }

    @Test func aFactComesBackWithItsSourceAndTime() async throws {
        let server = try LoopbackHTTPServer { path in
            path == "/42?json"
                ? .answer(200, body: #"{"text":"42 is the answer.","number":42,"found":true}"#)
                : .answer(404)
        }
        defer { server.stop() }
        let fact = try await remote(server).fact(about: 42)
        #expect(
            fact
                == Fact(
                    number: 42, text: "42 is the answer.", source: "127.0.0.1",
                    fetchedAt: Self.fetchedAt))
        #expect(server.requests == ["/42?json"])
    }

    /// A remote written with a query of its own (an API key, say) keeps it, as it was written,
    /// with `json` after it.
    @Test func theRemotesOwnQueryIsKept() async throws {
        let server = try LoopbackHTTPServer { path in
            path == "/api/7?key=a%20b+c&json"
                ? .answer(200, body: #"{"text":"7 days a week.","number":7,"found":true}"#)
                : .answer(404)
        }
        defer { server.stop() }
        var remote = remote(server)
        remote.baseURL = try #require(
            URL(string: server.baseURL.absoluteString + "/api?key=a%20b+c"))
        #expect(try await remote.fact(about: 7).text == "7 days a week.")
        #expect(server.requests == ["/api/7?key=a%20b+c&json"])
    }

    /// A 401 that asks for a sign-in is its status, at once, whatever scheme it names: one
    /// naming Basic waited for the deadline and was called a time-out (a hostile tester's).
    @Test func aSignInAskedForIsItsStatusAtOnce() async throws {
        let server = try LoopbackHTTPServer { path in
            let scheme = path.hasPrefix("/1?") ? "Basic" : "Bearer"
            return .garbage(
                Array(
                    ("HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: \(scheme) realm=\"x\"\r\n"
                        + "Content-Length: 0\r\nConnection: close\r\n\r\n").utf8))
        }
        defer { server.stop() }
        for number in [1, 2] {
            let started = ContinuousClock.now
            await #expect(throws: RemoteFailure.status(401)) {
                try await remote(server, timeout: .seconds(20)).fact(about: number)
            }
            #expect(ContinuousClock.now - started < .seconds(10), "\(number)")
        }
    }

    @Test func everyBadAnswerIsATypedFailure() async throws {
        let server = try LoopbackHTTPServer { path in
            switch path {
            case "/1?json": .answer(500, body: "oops")
            case "/2?json": .answer(200, body: "not json")
            case "/3?json": .answer(200, body: #"{"text":"4 is even.","number":4}"#)
            case "/4?json": .answer(200, body: #"{"text":"   ","number":4}"#)
            // No number: it may be about another.
            case "/13?json":
                .answer(200, body: #"{"text":"6 is an unnumbered fact.","found":true}"#)
            case "/5?json": .huge(byteCount: 100_000)
            case "/6?json": .drop
            // Broken off inside the status line.
            case "/21?json": .garbage(Array("HTTP/1.1 200 O".utf8))
            // An answer that breaks off: 200 bytes announced, 15 sent.
            case "/8?json":
                .garbage(
                    Array(
                        ("HTTP/1.1 200 OK\r\nContent-Length: 200\r\nConnection: close\r\n\r\n"
                            + #"{"text": "8 is"#).utf8))
            // Answers that break off inside their headers, which FoundationNetworking stops
            // its process on: after the status line, and in the middle of a header.
            case "/15?json": .garbage(Array("HTTP/1.1 200 OK\r\n".utf8))
            case "/16?json": .garbage(Array("HTTP/1.1 200 OK\r\nContent-Le".utf8))
            // Redirects with no address to follow: none, and one that is no URL.
            case "/17?json": .garbage(Array("HTTP/1.1 302 Found\r\nContent-Length: 0\r\n\r\n".utf8))
            case "/18?json":
                .garbage(
                    Array(
                        ("HTTP/1.1 307 Temporary Redirect\r\nLocation: http://ev\u{1B}[2Jil/x\r\n"
                            + "Content-Length: 0\r\n\r\n").utf8))
            // Headers the HTTP client cannot read: a length below zero, a line of 200 KB.
            case "/19?json":
                .garbage(Array("HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\n{}".utf8))
            case "/20?json":
                .garbage(
                    Array(
                        ("HTTP/1.1 200 OK\r\nX-Long: " + String(repeating: "b", count: 200_000)
                            + "\r\n\r\n{}").utf8))
            // A server that sends the lookup on to itself, again and again.
            case "/9?json": .redirect(302, location: "/9?json")
            // Longer than the fact list keeps: shown, it would be a wall of text not saved.
            case "/10?json":
                .answer(
                    200,
                    body: #"{"text":""# + String(repeating: "x", count: 2_001) + #"","number":10}"#)
            case "/11?json":
                .answer(
                    200,
                    body: #"{"text":""# + String(repeating: "é", count: 2_000) + #"","number":11}"#)
            // One character, 60 KB: a mark put on a letter 30,000 times.
            case "/12?json":
                .answer(
                    200,
                    body: #"{"text":"12 a"# + String(repeating: "\u{301}", count: 30_000)
                        + #"","number":12}"#)
            default: .garbage(Array("\u{1B}[31m not http\r\n\r\n".utf8))
            }
        }
        defer { server.stop() }
        let remote = remote(server)
        await #expect(throws: RemoteFailure.status(500)) { try await remote.fact(about: 1) }
        await #expect(throws: RemoteFailure.badBody) { try await remote.fact(about: 2) }
        await #expect(throws: RemoteFailure.badBody) { try await remote.fact(about: 3) }
        await #expect(throws: RemoteFailure.badBody) { try await remote.fact(about: 4) }
        await #expect(throws: RemoteFailure.badBody) { try await remote.fact(about: 13) }
        await #expect(throws: RemoteFailure.tooLarge(limit: 1_024)) {
            try await remote.fact(about: 5)
        }
        // Closed with no answer, or inside the status line: broken off, and tried again (it
        // said the server does not answer as the numbers API does).
        await #expect(throws: RemoteFailure.brokenOff) { try await remote.fact(about: 6) }
        await #expect(throws: RemoteFailure.brokenOff) { try await remote.fact(about: 21) }
        await #expect(throws: RemoteFailure.self) { try await remote.fact(about: 7) }
        await #expect(throws: RemoteFailure.brokenOff) { try await remote.fact(about: 8) }
        // FoundationNetworking stops its process on these (a fatal error, SIGILL on x86-64,
        // SIGTRAP on ARM); a toolchain that reports them would say they broke off.
        for number in [15, 16] {
            do throws(RemoteFailure) {
                _ = try await remote.fact(about: number)
                Issue.record("\(number) gave a fact")
            } catch {
                let stopped: [RemoteFailure] = [
                    .brokenOff, .helper(.stopped(signal: SIGILL)),
                    .helper(.stopped(signal: SIGTRAP)),
                ]
                #expect(stopped.contains(error), "\(number): \(error)")
            }
        }
        await #expect(throws: RemoteFailure.status(302)) { try await remote.fact(about: 17) }
        await #expect(throws: RemoteFailure.status(307)) { try await remote.fact(about: 18) }
        for number in [19, 20] {
            await #expect(throws: RemoteFailure.unreachableOrUnreadable) {
                try await remote.fact(about: number)
            }
        }
        await #expect(throws: RemoteFailure.redirectLoop) { try await remote.fact(about: 9) }
        // With the app's own body limit, so that only the text's length is in question.
        var roomy = remote
        roomy.bodyLimit = 64 * 1_024
        // Read whole, and refused for its length, which is said (it was "could not be read").
        await #expect(throws: RemoteFailure.factTooLong("over 2,000 characters")) {
            try await roomy.fact(about: 10)
        }
        #expect(try await roomy.fact(about: 11).text.count == 2_000)
        await #expect(throws: RemoteFailure.factTooLong("over 4,000 bytes")) {
            try await roomy.fact(about: 12)
        }
        #expect(
            FactWords.failure(.factTooLong("over 4,000 bytes"))
                == "the server's fact is longer than this app keeps (over 4,000 bytes)")
    }

    @Test func aSlowServerTimesOutAndAStoppedOneIsOffline() async throws {
        let server = try LoopbackHTTPServer { _ in
            .answer(200, body: #"{"text":"late"}"#, delay: .seconds(3))
        }
        let slow = remote(server, timeout: .seconds(1))
        await #expect(throws: RemoteFailure.timedOut(seconds: 1)) { try await slow.fact(about: 1) }
        server.stop()
        // With room to start the lookup helper on a loaded machine (a full parallel run took
        // over the second): what is asked is only that a refused connection is offline.
        let stopped = remote(server, timeout: .seconds(20))
        await #expect(throws: RemoteFailure.offline) { try await stopped.fact(about: 1) }
    }

    /// The timeout bounds the whole lookup, not each quiet spell: a server that sends a byte
    /// every 100 ms (100 s for the whole answer, under the size limit) is given up on at the deadline.
    @Test func aServerThatTricklesIsGivenUpOnAtTheDeadline() async throws {
        let answer = #"{"text":"5 is told slowly.","number":5,"found":true}"#
        let server = try LoopbackHTTPServer { _ in
            .trickle(
                body: answer + String(repeating: " ", count: 1_000 - answer.utf8.count),
                interval: .milliseconds(100))
        }
        defer { server.stop() }
        let remote = remote(server, timeout: .seconds(2))
        let started = ContinuousClock.now
        await #expect(throws: RemoteFailure.timedOut(seconds: 2)) {
            try await remote.fact(about: 5)
        }
        // When the lookup let go of the connection, by the server's clock. Not a timing test:
        // without a deadline for the whole answer it would hold on for the whole trickle
        // (100 s), so half of that tells the two apart however loaded the machine is (under a
        // load of 10 on 2 cores, letting go 2 s after asking was seen to take 10 s).
        while server.served.isEmpty, ContinuousClock.now - started < .seconds(120) {
            try await Task.sleep(for: .milliseconds(50))
        }
        let served = try #require(server.served.first)
        // From asking, not from the server's reading of the request: starting the lookup's
        // helper under load took over half a second of the deadline (seen in a warm run).
        let lettingGo = served.finished - started
        #expect(lettingGo >= .seconds(1.9), "let go before its deadline, after \(lettingGo)")
        #expect(
            served.duration < .seconds(50),
            "held on for the trickle, not the deadline: \(served.duration)")
    }

    /// A huge answer is cut off as soon as it passes the limit, whether the server announces its
    /// length or streams it in chunks: the app, as its own process so its peak memory is its
    /// alone, stays far below the half gigabyte the server offers, lookup after lookup.
    ///
    /// The peak is the larger of the app's and its lookup helpers' (`wait4` counts the children the
    /// app has waited for, and it waits for each helper), so the helper that holds the body is
    /// held to it too.
    @Test(arguments: [false, true])
    func aHugeAnswerNeverFillsTheAppsMemory(chunked: Bool) async throws {
        let server = try LoopbackHTTPServer { _ in .huge(byteCount: 512 << 20, chunked: chunked) }
        defer { server.stop() }
        // Several lookups, because how much a reader holds before it stops depends on how
        // threads happen to be scheduled; the peak is the worst of them.
        let script = (1...4).map { "number \($0)\n" }.joined() + "quit\n"
        let run = try await BuiltProduct("trivia").runMeasuringPeakMemory(
            [
                "--remote", server.baseURL.absoluteString,
                "--data-dir", try TriviaTestServer.folder().path, "--width", "80",
            ],
            input: Data(script.utf8), environment: ["COLUMNS": nil, "NO_COLOR": nil])
        #expect(run.output.status == 0)
        #expect(
            run.output.standardOutput.contains(
                "No fact about 1: the server's answer was longer than 65536 bytes"),
            "\(run.output.standardOutput)")
        let megabytes = run.peakResidentBytes / (1_024 * 1_024)
        // About 36 MB in a debug build, most of it the helper's libraries.
        #expect(megabytes < 100, "the app peaked at \(megabytes) MB")
    }

    /// The peak the huge-answer test reads is the app's own: a program that holds next to
    /// nothing is measured as next to nothing, however much the test process holds.
    @Test func aPeakCountsOnlyTheProgramMeasured() async throws {
        let run = try await BuiltProduct(url: URL(fileURLWithPath: "/bin/sh"))
            .runMeasuringPeakMemory(["-c", "exit 3"], input: Data())
        #expect(run.output.status == 3)
        let megabytes = run.peakResidentBytes / (1_024 * 1_024)
        #expect(megabytes < 16, "/bin/sh peaked at \(megabytes) MB")
    }

    /// An answer from elsewhere is never taken for the server's own: a redirect to another port
    /// (or scheme, or host) is refused without asking there; one on the same server is followed.
    @Test func aRedirectOffTheServerIsRefused() async throws {
        let elsewhere = try LoopbackHTTPServer { _ in
            .answer(200, body: #"{"text":"5 is from elsewhere.","number":5,"found":true}"#)
        }
        defer { elsewhere.stop() }
        let server = try LoopbackHTTPServer { path in
            switch path {
            case "/5?json": .redirect(302, location: "\(elsewhere.baseURL.absoluteString)/5?json")
            case "/6?json": .redirect(301, location: "https://127.0.0.1/6?json")
            case "/7?json": .redirect(307, location: "/moved/7?json")
            // Not a server's address: the HTTP client would ask this server for /etc/passwd.
            case "/8?json": .redirect(302, location: "file:///etc/passwd")
            // Named as `--remote` takes it: in brackets (a hostile tester was offered
            // `--remote http://::ffff:127.0.0.1:18767`, which launch refuses).
            case "/9?json": .redirect(302, location: "http://[::ffff:127.0.0.1]:18767/9?json")
            case "/moved/7?json":
                .answer(200, body: #"{"text":"7 moved.","number":7,"found":true}"#)
            default: .answer(404)
            }
        }
        defer { server.stop() }
        let remote = remote(server)
        await #expect(throws: RemoteFailure.redirected(to: elsewhere.baseURL.absoluteString)) {
            try await remote.fact(about: 5)
        }
        #expect(elsewhere.requests.isEmpty)
        await #expect(throws: RemoteFailure.redirected(to: "https://127.0.0.1")) {
            try await remote.fact(about: 6)
        }
        #expect(try await remote.fact(about: 7).text == "7 moved.")
        await #expect(throws: RemoteFailure.redirected(to: "file://")) {
            try await remote.fact(about: 8)
        }
        #expect(!server.requests.contains("/etc/passwd"))
        await #expect(throws: RemoteFailure.redirected(to: "http://[::ffff:127.0.0.1]:18767")) {
            try await remote.fact(about: 9)
        }
    }

    /// The numbers API's placeholder for a number with no fact (`found: false`) is not a fact.
    @Test func anAnswerNotFoundIsNoFact() async throws {
        let server = try LoopbackHTTPServer { _ in
            .answer(
                200,
                body:
                    #"{"text":"4242 is a boring number.","number":4242,"found":false,"type":"trivia"}"#
            )
        }
        defer { server.stop() }
        await #expect(throws: RemoteFailure.noFact) { try await remote(server).fact(about: 4242) }
    }

    /// Through the repository, a "no fact" answer is never saved: a real fact saved earlier stays
    /// the one shown, now and offline, and a number with none saved gets none.
    @Test func anAnswerNotFoundNeverReplacesTheSavedFact() async throws {
        let folder = try TriviaTestServer.folder()
        let cache = FactCache(folder: try DataFolder(path: folder.path))
        let real = Fact(
            number: 42, text: "42 is the answer.", source: "x", fetchedAt: Self.fetchedAt)
        _ = try cache.record(real)
        let server = try LoopbackHTTPServer { path in
            let boring = { (number: Int) in
                #"{"text":"\#(number) is a boring number.","number":\#(number),"found":false,"type":"trivia"}"#
            }
            switch path {
            case "/43?json": return .answer(200, body: boring(43))
            // Then the server is gone, as if the network went down.
            case "/42?json": return .answerThenStop(200, body: boring(42))
            default: return .answer(404)
            }
        }
        defer { server.stop() }
        let repository = TriviaRepository(remote: remote(server), cache: cache)
        #expect(await repository.lookUp(43).outcome == .failed(.noFact))
        #expect(await repository.lookUp(42).outcome == .saved(real, because: .noFact))
        #expect(try cache.load().facts == [real])
        #expect(await repository.lookUp(42).outcome == .saved(real, because: .offline))
    }

    /// Every failure's words, as the screens put them in a sentence.
    @Test func everyFailureIsWorded() {
        let words: [(RemoteFailure, String)] = [
            (.offline, "the server could not be reached"),
            (.timedOut(seconds: 10), "the server did not answer within 10 seconds"),
            (.status(500), "the server answered with HTTP status 500"),
            (
                .status(302),
                "the server answered with HTTP status 302, sending the lookup on without an "
                    + "address this app could follow"
            ),
            (.badBody, "the server's answer could not be read as a fact"),
            (.tooLarge(limit: 65_536), "the server's answer was longer than 65536 bytes"),
            (
                .redirected(to: "http://elsewhere:8080"),
                "the server sent the lookup on to another server, http://elsewhere:8080, which "
                    + "this app does not follow"
            ),
            (
                .redirected(to: "file://"),
                "the server sent the lookup on to file://, which this app does not follow: it "
                    + "asks only http(s) servers"
            ),
            (.noFact, "the server has no fact about this number"),
            (.cancelled, "the lookup was stopped"),
            (.brokenOff, "the server's answer broke off before its end"),
            (
                .unreachableOrUnreadable,
                "the server could not be reached, or its answer could not be read as HTTP"
            ),
            (.redirectLoop, "the server kept sending the lookup on to itself, without an answer"),
        ]
        for (failure, text) in words {
            #expect(FactWords.failure(failure) == text)
        }
        #expect(
            FactWords.savedFact(because: .offline, savedOn: Self.fetchedAt)
                == "Offline: the server could not be reached, so this is the fact saved on "
                + "2027-01-15 08:00 UTC.")
        #expect(
            FactWords.savedFact(because: .noFact, savedOn: Self.fetchedAt)
                == "The server has no fact about this number now, so this is the fact saved on "
                + "2027-01-15 08:00 UTC.")
    }

    @Test func cancellingTheTaskStopsTheLookup() async throws {
        let server = try LoopbackHTTPServer { _ in
            .answer(200, body: #"{"text":"late"}"#, delay: .seconds(5))
        }
        defer { server.stop() }
        let remote = remote(server, timeout: .seconds(30))
        let lookup = Task { () async throws(RemoteFailure) -> Fact in
            try await remote.fact(about: 9)
        }
        try await Task.sleep(for: .milliseconds(200))
        lookup.cancel()
        await #expect(throws: RemoteFailure.cancelled) { try await lookup.value }
    }
}

import Foundation
import Scenic
import ScenicData
import ScenicTestSupport
import Synchronization

@testable import TriviaKit

/// The server the Trivia stories and process tests talk to, one per story, and what they share.
///
/// - numbers below 100 answer, then the server stops, as if the network went down;
/// - 500 to 599 answer with that HTTP status;
/// - 666 answers with bytes that are not HTTP;
/// - 9 answers after three seconds: slow, for Ctrl-C;
/// - 700 to 799 answer with status 503 the first time, then with a fact: down for a moment;
/// - any other number answers with a fact the server makes up.
enum TriviaTestServer {
    /// The time the stories run at: 2026-11-23 20:30 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_465_800)

    /// A fresh server; for a story whose name starts with `offline-from-the-start`, one that is
    /// already stopped, so nothing can reach it.
    static func start(for story: String = "") throws -> LoopbackHTTPServer {
        let askedBefore = Mutex<Set<Int>>([])
        let server = try LoopbackHTTPServer { path in
            guard path.hasPrefix("/"), path.hasSuffix("?json"),
                let number = Int(path.dropFirst().dropLast("?json".count))
            else { return .answer(404) }
            switch number {
            case 9: return .answer(200, body: fact(9), delay: .seconds(3))
            case 500..<600: return .answer(number, body: "{}")
            case 700..<800 where askedBefore.withLock { $0.insert(number).inserted }:
                return .answer(503, body: "{}")
            case 666: return .garbage(Array("\u{1B}[31mnot http\r\n\r\n".utf8))
            case 0..<100: return .answerThenStop(200, body: fact(number))
            default: return .answer(200, body: fact(number))
            }
        }
        if story.hasPrefix("offline-from-the-start") { server.stop() }
        return server
    }

    private static func fact(_ number: Int) -> String {
        #"{"text":"\#(number) is a number the test server knows.","number":\#(number),"found":true}"#
    }

    /// The app's scenes against `server`, keeping facts in `directory`, at ``now`` or on
    /// `clock` (a story's), rolling 77 or drawing from `random` (a story's).
    static func scenes(
        server: LoopbackHTTPServer, directory: URL, clock: SessionClock? = nil,
        random: SessionRandom? = nil
    ) -> TriviaScenes {
        var roll: @Sendable () -> Int = { 77 }
        if let random { roll = TriviaWorkers.rolling(random) }
        return TriviaScenes(
            workers: TriviaWorkers(
                repository: TriviaRepository(
                    remote: HTTPTriviaRemote(
                        baseURL: server.baseURL, now: { clock?.now ?? now }),
                    cache: FactCache(folder: try! DataFolder(path: directory.path))),
                roll: roll))
    }

    /// A new empty folder for saved facts.
    static func folder() throws -> URL {
        let url = TestFolder.path("trivia-test")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

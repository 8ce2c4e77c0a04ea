import Foundation
import Scenic
import ScenicTestSupport
import ScenicTesting
import Synchronization
import Testing

@testable import TriviaKit

/// Every story in Stories/, replayed through the whole app against a fresh test server, and
/// the built `trivia` piped the same lines against another fresh one: the same transcript.
@Suite(.blocking) struct TriviaStoryTests {
    @Test func stories() async throws {
        let servers = Mutex<[LoopbackHTTPServer]>([])
        defer {
            for server in servers.withLock({ $0 }) { server.stop() }
        }
        await assertStories { story in
            // A story that cannot start its server fails on the screen it prints instead.
            let server = try! TriviaTestServer.start(for: story.name)
            servers.withLock { $0.append(server) }
            let folder = try! TriviaTestServer.folder()
            return Console(
                navigator: Navigator(
                    builder: TriviaTestServer.scenes(
                        server: server, directory: folder, clock: story.clock,
                        random: story.random),
                    root: .trivia))
        }
    }

    @Test func theBuiltAppPrintsEachStoryAsTheStoryTestDoes() async throws {
        let trivia = try BuiltProduct("trivia")
        let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Stories")
        for story in try Story.all(in: folder) {
            let server = try TriviaTestServer.start(for: story.name)
            defer { server.stop() }
            let piped = try trivia.run(
                [
                    "--remote", server.baseURL.absoluteString,
                    "--data-dir", try TriviaTestServer.folder().path,
                    "--width", "\(story.width)",
                ],
                input: Data(story.input.utf8),
                environment: [
                    "SCENIC_NOW": story.start.formatted(.iso8601),
                    "SCENIC_SEED": String(story.random.seed), "COLUMNS": nil,
                    "NO_COLOR": nil,
                ])
            let other = try TriviaTestServer.start(for: story.name)
            defer { other.stop() }
            let replayed = await story.replay(
                on: Console(
                    navigator: Navigator(
                        builder: TriviaTestServer.scenes(
                            server: other, directory: try TriviaTestServer.folder(),
                            clock: story.clock, random: story.random),
                        root: .trivia)))
            // What each server was asked, to tell a flaky answer's source (once in about ten
            // runs beside other suites, the piped app was answered where its server had
            // stopped: offline-fallback's second "number 7").
            let asked = "story \(story.name); asked \(server.requests), then \(other.requests)"
            #expect(piped.status == 0, "\(asked)")
            #expect(piped.standardError == "", "\(asked)")
            #expect(piped.standardOutput == replayed, "\(asked)")
        }
    }
}

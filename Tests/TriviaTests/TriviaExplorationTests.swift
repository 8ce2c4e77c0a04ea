import Foundation
import Scenic
import ScenicData
import ScenicTestSupport
import ScenicTesting
import Testing

@testable import TriviaKit

/// The whole app explored from its own declarations, on the facts built into it, with a
/// fresh data folder and a fixed roll each time, so the same seed always gives the same run.
@Suite struct TriviaExplorationTests {
    /// Where each test's sessions keep their data folders; removed when the test ends.
    let folder = TestFolder.path("trivia-explore")

    /// A fresh app on the embedded facts, in a data folder of its own inside `parent`.
    static func console(in parent: URL) -> Console<TriviaRoute> {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let path = parent.appending(path: UUID().uuidString).path
        let workers = TriviaWorkers(
            repository: TriviaRepository(
                remote: EmbeddedTriviaRemote(now: { now }),
                cache: FactCache(folder: try! DataFolder(path: path))),
            roll: { 1_729 })
        return Console(navigator: Navigator(builder: TriviaScenes(workers: workers), root: .trivia))
    }

    @Test func exploration() async {
        defer { try? FileManager.default.removeItem(at: folder) }
        let folder = folder
        await assertExplores(steps: 200, seed: 2, width: 64, invariants: TriviaInvariants.all) {
            Self.console(in: folder)
        }
    }

    /// The budget above reaches every scene and answers the question `clear` asks.
    @Test func theExplorationReachesEveryScene() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let folder = folder
        let report = await Explorer(
            steps: 200, seed: 2, width: 64, invariants: TriviaInvariants.all
        ) { Self.console(in: folder) }.run()
        #expect(report.finding == nil)
        // The README shows what this run prints.
        let readme = try Readme().text
        #expect(readme.contains(report.heading + "\n" + report.summary))
        // And what it reached of the app's words, as --explore prints it.
        #expect(readme.contains(report.coverage.table))
        #expect(report.reach.screens == ["Trivia", "Fact", "History"])
        #expect(
            report.reach.typed[LineKey(scene: "History", kind: "answer"), default: 0] > 0,
            "clear's question")
    }
}

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
    /// A fresh app on the embedded facts, in a data folder of its own.
    static func console() -> Console<TriviaRoute> {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let path = FileManager.default.temporaryDirectory
            .appending(path: "trivia-explore-\(UUID().uuidString)").path
        let workers = TriviaWorkers(
            repository: TriviaRepository(
                remote: EmbeddedTriviaRemote(now: { now }),
                cache: FactCache(folder: try! DataFolder(path: path))),
            roll: { 1_729 })
        return Console(navigator: Navigator(builder: TriviaScenes(workers: workers), root: .trivia))
    }

    @Test func exploration() async {
        await assertExplores(steps: 200, seed: 1, width: 64, invariants: TriviaInvariants.all) {
            Self.console()
        }
    }

    /// The budget above reaches every scene and answers the question `clear` asks.
    @Test func theExplorationReachesEveryScene() async throws {
        let report = await Explorer(
            steps: 200, seed: 1, width: 64, invariants: TriviaInvariants.all
        ) { Self.console() }.run()
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

import Foundation
import Scenic
import ScenicData
import ScenicTesting
import Testing

@testable import TriviaKit

/// The whole app explored from its own declarations, on the facts built into it, with a
/// fresh data folder and a fixed roll each time, so the same seed always gives the same run.
@Suite struct TriviaExplorationTests {
    @Test func exploration() async {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        await assertExplores(steps: 200, seed: 1, width: 64, invariants: TriviaInvariants.all) {
            let path = FileManager.default.temporaryDirectory
                .appending(path: "trivia-explore-\(UUID().uuidString)").path
            let workers = TriviaWorkers(
                repository: TriviaRepository(
                    remote: EmbeddedTriviaRemote(now: { now }),
                    cache: FactCache(folder: try! DataFolder(path: path))),
                roll: { 1_729 })
            return Console(
                navigator: Navigator(builder: TriviaScenes(workers: workers), root: .trivia))
        }
    }
}

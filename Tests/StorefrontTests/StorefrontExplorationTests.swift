import Scenic
import ScenicTesting
import Testing

@testable import StorefrontKit

/// The whole shop explored from its own declarations, with fresh in-memory workers each time.
@Suite struct StorefrontExplorationTests {
    @Test func exploration() async {
        await assertExplores(
            steps: 300, seed: 1, width: 64, vocabulary: StorefrontInvariants.vocabulary,
            invariants: StorefrontInvariants.all
        ) {
            Console(
                navigator: Navigator(
                    builder: StorefrontScenes(workers: .inMemory()), root: .login))
        }
    }
}

import Scenic
import ScenicTestSupport
import ScenicTesting
import Testing

@testable import StorefrontKit

/// The whole shop explored from its own declarations, with fresh in-memory workers each time.
@Suite struct StorefrontExplorationTests {
    @Test func exploration() async {
        await assertExplores(
            steps: 1_500, seed: 9, width: 64, vocabulary: StorefrontInvariants.vocabulary,
            invariants: StorefrontInvariants.all
        ) {
            Console(
                navigator: Navigator(
                    builder: StorefrontScenes(workers: .inMemory()), root: .login))
        }
    }
}

extension StorefrontExplorationTests {
    /// The budget of the test above is enough to log in, fill the cart, check out through the
    /// delivery slot picker and form and read the order: the exploration reaches every scene.
    @Test func theExplorationReachesEveryScene() async throws {
        let report = await Explorer(
            steps: 1_500, seed: 9, width: 64, vocabulary: StorefrontInvariants.vocabulary,
            invariants: StorefrontInvariants.all
        ) {
            Console(
                navigator: Navigator(
                    builder: StorefrontScenes(workers: .inMemory()), root: .login))
        }.run()
        #expect(report.finding == nil)
        // The README shows what this run prints.
        let readme = try Readme().text
        #expect(readme.contains(report.heading + "\n" + report.summary))
        // And what it reached of the app's words, as --explore prints it.
        #expect(readme.contains(report.coverage.table))
        #expect(
            report.reach.screens
                == [
                    "Login", "Catalog", "Product", "Cart", "Checkout", "Slot", "Orders", "Order",
                ])
        #expect(
            report.reach.typed[LineKey(scene: "Checkout", kind: "answer"), default: 0] >= 4,
            "the delivery form")
    }
}

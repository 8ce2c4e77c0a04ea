import Scenic
import ScenicTestSupport
import ScenicTesting
import Testing

@testable import StorefrontKit

/// The whole shop explored from its own declarations, with fresh in-memory workers each time.
@Suite struct StorefrontExplorationTests {
    @Test func exploration() async {
        await assertExplores(
            steps: 1_500, seed: 3, width: 64, vocabulary: StorefrontInvariants.vocabulary,
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
        let report = await Self.explored(steps: 1_500, seed: 3)
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

extension StorefrontExplorationTests {
    /// A command typed but refused every time (`PICK x` on the slot picker) did not run: the
    /// summary's count is the coverage table's commands column, so the two never disagree.
    @Test func theSummaryCountsTheCommandsThatRanAsTheCoverageTableDoes() async {
        let report = await Self.explored(steps: 400, seed: 51)
        #expect(report.reach.typed[LineKey(scene: "Slot", kind: "pick"), default: 0] > 0)
        #expect(report.coverage.neverReached(.command, in: "StorefrontKit.SlotLogic") == ["pick"])
        let commands = report.coverage.totals(of: [.command])
        #expect(commands.reached == 19 && commands.declared == 23)
        #expect(report.reachSummary.contains("; ran 19 of the 23 commands they declare; "))
        // The Orders screen had no orders to open or page through, so it offered none of its
        // commands and none was typed there.
        #expect(
            report.summary.contains(
                "\nNever ran: Orders next, Orders open, Orders prev, Slot pick.\n"))
        #expect(report.coverage.table.contains("Reached 19 of the 23 declared words"))
    }

    /// The shop explored with `seed` at 64 columns, as `exploration()` does, for `steps` lines.
    private static func explored(steps: Int, seed: UInt64) async -> ExplorationReport {
        await Explorer(
            steps: steps, seed: seed, width: 64, vocabulary: StorefrontInvariants.vocabulary,
            invariants: StorefrontInvariants.all
        ) {
            Console(
                navigator: Navigator(
                    builder: StorefrontScenes(workers: .inMemory()), root: .login))
        }.run()
    }
}

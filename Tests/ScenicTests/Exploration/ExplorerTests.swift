import Scenic
import ScenicTesting
import Testing

@testable import Scenic

@Suite struct ExplorerTests {
    private func explorer(seed: UInt64, steps: Int = 200, isBroken: Bool = true)
        -> Explorer<PlantedRoute>
    {
        Explorer(steps: steps, seed: seed, width: 40, invariants: [starsAreNeverNegative]) {
            Console(navigator: Navigator(builder: PlantedScenes(isBroken: isBroken), root: .home))
        }
    }

    @Test func findsABugThreeStepsDeepAndShrinksItToAStoryOfThoseSteps() async throws {
        let report = await explorer(seed: 1).run()
        let finding = try #require(report.finding)
        #expect(finding.rule == "stars are never negative")
        #expect(report.lines == ["settings", "level 7", "show"])
        #expect(report.foundAfter.count > report.lines.count)
        #expect(
            report.story == """
                # Found by exploration (seed 1, 200 steps): Home: a state broke the rule "stars \
                are never negative".
                # width: 40
                settings
                level 7
                show

                """)
    }

    @Test(arguments: [UInt64(2), 3, 4, 5, 6])
    func findsItWithinTheBudgetWhateverTheSeed(seed: UInt64) async throws {
        let report = await explorer(seed: seed, steps: 500).run()
        #expect(report.finding?.rule == "stars are never negative")
        #expect(report.lines.count <= 4)
    }

    @Test func theSameSeedGivesTheSameRun() async {
        let first = await explorer(seed: 9, isBroken: false).run()
        let again = await explorer(seed: 9, isBroken: false).run()
        let other = await explorer(seed: 10, isBroken: false).run()
        #expect(first == again)
        #expect(first.finding == nil)
        #expect(first.reach != other.reach)
        #expect(first.heading == "Exploring 200 steps with seed 9 at 40 columns.")
    }

    @Test func theStoryReplaysToTheBrokenState() async throws {
        let report = await explorer(seed: 1).run()
        let story = try Story(name: "found", text: report.story)
        let transcript = await story.replay(
            on: Console(navigator: Navigator(builder: PlantedScenes(), root: .home)))
        #expect(transcript.contains("Level 7; -1 stars."))
    }
}

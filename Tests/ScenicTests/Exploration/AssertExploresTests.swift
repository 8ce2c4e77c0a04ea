import Foundation
import PlantedSample
import Scenic
import Testing

@testable import ScenicTesting

/// `assertExplores` as a test sees it: a broken rule fails the test with the shrunk lines, and
/// the story is written beside the test file, ready to move into `Stories/`.
@Suite struct AssertExploresTests {
    @Test func aBrokenRuleFailsTheTestWithTheShrunkLinesAndWritesTheStory() async throws {
        let folder = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "Explored")
        let story = folder.appending(
            path: "aBrokenRuleFailsTheTestWithTheShrunkLinesAndWritesTheStory.seed-2.story")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = await IssueRecorder.capturingAsync {
            await assertExplores(
                steps: 200, seed: 2, width: 40, invariants: [starsAreNeverNegative]
            ) {
                Console(
                    navigator: Navigator(builder: PlantedScenes(bug: .negativeStars), root: .home))
            }
        }
        #expect(reports.count == 1)
        let message = reports.first?.message ?? ""
        #expect(
            message.hasPrefix(
                """
                Exploring 200 steps with seed 2 at 40 columns.
                Reached 2 screens (PlantedHome, PlantedSettings)
                """))
        #expect(
            message.contains(
                """
                Found after 151 lines: Home: a state broke the rule "stars are never negative".
                Shrunk to 3 lines:
                  settings
                  level 7
                  show
                """))
        // Verify-only runs (CI, or SCENIC_SNAPSHOTS=verify) write nothing into the package.
        let environment = ProcessInfo.processInfo.environment
        let onCI =
            ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")
            || environment["SCENIC_SNAPSHOTS"]?.lowercased() == "verify"
        if onCI {
            #expect(!FileManager.default.fileExists(atPath: story.path), "nothing written on CI")
        } else {
            let text = try String(contentsOf: story, encoding: .utf8)
            #expect(text.hasSuffix("# width: 40\nsettings\nlevel 7\nshow\n"))
        }
    }

    @Test func anAppThatKeepsEveryRulePasses() async {
        await assertExplores(steps: 100, seed: 2, width: 40, invariants: [starsAreNeverNegative]) {
            Console(navigator: Navigator(builder: PlantedScenes(bug: .none), root: .home))
        }
    }
}

import Foundation
import PlantedSample
import Scenic
import Testing

@testable import ScenicTesting

/// `assertExplores` as a test sees it: a broken rule fails the test with the shrunk lines, and
/// the story is written in `Stories/Explored/` beside the test file, ready to move into
/// `Stories/`.
///
/// One test at a time: they share that folder, and each removes it.
@Suite(.serialized) struct AssertExploresTests {
    @Test func aBrokenRuleFailsTheTestWithTheShrunkLinesAndWritesTheStory() async throws {
        let stories = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "Stories")
        let folder = stories.appending(path: "Explored")
        let story = folder.appending(
            path: "aBrokenRuleFailsTheTestWithTheShrunkLinesAndWritesTheStory.seed-2.story")
        // This test target has no Stories folder beside this file: the test removes the one it
        // makes, whose files SwiftPM would warn about.
        #expect(!FileManager.default.fileExists(atPath: stories.path))
        defer { try? FileManager.default.removeItem(at: stories) }
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
                Found after 151 lines: On screen "Home" (PlantedHome), a state broke the rule "stars are never negative".
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
            #expect(
                message.hasSuffix(
                    "move it up into Stories/ to keep it as a regression story, with these rules "
                        + "(assertStories(invariants:)).")
            )
            // Stories in a folder's subfolders are not its stories.
            try Data("settings\n".utf8).write(to: stories.appending(path: "kept.story"))
            #expect(try Story.all(in: stories).map(\.name) == ["kept"])
        }
    }

    /// A rule that no screen's state was of the type of checked nothing, and fails the test
    /// rather than passing as kept.
    @Test func aRuleNeverCheckedFailsTheTest() async throws {
        let wrongType = ExplorationInvariant.state(Int.self, "stars counted") { $0 >= 0 }
        let reports = await IssueRecorder.capturingAsync {
            await assertExplores(steps: 20, seed: 1, width: 40, invariants: [wrongType]) {
                Console(navigator: Navigator(builder: PlantedScenes(bug: .none), root: .home))
            }
        }
        #expect(
            reports.map(\.message) == [
                "The rule \"stars counted\" was never checked: in 21 lines, no screen (nor a "
                    + "child scene in one) had a state of the type it is about. Check the type "
                    + "each rule names (a Logic's State), or give the exploration the steps or "
                    + "vocabulary that reach its screen."
            ])
    }

    /// An exploration whose app quits as its first screen appears typed nothing and fails,
    /// rather than pass as if nothing broke (an upgrade found "No rule broke in 0 lines").
    @Test func anExplorationThatTypedNothingFailsTheTest() async throws {
        let reports = await IssueRecorder.capturingAsync {
            await assertExplores(steps: 20, seed: 1, width: 40) {
                Console(
                    navigator: Navigator(
                        builder: PlantedScenes(bug: .none, turns: 0), root: .home))
            }
        }
        #expect(
            reports.map(\.message) == [
                "The exploration typed no line: the app ended its first session before a step "
                    + "was typed (its first screen quits as it appears), so nothing was explored. "
                    + "Start it on a screen past what ends it."
            ])
    }

    /// Explorations of one test with one seed (a parameterized test's cases, a loop) never
    /// write over each other's stories: each finding has a file, and `named:` names it.
    @Test func findingsOfOneTestAndSeedGetAStoryEach() async throws {
        let stories = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "Stories")
        let folder = stories.appending(path: "Explored")
        #expect(!FileManager.default.fileExists(atPath: stories.path))
        defer { try? FileManager.default.removeItem(at: stories) }
        let reports = await IssueRecorder.capturingAsync {
            for name in [nil, nil, "deep"] {
                await assertExplores(
                    named: name, steps: 200, seed: 2, width: 40,
                    invariants: [starsAreNeverNegative]
                ) {
                    Console(
                        navigator: Navigator(
                            builder: PlantedScenes(bug: .negativeStars), root: .home))
                }
            }
        }
        #expect(reports.count == 3)
        let environment = ProcessInfo.processInfo.environment
        let onCI =
            ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")
            || environment["SCENIC_SNAPSHOTS"]?.lowercased() == "verify"
        let names = [
            "findingsOfOneTestAndSeedGetAStoryEach.seed-2.story",
            "findingsOfOneTestAndSeedGetAStoryEach.seed-2-2.story",
            "findingsOfOneTestAndSeedGetAStoryEach.deep.seed-2.story",
        ]
        if onCI {
            // Nothing is written on CI; the claims are the same.
            let base = "findingsOfOneTestAndSeedGetAStoryEach.ci.seed-2"
            let first = ExploredStories.unclaimed(base, in: folder)
            let second = ExploredStories.unclaimed(base, in: folder)
            #expect(first.lastPathComponent == base + ".story")
            #expect(second.lastPathComponent == base + "-2.story")
        } else {
            for (report, name) in zip(reports, names) {
                #expect(report.message.contains("Wrote the story to \(folder.path)/\(name);"))
            }
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                    == names.sorted())
        }
    }

    @Test func anAppThatKeepsEveryRulePasses() async {
        await assertExplores(steps: 100, seed: 2, width: 40, invariants: [starsAreNeverNegative]) {
            Console(navigator: Navigator(builder: PlantedScenes(bug: .none), root: .home))
        }
    }
}

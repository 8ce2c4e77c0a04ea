import Scenic
import Testing

@testable import ScenicTesting

/// A test on the main actor calls the story and exploration assertions as any test does.
///
/// Every test of a target whose default isolation is the main actor (as Xcode 26's templates
/// set) is one: the assertions call its console maker on the main actor and run the fresh
/// console off it. Before, such a call did not compile ("sending value of non-Sendable type …
/// risks causing data races").
@MainActor @Suite struct MainActorCallerTests {
    @Test func aStoryAndItsRulesAreAssertedFromTheMainActor() async throws {
        let story = try Story(name: "greeting", text: "say hello\nsay world\n")
        // Stored in Snapshots/MainActorCallerTests/aStoryAndItsRulesAreAssertedFromTheMainActor.greeting.txt.
        var made = 0
        await assertStory(
            story, invariants: [.state([String].self, "at most 2 things said") { $0.count <= 2 }]
        ) {
            made += 1
            return EchoScenes.console
        }
        // Once for the transcript, once more to check the rule after every line.
        #expect(made == 2)
        let reports = await IssueRecorder.capturingAsync {
            await assertStory(
                story, invariants: [.state([String].self, "at most 1 thing said") { $0.count <= 1 }]
            ) { EchoScenes.console }
        }
        #expect(reports.map(\.message).contains { $0.hasPrefix("Story greeting breaks a rule") })
    }

    @Test func anAppIsExploredFromTheMainActor() async {
        let coverage = await assertExplores(steps: 30) {
            MainActor.assertIsolated("the maker is called on the test's actor")
            return EchoScenes.console
        }
        #expect(coverage.neverReached(.command, in: EchoLogic.self) == [])
    }
}

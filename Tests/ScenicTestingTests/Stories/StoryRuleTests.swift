import Scenic
import Testing

@testable import ScenicTesting

/// A story given the rules of an exploration checks them after every line, so a story the
/// explorer found keeps catching its bug, not only what its screens show.
@Suite struct StoryRuleTests {
    private let story: Story

    init() throws {
        story = try Story(name: "three-things", text: "say a\nsay b\nsay c\n")
    }

    private static func rule(atMost count: Int) -> ExplorationInvariant {
        .state([String].self, "at most \(count) things said") { $0.count <= count }
    }

    @Test func aStoryThatBreaksARuleItIsGivenFailsNamingIt() async {
        let reports = await IssueRecorder.capturingAsync {
            await assertStory(story, invariants: [Self.rule(atMost: 2)]) { EchoScenes.console }
        }
        #expect(
            reports.map(\.message) == [
                """
                Story three-things breaks a rule: On screen "Echo", a state broke the rule "at \
                most 2 things said". Replay it with the app's --replay to see the screens, and \
                fix the app, not the story.
                """
            ])
    }

    @Test func aStoryThatKeepsItsRulesPassesOnItsTranscript() async {
        let reports = await IssueRecorder.capturingAsync {
            await assertStory(story, invariants: [Self.rule(atMost: 3)]) { EchoScenes.console }
        }
        #expect(reports.isEmpty, "\(reports.map(\.message))")
    }
}

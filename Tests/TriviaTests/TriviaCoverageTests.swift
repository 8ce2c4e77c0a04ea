import ScenicTestSupport
import Testing

@testable import TriviaKit

@Suite struct TriviaCoverageTests {
    /// The README's table of the suite's coverage lists every Trivia scene, each counted
    /// against the commands its View declares.
    @Test func theReadmesTableListsEveryScenesDeclaredCommands() throws {
        try Readme().expectCoverageTable(
            lists: TriviaPreviewTests.scenes().previewGroups, module: "TriviaKit")
    }
}

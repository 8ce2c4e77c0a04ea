import ScenicData
import ScenicTestSupport
import Testing

@testable import TriviaKit

@Suite struct TriviaCoverageTests {
    /// The README's table of the suite's coverage lists every Trivia scene, each counted
    /// against the commands its View declares.
    @Test func theReadmesTableListsEveryScenesDeclaredCommands() throws {
        let scenes = TriviaScenes(
            workers: .embedded(
                folder: try DataFolder(path: TriviaTestServer.folder().path),
                now: { TriviaTestServer.now }))
        try Readme().expectCoverageTable(lists: scenes.previewGroups, module: "TriviaKit")
    }
}

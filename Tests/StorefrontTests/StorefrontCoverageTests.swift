import Scenic
import ScenicTestSupport
import Testing

@testable import StorefrontKit

@Suite struct StorefrontCoverageTests {
    /// The README's table of the suite's coverage lists every Storefront scene, each counted
    /// against the commands its View declares.
    @Test func theReadmesTableListsEveryScenesDeclaredCommands() throws {
        try Readme().expectCoverageTable(
            lists: StorefrontScenes(workers: .inMemory()).previewGroups, module: "StorefrontKit")
    }
}

import ScenicTestSupport
import Testing

@testable import Scenic

/// An app's own option named like one every app has could never be given: the program stops
/// at once, naming it, instead of passing it over.
@Suite struct AppOptionDeclarationTests {
    @Test func anOptionNamedLikeABuiltInOneStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let app = ScenicApp(
                name: "todo", summary: "A to-do list.", version: "1", root: SampleRoute.list,
                options: [AppOption("--seed", value: "N", help: "Deal with seed N")]
            ) { _ throws(AppLaunchError) in
                AppSession(builder: SampleScenes(store: TodoStore([]), password: "pw"))
            }
            _ = await app.run(arguments: ["--help"], environment: [:])
        }
    }

    /// README.md's "Your app's command line" lists the names that are taken, every one.
    @Test func theReadmeListsEveryTakenName() throws {
        let text = try Readme().section("### Your app's command line").text
        let sentence = try #require(
            text.range(of: "The names every app has are taken:").map { text[$0.upperBound...] })
        let listed = sentence.prefix { $0 != "." }.split(separator: "`").enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(Set(listed) == ScenicApp<SampleRoute>.builtInOptions)
        #expect(listed.count == ScenicApp<SampleRoute>.builtInOptions.count)
    }
}

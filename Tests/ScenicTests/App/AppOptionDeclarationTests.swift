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
}

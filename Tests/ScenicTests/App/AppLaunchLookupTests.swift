import Testing

@testable import Scenic

/// An option read by a name the app does not declare stops the app as it launches, rather
/// than reading as never given (found by an API review: `launch.value(of: "--datadir")` for a
/// declared `--data-dir` quietly used the app's default data folder).
@Suite struct AppLaunchLookupTests {
    static let dataFolder = AppOption("--data-dir", value: "DIR", help: "Keep data in DIR")
    static let offline = AppOption("--offline", help: "Never ask the network")
    static let file = AppOperand("FILE", help: "The file to open", isOptional: true)

    /// The app these tests launch: it declares the three above.
    static func todoApp() -> ScenicApp<SampleRoute> {
        ScenicApp(
            name: "todo", summary: "A to-do list.", version: "1", root: SampleRoute.list,
            options: [dataFolder, offline], operands: [file]
        ) { _ throws(AppLaunchError) in
            AppSession(builder: SampleScenes(store: TodoStore([]), password: "pw"))
        }
    }

    /// A launch as a test makes one, and as ``ScenicApp`` does.
    static func launch() -> AppLaunch {
        // swift-format-ignore: NeverUseForceTry
        try! AppLaunch(of: todoApp(), arguments: ["--data-dir", "/tmp/x", "--offline", "a.csv"])
    }

    @Test func declaredNamesAndDeclarationsReadTheSame() {
        let launch = Self.launch()
        #expect(launch.value(of: Self.dataFolder) == "/tmp/x")
        #expect(launch.value(of: "--data-dir") == "/tmp/x")
        #expect(launch.isSet(Self.offline) && launch.isSet("--offline"))
        #expect(launch.operand(Self.file) == "a.csv" && launch.operand("FILE") == "a.csv")
        #expect(!launch.isPreviewing && launch.environment.isEmpty)
    }

    /// A test's launch is read as the app reads its command line: a misspelled option is
    /// refused with the app's message, where a launch built from names quietly read it as
    /// never given (found by an API review).
    @Test func aTestsLaunchIsCheckedAsTheAppsCommandLineIs() throws {
        let refusal = AppLaunchError(
            "unknown option \"--datadir\". Did you mean --data-dir? Run \"todo --help\" for the "
                + "options.", status: 2)
        #expect(throws: refusal) {
            _ = try AppLaunch(of: Self.todoApp(), arguments: ["--datadir", "/tmp/x"])
        }
        let previews = try AppLaunch(
            of: Self.todoApp(), arguments: ["--previews"], environment: ["HOME": "/h"])
        #expect(previews.isPreviewing && !previews.isExploring)
        #expect(previews.environment == ["HOME": "/h"])
        #expect(previews.value(of: Self.dataFolder) == nil)
    }

    /// What `--explore` types and checks is given where the app is made, so a `static let` of
    /// the app needs no `var` to set them (found by an API review).
    @Test func explorationWordsAndRulesAreGivenWhereTheAppIsMade() {
        let rule = ExplorationInvariant.state(Int.self, "positive") { $0 > 0 }
        let app = ScenicApp(
            name: "todo", summary: "A to-do list.", version: "1", root: SampleRoute.list,
            explorationVocabulary: ["ada"], explorationInvariants: [rule]
        ) { _ throws(AppLaunchError) in
            AppSession(builder: SampleScenes(store: TodoStore([]), password: "pw"))
        }
        #expect(app.explorationVocabulary == ["ada"])
        #expect(app.explorationInvariants.map(\.name) == ["positive"])
    }

    @Test func aMisspelledOptionStopsTheApp() async {
        await #expect(processExitsWith: .failure) {
            _ = AppLaunchLookupTests.launch().value(of: "--datadir")
        }
    }

    @Test func aFlagAskedForItsValueStopsTheApp() async {
        await #expect(processExitsWith: .failure) {
            _ = AppLaunchLookupTests.launch().value(of: "--offline")
        }
        await #expect(processExitsWith: .failure) {
            _ = AppLaunchLookupTests.launch().isSet(AppLaunchLookupTests.dataFolder)
        }
    }

    /// As ``ScenicApp`` launches it: the app's declarations are the launch's.
    @Test func anAppReadingAMisspelledOptionStopsAsItLaunches() async {
        await #expect(processExitsWith: .failure) {
            let app = ScenicApp(
                name: "todo", summary: "A to-do list.", version: "1", root: SampleRoute.list,
                options: [AppLaunchLookupTests.dataFolder]
            ) { launch throws(AppLaunchError) in
                _ = launch.value(of: "--datadir")
                return AppSession(builder: SampleScenes(store: TodoStore([]), password: "pw"))
            }
            _ = await app.run(arguments: ["--data-dir", "/tmp"], environment: [:])
        }
    }

    @Test func aMisspelledOperandStopsTheApp() async {
        await #expect(processExitsWith: .failure) {
            _ = AppLaunchLookupTests.launch().operand("PATH")
        }
    }
}

import Testing

@testable import Scenic

/// An option read by a name the app does not declare stops the app as it launches, rather
/// than reading as never given (found by an API review: `launch.value(of: "--datadir")` for a
/// declared `--data-dir` quietly used the app's default data folder).
@Suite struct AppLaunchLookupTests {
    static let dataFolder = AppOption("--data-dir", value: "DIR", help: "Keep data in DIR")
    static let offline = AppOption("--offline", help: "Never ask the network")
    static let file = AppOperand("FILE", help: "The file to open", isOptional: true)

    /// A launch as ``ScenicApp`` makes one for an app declaring the three above.
    static func launch() -> AppLaunch {
        var launch = AppLaunch(
            values: ["--data-dir": "/tmp/x"], flags: ["--offline"], operands: ["FILE": "a.csv"])
        launch.declared = ([dataFolder, offline], [file])
        return launch
    }

    @Test func declaredNamesAndDeclarationsReadTheSame() {
        let launch = Self.launch()
        #expect(launch.value(of: Self.dataFolder) == "/tmp/x")
        #expect(launch.value(of: "--data-dir") == "/tmp/x")
        #expect(launch.isSet(Self.offline) && launch.isSet("--offline"))
        #expect(launch.operand(Self.file) == "a.csv" && launch.operand("FILE") == "a.csv")
        // A launch a test builds knows no declarations: names are read as given.
        #expect(AppLaunch(values: ["--datadir": "y"]).value(of: "--datadir") == "y")
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
            _ = AppLaunch().isSet(AppLaunchLookupTests.dataFolder)
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

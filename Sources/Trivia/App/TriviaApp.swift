import Foundation
import Scenic
import ScenicData

/// The Trivia app as a process: its options, where its facts come from and where they are kept.
public enum TriviaApp {
    /// The numbers trivia API, the default remote.
    static let defaultRemote = "http://numbersapi.com"

    /// Runs the app on this process's command line and environment; returns the exit status.
    public static func main() async -> Int32 {
        await app.run()
    }

    /// `--remote URL`, where facts are looked up.
    static let remoteOption = AppOption(
        "--remote", value: "URL",
        help: "Look facts up at URL (default: $TRIVIA_REMOTE, else \(defaultRemote)); "
            + "\"embedded\" uses the facts built into the app, with no network.")

    /// `--data-dir DIR`, where looked-up facts are kept.
    static let dataFolderOption = AppOption(
        "--data-dir", value: "DIR",
        help: "Keep looked-up facts in DIR (default: $TRIVIA_DATA_DIR, else "
            + "$XDG_DATA_HOME/trivia, else ~/.local/share/trivia).")

    static var app: ScenicApp<TriviaRoute> {
        ScenicApp(
            name: "trivia",
            summary: "Facts about numbers, looked up over HTTP and kept for when you are offline.",
            version: "0.1.0", root: TriviaRoute.trivia,
            routes: [.named("trivia", .trivia), .named("history", .history)],
            options: [remoteOption, dataFolderOption],
            explorationInvariants: TriviaInvariants.all,
            launch: launch)
    }

    /// The scenes for a launch.
    static func launch(_ launch: AppLaunch) throws(AppLaunchError) -> AppSession<TriviaRoute> {
        // Renamed: a session set up the old way would run on today's date without a word.
        if launch.environment["TRIVIA_NOW"] != nil {
            throw AppLaunchError(
                "TRIVIA_NOW is now SCENIC_NOW, which every Scenic app reads: set that, and unset "
                    + "TRIVIA_NOW.", status: 2)
        }
        // Scenic's clock: the system's at a terminal, a story's in a piped story or --replay,
        // SCENIC_NOW's for other piped input.
        let clock = launch.clock
        let now: @Sendable () -> Date = { clock.now }
        if launch.isPreviewing {
            // Entering a preview must not touch the real history.
            // `--explore` launches the app again for every replay of its lines, each drawing
            // from the same seed, so `random` rolls the same numbers and the same seed gives the
            // same run.
            let workers = TriviaWorkers.embedded(
                folder: try previewFolder(), now: now, random: launch.random)
            let scenes = TriviaScenes(workers: workers)
            return AppSession(builder: scenes, previews: scenes.previewGroups)
        }
        let folder = try dataFolder(
            explicit: launch.value(of: dataFolderOption), environment: launch.environment)
        let given = launch.value(of: remoteOption)
        let remote = try remote(
            given ?? launch.environment["TRIVIA_REMOTE"],
            givenBy: given == nil ? "TRIVIA_REMOTE=" : "--remote ", now: now)
        let scenes = TriviaScenes(
            workers: TriviaWorkers(
                repository: TriviaRepository(
                    remote: remote, cache: FactCache(folder: folder)),
                roll: TriviaWorkers.rolling(launch.random)))
        // No previews: the gallery is a previewing launch (above), and building them all
        // lays out every sample screen before the first one shows.
        return AppSession(builder: scenes, historyPath: folder.path + "/history")
    }

    /// A folder of its own in the temporary folder, for the previews' facts.
    static func previewFolder() throws(AppLaunchError) -> DataFolder {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("trivia-previews-\(UUID().uuidString)").path
        do {
            return try DataFolder(path: path)
        } catch {
            // The user chose no such folder: say where it comes from (a `TMPDIR` that was not
            // UTF-8 read as "choose another folder": a hostile tester's).
            throw AppLaunchError(
                "The previews keep their facts in a folder of their own in the temporary "
                    + "folder (TMPDIR), which failed: " + error.message)
        }
    }

    /// The remote a launch names: a URL, `embedded`, or the default; `givenBy` is how the
    /// user gave it (`--remote ` or `TRIVIA_REMOTE=`), for the message when it is no URL.
    static func remote(
        _ choice: String?, givenBy: String = "--remote ", now: @escaping @Sendable () -> Date
    ) throws(AppLaunchError) -> any TriviaRemote {
        let choice = (choice ?? "").isEmpty ? defaultRemote : choice ?? defaultRemote
        if choice == "embedded" { return EmbeddedTriviaRemote(now: now) }
        do throws(HTTPTriviaRemote.URLProblem) {
            return HTTPTriviaRemote(baseURL: try HTTPTriviaRemote.baseURL(choice), now: now)
        } catch {
            switch error {
            case .notHTTP:
                // An empty host (`http://:8080`) too: it was taken, and every lookup failed.
                throw AppLaunchError(
                    "\(givenBy)\(choice) is not an http(s) URL; give one such as "
                        + "\(defaultRemote), or \"embedded\" to work without a network.",
                    status: 2)
            case .port(let port):
                throw AppLaunchError(
                    "\(givenBy)\(choice) has port \(port); a port is from 1 to 65535.", status: 2)
            }
        }
    }

    /// The folder for the saved facts, made if needed and checked writable.
    static func dataFolder(explicit: String?, environment: [String: String])
        throws(AppLaunchError) -> DataFolder
    {
        do {
            return try DataFolder.standard(
                app: "trivia", explicitPath: explicit, environmentVariable: "TRIVIA_DATA_DIR",
                environment: environment)
        } catch {
            // The data layer's sentence, and where Trivia takes another folder from.
            throw AppLaunchError(
                error.message + " Trivia takes it from --data-dir DIR or TRIVIA_DATA_DIR.")
        }
    }
}

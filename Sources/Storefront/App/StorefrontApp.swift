import Foundation
import Scenic

/// The `storefront` program: options, data directory, workers, then the console.
public enum StorefrontApp {
    /// Runs Storefront as a process with `arguments` (without the program name).
    ///
    /// - Returns: the exit status: 0 after a session, 1 when the data directory is unusable,
    ///   2 for a bad command line.
    public static func main(
        arguments: [String], environment: [String: String]
    ) async -> Int32 {
        let options: StorefrontOptions
        do {
            options = try StorefrontOptions(arguments: arguments)
        } catch {
            printError(error.message)
            return 2
        }
        if options.showsHelp {
            print(StorefrontOptions.help, terminator: "")
            return 0
        }
        let configuration = ConsoleConfiguration.forProcess(
            width: options.width, environment: environment,
            outputIsTerminal: StandardOutput().isTerminal)
        if options.showsPreviews {
            // In-memory workers: entering a preview and adding to its cart must not touch the
            // shopper's real cart.
            let scenes = StorefrontScenes(workers: .inMemory())
            let gallery = PreviewGallery(
                groups: scenes.previewGroups, builder: scenes,
                previewWidth: configuration.currentWidth)
            var console = Console(navigator: gallery.navigator(), configuration: configuration)
            return await console.run()
        }
        let directory: DataDirectory
        do {
            directory = try DataDirectory.resolve(
                explicitPath: options.dataDirectory, environment: environment)
        } catch {
            printError("storefront: " + error.message)
            return 1
        }
        let catalog = EmbeddedCatalog()
        var workers = StorefrontWorkers(
            catalog: catalog, authenticator: DemoAuthenticator(),
            carts: FileCartStore(directory: directory, catalog: catalog.catalog()),
            orders: FileOrderStore(directory: directory),
            clock: SystemClock(), lock: FolderLock(directory: directory))
        // STOREFRONT_NOW fixes the clock, so a piped session prints the same order dates as
        // the story that scripts it. A value that is not a time is a mistake to point out: the
        // clock would otherwise silently run.
        if let text = environment["STOREFRONT_NOW"] {
            guard let now = fixedDate(text) else {
                printError(
                    "storefront: STOREFRONT_NOW must be an ISO 8601 time such as "
                        + "2026-05-04T10:30:00Z, got \"\(VisibleText.escaping(text))\".")
                return 2
            }
            workers.clock = FixedClock(date: now)
        }
        var console = Console(
            navigator: Navigator(builder: StorefrontScenes(workers: workers), root: .login),
            configuration: configuration)
        console.openingMessages = dataFileNotices(workers, directory: directory)
        return await console.run()
    }

    /// Loads the cart and the orders once, and removes what an interrupted save left behind.
    ///
    /// A damaged file is then moved aside and named on the first screen rather than on
    /// whichever screen happens to read it first. All under the lock, while no other process
    /// saves.
    static func dataFileNotices(_ workers: StorefrontWorkers, directory: DataDirectory)
        -> [String]
    {
        do throws(StoreError) {
            return try workers.lock.withLock { () -> [String] in
                for name in [FileCartStore.fileName, FileOrderStore.fileName] {
                    DataFile(path: "\(directory.path)/\(name)").removeLeftoverTemporaryFiles()
                }
                var notices: [String] = []
                do throws(StoreError) {
                    if let moved = try workers.carts.load().movedAside {
                        notices.append(moved.message)
                    }
                } catch {
                    notices.append(error.message)
                }
                do throws(StoreError) {
                    if let moved = try workers.orders.load().movedAside {
                        notices.append(moved.message)
                    }
                } catch {
                    notices.append(error.message)
                }
                return notices
            }
        } catch {
            return [error.message]
        }
    }

    private static func fixedDate(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

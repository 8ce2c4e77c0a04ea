import Foundation
import Scenic
import ScenicData

/// The `storefront` program: Scenic's app runner with Storefront's scenes, routes and one
/// option of its own, `--data-dir`.
public enum StorefrontApp {
    /// The app: its command line, and how it launches from the options typed.
    static var app: ScenicApp<StorefrontRoute> {
        ScenicApp(
            name: "storefront",
            summary: "A small shop in the terminal, built on Scenic. Log in with the demo "
                + "account shown on the first screen, then type \"help\" on any screen for its "
                + "commands.",
            version: "0.2.0", root: .login,
            routes: [
                .named("login", .login), .named("catalog", .catalog),
                .named(
                    "product", argument: "N|ID",
                    help: "the product numbered N in the whole catalog, or with this ID, as in "
                        + "\"--route catalog product 1\" or \"product matcha\"",
                    productRoute),
                .named("cart", .cart), .named("checkout", .checkout),
            ] + AccountScenes.namedRoutes.map { $0.map(StorefrontRoute.account) },
            options: [dataFolderOption],
            explorationVocabulary: StorefrontInvariants.vocabulary,
            explorationInvariants: StorefrontInvariants.all,
            launch: launch)
    }

    /// `--data-dir DIR`, where the cart and orders are kept.
    static let dataFolderOption = AppOption(
        "--data-dir", value: "DIR",
        help: "Keep the cart and orders in DIR (default: $STOREFRONT_DATA_DIR, else "
            + "$XDG_DATA_HOME/storefront, else ~/.local/share/storefront).")

    /// The product `--route product` names: by the number the catalog shows it with (all
    /// products listed, no filter), or by its ID; `nil` for one that names no product.
    static func productRoute(_ typed: String) -> StorefrontRoute? {
        let products = EmbeddedCatalog().catalog().products
        if let number = Int(typed) {
            guard products.indices.contains(number - 1) else { return nil }
            return .product(id: products[number - 1].id)
        }
        return products.contains { $0.id == typed } ? .product(id: typed) : nil
    }

    /// Runs Storefront on this process's command line and environment.
    ///
    /// - Returns: the exit status: 0 after a session, 1 when the data directory is unusable,
    ///   2 for a bad command line or clock.
    public static func main() async -> Int32 {
        await app.run()
    }

    /// The scenes for a launch: in memory for the preview gallery (entering a preview must not
    /// touch the shopper's real cart), else on the data directory.
    static func launch(_ launch: AppLaunch) throws(AppLaunchError) -> AppSession<StorefrontRoute> {
        // Renamed: a session set up the old way would run on today's date without a word.
        if launch.environment["STOREFRONT_NOW"] != nil {
            throw AppLaunchError(
                "STOREFRONT_NOW is now SCENIC_NOW, which every Scenic app reads: set that, and "
                    + "unset STOREFRONT_NOW.", status: 2)
        }
        if launch.isPreviewing {
            let scenes = StorefrontScenes(workers: .inMemory())
            return AppSession(builder: scenes, previews: scenes.previewGroups)
        }
        let folder: DataFolder
        do {
            folder = try DataFolder.standard(
                app: "storefront", explicitPath: launch.value(of: dataFolderOption),
                environmentVariable: "STOREFRONT_DATA_DIR", environment: launch.environment)
        } catch {
            // The data layer's sentence, and where Storefront takes another folder from.
            throw AppLaunchError(
                error.message + " Storefront takes it from --data-dir DIR or STOREFRONT_DATA_DIR.")
        }
        let catalog = EmbeddedCatalog()
        // Scenic's clock: the system's at a terminal, a story's in a piped story or --replay
        // (so their order dates are the story test's), SCENIC_NOW's for other piped input.
        let workers = StorefrontWorkers(
            catalog: catalog, authenticator: DemoAuthenticator(),
            store: FileShopStore(folder: folder, catalog: catalog.catalog()),
            clock: launch.clock)
        let scenes = StorefrontScenes(workers: workers)
        // No previews: the gallery is a previewing launch (above), and building them all
        // (delivery slots need the calendar and its time zone data) cost a start 1.5–2 ms.
        return AppSession(
            builder: scenes, openingMessages: dataFileNotices(workers.store),
            historyPath: folder.path + "/history")
    }

    /// Reads the cart and the orders once, in one transaction (which also removes what an
    /// interrupted save left behind).
    ///
    /// Damage is then set right and named on the first screen rather than on whichever screen
    /// happens to read the file first.
    static func dataFileNotices(_ store: any ShopStore) -> [String] {
        do throws(StoreError) {
            return try store.transaction { records -> [String] in
                var failures: [String] = []
                do throws(StoreError) { _ = try records.cart() } catch {
                    failures.append(error.message)
                }
                do throws(StoreError) { _ = try records.orders() } catch {
                    failures.append(error.message)
                }
                do throws(StoreError) { _ = try records.lastOrderNumber() } catch {
                    failures.append(error.message)
                }
                // Every repair the reads made, settling a stopped checkout included.
                return records.repairs + failures
            }
        } catch {
            return [error.message]
        }
    }
}

import Foundation
import Scenic
import ScenicData

// The scene that keeps its data shown in README.md, kept here so the README cannot drift:
// ReadmeExampleTests checks that the README holds this code and prints what it prints.

enum ShoppingRoute: Hashable, Sendable { case list }

struct ShoppingView: View {
    enum Region: CaseIterable { case items }
    enum Name: String, CommandName { case add, got }
    static let item = Argument.restOfLine("ITEM")
    static let number = Argument.integer("N", in: 1...9_999)
    let title = "Shopping"
    let commands = [
        Command(Name.add, item, help: "Put ITEM on the list"),
        Command(Name.got, number, help: "Cross item N off"),
    ]
}

struct ShoppingInteractor: Interactor {
    func action(for input: CommandInput<ShoppingView.Name>) -> ShoppingLogic.Action {
        switch input.name {
        case .add: .add(input[ShoppingView.item])
        case .got: .got(input[ShoppingView.number])
        }
    }
}

struct ShoppingLogic: Logic {
    typealias Route = ShoppingRoute
    struct State: Equatable { var items: [String] = [] }
    enum Action: Equatable, Sendable {
        case appeared
        case add(String)
        case got(Int)
        /// The list the file holds once the work is done, and what its read set right.
        case read([String], repair: String?)
        case failed(String)
    }
    /// Each change is made on what the file holds when it is made: another copy of the app
    /// may have changed the list since this screen was drawn.
    enum Request: Equatable, Sendable {
        case load
        case add(String)
        case remove(String)
    }
    enum Notice: Equatable, Sendable {
        case problem(String)
        case noItem(Int, count: Int)
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .appeared:
            return [.perform(.load)]
        case .add(let item):
            return [.perform(.add(item))]
        case .got(let number):
            guard state.items.indices.contains(number - 1) else {
                return [.notify(.noItem(number, count: state.items.count))]
            }
            // By the item, not its number: the numbers are this screen's.
            return [.perform(.remove(state.items[number - 1]))]
        case .read(let items, let repair):
            state.items = items
            return repair.map { [.notify(.problem($0))] } ?? []
        case .failed(let message):
            return [.notify(.problem(message))]
        }
    }

    // A read or a save of a small file is never cut short.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }
}

struct ShoppingPresenter: Presenter {
    func present(_ state: ShoppingLogic.State, on screen: Screen)
        -> ViewContent<ShoppingView.Region>
    {
        ViewContent([
            .items: [
                state.items.isEmpty ? .paragraph("Nothing to buy.") : .numberedList(state.items)
            ]
        ])
    }

    func message(for notice: ShoppingLogic.Notice) -> String {
        switch notice {
        case .problem(let message): message
        case .noItem(let number, let count): "There is no item \(number); the list has \(count)."
        }
    }

    static let previews = [
        Preview("empty", ShoppingLogic.State()),
        Preview("two items", ShoppingLogic.State(items: ["oat milk", "eggs"])),
    ]
}

/// The list's file: every request one transaction, so two copies of the app lose nothing.
struct ShoppingStore: Sendable {
    static let document = DataDocument(
        "shopping.json", contents: "shopping list", empty: [String]())
    let folder: DataFolder

    /// Does `request` on what the file holds now; answers with the list it leaves.
    func perform(_ request: ShoppingLogic.Request) -> ShoppingLogic.Action {
        do throws(DataError) {
            let read: DataRead<[String]>
            switch request {
            case .load:
                read = try folder.read(Self.document)
            case .add(let item):
                read = try folder.update(Self.document) { $0.append(item) }
            case .remove(let item):
                read = try folder.update(Self.document) { items in
                    if let index = items.firstIndex(of: item) { items.remove(at: index) }
                }
            }
            return .read(read.value, repair: read.repair?.message)
        } catch {
            return .failed(error.message)
        }
    }
}

struct ShoppingScenes: SceneBuilder {
    let store: ShoppingStore

    func scene(for route: ShoppingRoute) -> Scene<ShoppingRoute> {
        scene(state: ShoppingLogic.State())
    }

    /// A preview entered in the gallery appears as any screen does, reading the file: it is
    /// made to hold the preview's list (in the previews' folder, never the user's).
    var previewGroups: [PreviewGroup<ShoppingRoute>] {
        [
            PreviewGroup("Shopping", previews: ShoppingPresenter.previews) { state in
                _ = try? store.folder.update(ShoppingStore.document) { $0 = state.items }
                return scene(state: state)
            }
        ]
    }

    private func scene(state: ShoppingLogic.State) -> Scene<ShoppingRoute> {
        Scene(
            view: ShoppingView(), interactor: ShoppingInteractor(), logic: ShoppingLogic(),
            presenter: ShoppingPresenter(), state: state, appearAction: .appeared,
            worker: Worker { request in store.perform(request) })
    }
}

/// The app: its list in the user's data folder; previews and exploration on a folder of
/// their own.
func shoppingApp() -> ScenicApp<ShoppingRoute> {
    ScenicApp(
        name: "shopping", summary: "A shopping list kept between runs.", version: "1.0",
        root: .list, routes: [.named("list", .list)]
    ) { launch throws(AppLaunchError) in
        let folder: DataFolder
        do throws(DataError) {
            folder =
                launch.isPreviewing || launch.isExploring
                ? try DataFolder(path: NSTemporaryDirectory() + "shopping-" + UUID().uuidString)
                : try DataFolder.standard(
                    app: "shopping", environmentVariable: "SHOPPING_DATA_DIR",
                    environment: launch.environment)
        } catch {
            throw AppLaunchError(error.message)
        }
        let scenes = ShoppingScenes(store: ShoppingStore(folder: folder))
        return AppSession(builder: scenes, previews: scenes.previewGroups)
    }
}

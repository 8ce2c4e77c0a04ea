import Scenic
import Testing

/// What a scene says on the line that closes it is shown on the screen that comes next: a form
/// cancelled by `home` says it saved nothing, and a scene that saves and closes itself says so.
///
/// Before, those notices went with the scene (found by a stranger whose form's "The book was
/// not added." was never seen after `home`).
@Suite struct ClosedSceneNoticeTests {
    enum Route: Hashable, Sendable { case list, editor }

    struct ListView: View {
        enum Region: CaseIterable { case body }
        enum Name: String, CommandName { case edit }
        let title = "List"
        let commands = [Command(Name.edit, help: "Edit the title")]
    }

    struct ListLogic: Logic {
        typealias Route = ClosedSceneNoticeTests.Route
        struct State: Equatable, Sendable {}
        enum Action: Equatable, Sendable { case edit }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] { [.push(.editor)] }
    }

    struct ListInteractor: Interactor {
        func action(for input: CommandInput<ListView.Name>) -> ListLogic.Action { .edit }
    }

    struct ListPresenter: Presenter {
        func present(_ state: ListLogic.State, on screen: Screen) -> ViewContent<ListView.Region> {
            ViewContent([.body: [.paragraph("The list.")]])
        }
    }

    struct EditorView: View {
        enum Region: CaseIterable { case body }
        enum Name: String, CommandName { case title, save, done }
        let title = "Editor"
        let commands = [
            Command(Name.title, help: "Type a new title"),
            Command(Name.save, help: "Save and close"),
            Command(Name.done, help: "Close without a word"),
        ]
    }

    struct EditorLogic: Logic {
        typealias Route = ClosedSceneNoticeTests.Route
        struct State: Equatable, Sendable {}
        enum Action: Equatable, Sendable {
            case title
            case titled(String)
            case cancelled, save, done
        }
        enum Notice: Equatable, Sendable { case notSaved, saved }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .title:
                [.ask(.text("New title?", .text("a title"), cancelled: .cancelled) { .titled($0) })]
            case .titled: []
            case .cancelled: [.notify(.notSaved)]
            case .save: [.notify(.saved), .pop]
            case .done: [.pop]
            }
        }
    }

    struct EditorInteractor: Interactor {
        func action(for input: CommandInput<EditorView.Name>) -> EditorLogic.Action {
            switch input.name {
            case .title: .title
            case .save: .save
            case .done: .done
            }
        }
    }

    struct EditorPresenter: Presenter {
        func present(_ state: EditorLogic.State, on screen: Screen) -> ViewContent<
            EditorView.Region
        > {
            ViewContent([.body: [.paragraph("The editor.")]])
        }

        func message(for notice: EditorLogic.Notice) -> String {
            switch notice {
            case .notSaved: "The title was not changed."
            case .saved: "Saved."
            }
        }
    }

    struct Scenes: SceneBuilder {
        func scene(for route: Route) -> Scene<Route> {
            switch route {
            case .list:
                Scene(
                    view: ListView(), interactor: ListInteractor(), logic: ListLogic(),
                    presenter: ListPresenter(), state: .init())
            case .editor:
                Scene(
                    view: EditorView(), interactor: EditorInteractor(), logic: EditorLogic(),
                    presenter: EditorPresenter(), state: .init())
            }
        }
    }

    /// The screens printed for `lines`, one per line typed (the first screen first).
    private func screens(_ lines: String) async -> [String] {
        var console = Console(
            navigator: Navigator(builder: Scenes(), root: .list),
            configuration: ConsoleConfiguration(width: .fixed(80)))
        var input = ScriptInput(lines)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text.components(separatedBy: "\n> ")
    }

    @Test func homeWhileAQuestionWaitsShowsWhatTheCancelledLogicSaid() async {
        let screens = await screens("edit\ntitle\nhome\nedit\n")
        #expect(screens[3].hasPrefix("home\n\nList\n"))
        #expect(screens[3].contains("» The title was not changed."))
        // A notice lives until the next typed line, on any screen.
        #expect(!screens[4].contains("not changed"))
    }

    @Test func aSceneThatNotifiesAndClosesItselfIsHeardBelow() async {
        let screens = await screens("edit\nsave\nedit\ndone\n")
        #expect(screens[2].hasPrefix("save\n\nList\n"))
        #expect(screens[2].contains("» Saved."))
        #expect(!screens[4].contains("» "))
    }

    @Test func backWhileAQuestionWaitsStaysAndSaysItThere() async {
        let screens = await screens("edit\ntitle\nback\n")
        #expect(screens[3].hasPrefix("back\n\nEditor\n"))
        #expect(screens[3].contains("» The title was not changed."))
    }
}

import Scenic
import ScenicTestSupport
import Testing

/// A shelf that says what it removed and offers to undo it in one step: the screen a preview
/// with both notices and a question shows.
private struct ShelfView: View {
    enum Region: CaseIterable { case items }
    enum Name: String, CommandName { case remove }
    let title = "Shelf"
    let commands = [Command(Name.remove, help: "Remove the last item")]
}

private struct ShelfInteractor: Interactor {
    func action(for input: CommandInput<ShelfView.Name>) -> ShelfLogic.Action { .remove }
}

private struct ShelfLogic: Logic {
    typealias Route = Int
    enum Action: Equatable, Sendable { case remove, undo, keep }
    enum Notice: Equatable, Sendable { case removed(String) }

    func reduce(_ state: inout [String], _ action: Action) -> [Effect<Self>] {
        switch action {
        case .remove:
            guard let last = state.popLast() else { return [] }
            return [.notify(.removed(last)), .ask(.yesOrNo("Undo?", yes: .undo, no: .keep))]
        case .undo, .keep:
            return []
        }
    }
}

private struct ShelfPresenter: Presenter {
    func present(_ state: [String], on screen: Screen) -> ViewContent<ShelfView.Region> {
        ViewContent([.items: [.bulletList(state)]])
    }

    func message(for notice: ShelfLogic.Notice) -> String {
        switch notice {
        case .removed(let item): "Removed \(item)."
        }
    }
}

private func shelf(_ state: [String]) -> Scene<Int> {
    Scene(
        view: ShelfView(), interactor: ShelfInteractor(), logic: ShelfLogic(),
        presenter: ShelfPresenter(), state: state)
}

/// The shelf holding Tea and Milk, at every route.
private struct ShelfScenes: SceneBuilder {
    func scene(for route: Int) -> Scene<Int> { shelf(["Tea", "Milk"]) }
}

@Suite struct PreviewMessagesTests {
    @Test func aPreviewWithNoticesAndAQuestionShowsTheScreenTheConsoleShows() async throws {
        let preview = Preview(
            "removed", of: ShelfLogic.self, ["Tea"], notices: [.removed("Milk")],
            asking: .yesOrNo("Undo?", yes: .undo, no: .keep))
        let group = PreviewGroup("Shelf", previews: [preview], scene: shelf)
        let previewed = group.scene(at: 0).render(width: 40)
        #expect(previewed.contains("Removed Milk."))
        #expect(previewed.contains("Undo? (yes/no)"))

        var console = Console(
            navigator: Navigator(builder: ShelfScenes(), root: 0),
            configuration: ConsoleConfiguration(width: .fixed(40)))
        var input = ScriptInput("remove\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        let afterRemove = try #require(
            output.text.components(separatedBy: "> remove\n\n").last?
                .components(separatedBy: "\n> ").first)
        #expect(afterRemove.hasPrefix(previewed), "\(afterRemove)\n---\n\(previewed)")
    }

    @Test func theReadmeShowsBothAtOnce() throws {
        let section = try Readme().section("### Scenes that talk in values")
        #expect(
            section.text.contains(
                "and both at once: `notices: [.removed(\"Matcha\")],\n  asking: .yesOrNo(\"Undo?\", …)`"
            ))
    }
}

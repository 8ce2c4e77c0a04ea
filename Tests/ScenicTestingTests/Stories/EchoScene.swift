import Scenic

/// A one-scene app for the story tests: it repeats what was said.
enum EchoRoute: Hashable, Sendable { case echo }

struct EchoView: View {
    enum Region: CaseIterable { case said }
    let title = "Echo"
    let commands = [Command("say", Argument("TEXT", .restOfLine), help: "Repeat TEXT")]
}

struct EchoInteractor: Interactor {
    func action(for input: CommandInput) throws(UsageError) -> String {
        input.text("TEXT") ?? ""
    }
}

struct EchoLogic: Logic {
    func reduce(_ state: inout [String], _ action: String) -> [Effect<EchoRoute, Never>] {
        state.append(action)
        return []
    }
}

struct EchoPresenter: Presenter {
    func present(_ state: [String]) -> ViewContent<EchoView.Region> {
        ViewContent([.said: [state.isEmpty ? .paragraph("Nothing said yet.") : .bulletList(state)]])
    }
}

struct EchoScenes: SceneBuilder {
    func scene(for route: EchoRoute) -> Scene<EchoRoute> {
        Scene(
            view: EchoView(), interactor: EchoInteractor(), logic: EchoLogic(),
            presenter: EchoPresenter(), state: [])
    }

    static var console: Console<EchoRoute> {
        Console(navigator: Navigator(builder: EchoScenes(), root: .echo))
    }
}

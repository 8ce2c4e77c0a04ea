import Scenic

/// A one-scene app for the story tests: it repeats what was said.
enum EchoRoute: Hashable, Sendable { case echo }

struct EchoView: View {
    enum Region: CaseIterable { case said }
    enum Name: String, CommandName { case say }
    static let text = Argument.restOfLine("TEXT")
    let title = "Echo"
    let commands = [Command(Name.say, text, help: "Repeat TEXT")]
}

struct EchoInteractor: Interactor {
    func action(for input: CommandInput<EchoView.Name>) -> String {
        switch input.name {
        case .say: input[EchoView.text]
        }
    }
}

struct EchoLogic: Logic {
    typealias Route = EchoRoute
    func reduce(_ state: inout [String], _ action: String) -> [Effect<Self>] {
        state.append(action)
        return []
    }
}

struct EchoPresenter: Presenter {
    func present(_ state: [String], on screen: Screen) -> ViewContent<EchoView.Region> {
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

import Scenic
import Testing

/// A screen that only shows: no commands of its own and a Logic with no actions
/// (`typealias Action = Never`, no `reduce`), spelled as the README says, which compiles
/// without a warning; the global commands still work there.
@Suite struct ShowOnlySceneTests {
    struct ReceiptView: View {
        enum Region: CaseIterable { case body }
        let title = "Receipt"
        let commands: [Command<NoCommand>] = []
    }

    struct ReceiptInteractor: Interactor {
        func action(for input: CommandInput<NoCommand>) -> ReceiptLogic.Action {
            switch input.name {}
        }
    }

    struct ReceiptLogic: Logic {
        typealias Route = Int
        typealias Action = Never
        struct State: Equatable { var total = "$4.50" }
    }

    struct ReceiptPresenter: Presenter {
        func present(_ state: ReceiptLogic.State, on screen: Screen)
            -> ViewContent<ReceiptView.Region>
        {
            ViewContent([.body: [.paragraph("Paid \(state.total).")]])
        }
    }

    struct ReceiptScenes: SceneBuilder {
        func scene(for route: Int) -> Scene<Int> {
            Scene(
                view: ReceiptView(), interactor: ReceiptInteractor(), logic: ReceiptLogic(),
                presenter: ReceiptPresenter(), state: ReceiptLogic.State())
        }
    }

    @Test func itShowsRefusesWordsItDoesNotKnowAndHelpStillWorks() async {
        var console = Console(
            navigator: Navigator(builder: ReceiptScenes(), root: 0),
            configuration: ConsoleConfiguration(width: .fixed(40)))
        var input = ScriptInput("pay\nhelp\n")
        var output = TextBuffer()
        #expect(await console.run(input: &input, output: &output) == 0)
        let screens = output.text.components(separatedBy: "\n> ")
        #expect(screens[0].contains("Paid $4.50."))
        #expect(screens[0].contains("Commands: help · back · home · quit"))
        #expect(screens[1].contains("» Unknown command \"pay\""), "\(screens[1])")
        #expect(screens[2].contains("quit"))
    }
}

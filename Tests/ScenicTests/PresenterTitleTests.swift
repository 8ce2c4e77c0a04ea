import Scenic
import Testing

/// A Presenter may title the screen after its state, in place of the View's fixed title.
@Suite struct PresenterTitleTests {
    struct TripView: View {
        enum Region: CaseIterable { case members }
        enum Name: String, CommandName { case add }
        let title = "Trip"
        let commands = [Command(Name.add, help: "Add a member")]
    }

    @Test func theStatesTitleReplacesTheViewsAndIsShownSafely() {
        var content = ViewContent<TripView.Region>([.members: [.paragraph("Ann, Bob")]])
        #expect(TripView().render(content, width: 40).hasPrefix("Trip\n"))
        content.title = "Lisbon, May 2026"
        #expect(TripView().render(content, width: 40).hasPrefix("Lisbon, May 2026\n"))
        // A title from data never writes a control character to the terminal raw.
        content.title = "Evil\u{1B}[2J"
        let screen = TripView().render(content, width: 40)
        #expect(!screen.contains("\u{1B}"))
        // Given with the blocks, as a Presenter returning one value per state writes it.
        let titled = ViewContent<TripView.Region>(
            [.members: [.paragraph("Ann, Bob")]], title: "Porto 2027")
        #expect(TripView().render(titled, width: 40).hasPrefix("Porto 2027\n"))
        // A name from data left empty keeps the View's title, rather than none.
        #expect(TripView().render(ViewContent(title: ""), width: 40).hasPrefix("Trip\n"))
        content.title = "  "
        #expect(TripView().render(content, width: 40).hasPrefix("Trip\n"))
    }

    struct TripLogic: Logic {
        typealias Route = Int
        struct State { var name: String }
        enum Action: Sendable { case add }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] { [] }
    }

    struct TripPresenter: Presenter {
        func present(_ state: TripLogic.State, on screen: Screen) -> ViewContent<TripView.Region> {
            var content = ViewContent<TripView.Region>()
            content.title = state.name
            content.offer([TripView.Name]())
            return content
        }
    }

    @Test func theScenesTitleIsTheOneItsLastScreenShowed() {
        let scene = Scene(
            view: TripView(), interactor: TripInteractor(), logic: TripLogic(),
            presenter: TripPresenter(), state: TripLogic.State(name: "Porto 2027"))
        #expect(scene.title == "Trip")  // nothing drawn yet
        let screen = scene.render(width: 40)
        #expect(scene.title == "Porto 2027")
        // A View rendered directly, as a Presenter test does, lists only what is offered.
        #expect(screen.contains("Commands: help · back · home · quit"))
        let direct = TripView().render(
            TripPresenter().present(TripLogic.State(name: "Porto"), on: Screen(width: 40)),
            width: 40)
        #expect(direct.contains("Commands: help · back · home · quit"))
    }

    struct TripInteractor: Interactor {
        func action(for input: CommandInput<TripView.Name>) -> TripLogic.Action { .add }
    }
}

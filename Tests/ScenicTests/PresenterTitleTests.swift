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
    }
}

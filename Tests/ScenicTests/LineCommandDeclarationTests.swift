import Testing

@testable import Scenic

/// A View's `emptyLineCommand` or `otherLineCommand` declared with another type than `Name?`
/// (`let emptyLineCommand = Name.reset`) stops the program when its scene is made, saying how
/// to declare it; before, Swift took it as a property of the View's own and the screen quietly
/// ignored it (found by an API review).
@Suite struct LineCommandDeclarationTests {
    /// The tally's View, its empty line declared as a `Name`.
    struct MisdeclaredView: View {
        typealias Region = TallyView.Region
        typealias Name = TallyView.Name
        let title = "Tally"
        let commands = TallyView().commands
        let emptyLineCommand = Name.reset
    }

    /// The same, declared as the requirement is.
    struct DeclaredView: View {
        typealias Region = TallyView.Region
        typealias Name = TallyView.Name
        let title = "Tally"
        let commands = TallyView().commands
        let emptyLineCommand: Name? = .reset
    }

    @Test func aDeclarationOfAnotherTypeStopsTheProgramWhenTheSceneIsMade() async {
        await #expect(processExitsWith: .failure) {
            _ = Scene(
                view: LineCommandDeclarationTests.MisdeclaredView(), interactor: TallyInteractor(),
                logic: TallyLogic(), presenter: TallyPresenter(), state: TallyLogic.State())
        }
    }

    @Test func theMessageSaysHowToDeclareIt() {
        #expect(
            LineCommandDeclarations.message(
                view: MisdeclaredView.self, property: "emptyLineCommand",
                type: Optional<BoardView.Name>.self, expected: Optional<TallyView.Name>.self)
                == "MisdeclaredView.emptyLineCommand is declared as "
                + "Swift.Optional<ScenicTests.BoardView.Name>, not as "
                + "Swift.Optional<ScenicTests.TallyView.Name>, so Swift takes it as a property of "
                + "the View's own and Scenic never sees it: declare it `let emptyLineCommand: "
                + "Name? = …`, of the View's own Name.")
    }

    @Test func aDeclarationOfTheRequirementsTypeRuns() {
        let scene = Scene(
            view: DeclaredView(), interactor: TallyInteractor(), logic: TallyLogic(),
            presenter: TallyPresenter(), state: TallyLogic.State())
        #expect(scene.title == "Tally")
    }
}

import Testing

@testable import Scenic

/// A screen that hands its result down cannot be the first one `--route` opens.
///
/// What a person typed into it would be lost when it finishes. The launch refuses it, naming
/// a stack that works: under a screen that takes the result's type.
@Suite struct RouteToAResultTests {
    enum PickRoute: Hashable, Sendable {
        case start
        case home
        case pick
    }

    struct PickView: View {
        enum Region: CaseIterable { case body }
        enum Name: String, CommandName { case choose }
        let title = "Pick"
        let commands = [Command(Name.choose, help: "Choose the first")]
    }

    struct PickInteractor: Interactor {
        func action(for input: CommandInput<PickView.Name>) -> PickLogic.Action { .choose }
    }

    /// Hands the number chosen back to the screen below.
    struct PickLogic: Logic {
        typealias Route = PickRoute
        typealias Output = Int
        struct State: Equatable, Sendable {}
        enum Action: Equatable, Sendable { case choose }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] { [.finish(1)] }
    }

    /// The screen below, which takes the number (no line in these tests finishes the picker).
    struct HomeLogic: Logic {
        typealias Route = PickRoute
        typealias State = PickLogic.State
        typealias Action = PickLogic.Action
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] { [] }
        func received(_ number: Int) -> Action? { nil }
    }

    /// The app's first screen, which takes nothing back.
    struct StartLogic: Logic {
        typealias Route = PickRoute
        typealias State = PickLogic.State
        typealias Action = PickLogic.Action
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] { [] }
    }

    struct PickPresenter: Presenter {
        func present(_ state: PickLogic.State, on screen: Screen) -> ViewContent<PickView.Region> {
            ViewContent([.body: [.paragraph("One of them.")]])
        }
    }

    struct Scenes: SceneBuilder {
        func scene(for route: PickRoute) -> Scene<PickRoute> {
            switch route {
            case .start:
                Scene(
                    view: PickView(), interactor: PickInteractor(), logic: StartLogic(),
                    presenter: PickPresenter(), state: PickLogic.State())
            case .home:
                Scene(
                    view: PickView(), interactor: PickInteractor(), logic: HomeLogic(),
                    presenter: PickPresenter(), state: PickLogic.State())
            case .pick:
                Scene(
                    view: PickView(), interactor: PickInteractor(), logic: PickLogic(),
                    presenter: PickPresenter(), state: PickLogic.State())
            }
        }
    }

    func run(_ arguments: [String], root: String? = "home") async -> (Int32, [String]) {
        let (status, errors, _) = await runShowing(arguments, root: root)
        return (status, errors)
    }

    func runShowing(_ arguments: [String], root: String? = "home") async
        -> (Int32, [String], String)
    {
        let app = ScenicApp(
            name: "picker", summary: "Picks.", version: "1", root: PickRoute.start,
            routes: [.named("start", .start)] + (root.map { [NamedRoute.named($0, .home)] } ?? [])
                + [.named("pick", .pick)]
        ) { _ throws(AppLaunchError) in AppSession(builder: Scenes()) }
        var output = TextBuffer()
        var errors: [String] = []
        let status = await app.run(
            arguments: arguments, environment: ["COLUMNS": "60"],
            input: { _ in ScriptInput("") }, output: &output, errors: { errors.append($0) })
        return (status, errors, output.text)
    }

    @Test func aScreenThatHandsBackItsResultIsRefusedAsTheFirstScreen() async {
        let (status, errors) = await run(["--route", "pick"])
        #expect(status == 2)
        #expect(
            errors == [
                "picker: --route: pick hands its result to the screen below it, so it cannot be "
                    + "the first screen (what it is given would be lost there). Open the screen it "
                    + "returns to first, as in \"--route home pick\"."
            ])
        // Without a name for a screen that takes the number, the advice names none: not the
        // app's first screen, which would not take it (a stranger's picker of members, routed
        // as advised, added a book).
        let (_, unnamed) = await run(["--route", "pick"], root: nil)
        #expect(unnamed.first?.hasSuffix("Open the screen it returns to first.") == true)
    }

    /// An exploration refuses that first screen too.
    ///
    /// Before, it explored it, and a finding's replay command (`--route pick --replay …`) was
    /// then refused (found by a hostile tester).
    @Test func anExplorationRefusesItAsTheFirstScreenToo() async {
        let (status, _, output) = await runShowing(["--explore", "5", "--route", "pick"])
        #expect(status == 2)
        #expect(
            output.contains(
                "picker: --route: pick hands its result to the screen below it, so it cannot be "
                    + "the first screen"))
        #expect(!output.contains("Reached"))
        let (below, _, explored) = await runShowing(["--explore", "5", "--route", "home", "pick"])
        #expect(below == 0)
        #expect(explored.contains("Reached"))
    }

    /// Over a screen that does not take its result, it is refused too, naming one that does.
    ///
    /// Before, the launch took `--route start pick`, and only a finished pick said that the
    /// screen below took no number (found by a hostile tester).
    @Test func aScreenThatDoesNotTakeTheResultCannotBeBelowIt() async {
        let (status, errors) = await run(["--route", "start", "pick"])
        #expect(status == 2)
        #expect(
            errors == [
                "picker: --route: pick hands its result to the screen below it, and start does not "
                    + "take it (what it is given would be lost there). Open it over a screen that "
                    + "takes it, as in \"--route home pick\"."
            ])
    }

    @Test func aScreenBelowItLetsItOpen() async {
        let (status, errors) = await run(["--route", "home", "pick"])
        #expect(status == 0)
        #expect(errors.isEmpty)
    }
}

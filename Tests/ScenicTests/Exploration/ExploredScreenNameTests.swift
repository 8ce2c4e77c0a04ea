import Scenic
import Testing

@testable import Scenic

/// An exploration names each screen by its Logic, generic or not, and keeps apart two Logics
/// that keep the same type of state.
@Suite struct ExploredScreenNameTests {
    enum Route: Hashable, Sendable { case echo, other }

    struct GoView: View {
        enum Region: CaseIterable { case text }
        enum Name: String, CommandName { case go }
        let title = "Start"
        let commands = [Command(Name.go, help: "Open the other screen")]
    }

    struct PingView: View {
        enum Region: CaseIterable { case text }
        enum Name: String, CommandName { case ping, pong }
        let title = "Counter"
        let commands = [
            Command(Name.ping, help: "Count one up"), Command(Name.pong, help: "Count one down"),
        ]
    }

    /// Generic over its route, as a Logic shared by apps is.
    struct EchoLogic<R: Hashable & Sendable>: Logic {
        typealias Route = R
        struct State: Equatable { var count = 0 }
        let other: R
        func reduce(_ state: inout State, _ action: GoView.Name) -> [Effect<Self>] {
            [.push(other)]
        }
    }

    /// Keeps the same type of state as the Echo screen.
    struct OtherLogic: Logic {
        typealias Route = ExploredScreenNameTests.Route
        func reduce(_ state: inout EchoLogic<Route>.State, _ action: PingView.Name)
            -> [Effect<Self>]
        {
            state.count += action == .ping ? 1 : -1
            return []
        }
    }

    struct NamePresenter<Region: CaseIterable & Hashable & Sendable>: Presenter {
        let region: Region
        func present(_ state: EchoLogic<Route>.State, on screen: Screen) -> ViewContent<Region> {
            ViewContent([region: [.paragraph("Count: \(state.count)")]])
        }
    }

    struct Interactor<Name: CommandName>: Scenic.Interactor {
        func action(for input: CommandInput<Name>) -> Name { input.name }
    }

    struct Scenes: SceneBuilder {
        func scene(for route: Route) -> Scene<Route> {
            switch route {
            case .echo:
                Scene(
                    view: GoView(), interactor: Interactor<GoView.Name>(),
                    logic: EchoLogic(other: .other), presenter: NamePresenter(region: .text),
                    state: EchoLogic.State())
            case .other:
                Scene(
                    view: PingView(), interactor: Interactor<PingView.Name>(),
                    logic: OtherLogic(), presenter: NamePresenter(region: .text),
                    state: EchoLogic.State())
            }
        }
    }

    /// Before, a screen was named by its state's type: the generic Logic's was named `Route>`
    /// (cut at the dot inside its generic argument), and so was the other screen, whose
    /// commands were taken to be the first one's (found by a hostile tester of exploration).
    @Test func aGenericLogicIsNamedAsAnyAndLogicsOfOneStateTypeAreKeptApart() async {
        let report = await Explorer(steps: 40, seed: 1, width: 40) {
            Console(navigator: Navigator(builder: Scenes(), root: .echo))
        }.run()

        #expect(report.reachSummary.hasPrefix("Reached 2 screens (Echo, Other); ran "))
        #expect(report.reachSummary.contains(" of the 3 commands they declare; "))
    }
}

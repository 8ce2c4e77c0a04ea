import Testing

@testable import Scenic

@Suite struct NavigatorTests {
    let store = TodoStore(["Buy milk", "Call Ada"])
    var display = ScriptedWork()

    private func navigator(root: SampleRoute = .list, path: [SampleRoute] = []) -> Navigator<
        SampleRoute
    > {
        Navigator(builder: SampleScenes(store: store, password: "pw"), root: root, path: path)
    }

    @Test mutating func opensDeepInsideFromARouteList() async {
        var navigator = navigator(path: [.item(2)])
        #expect(navigator.routes == [.list, .item(2)])
        _ = await navigator.appearIfNeeded(display: &display)
        #expect(navigator.top.render(width: 40).contains("Call Ada"))
        // Only the top scene appears; the list loads when it is revealed.
        #expect(await store.calls == ["todo 2"])
    }

    @Test mutating func pushShowsTheNewSceneAndLetsItAppear() async {
        var navigator = navigator()
        _ = await navigator.apply([.push(.item(1))], display: &display)
        #expect(navigator.routes == [.list, .item(1)])
        #expect(await store.calls == ["todo 1"])
    }

    @Test mutating func popRevealsTheCoveredSceneWithItsState() async {
        var navigator = navigator()
        _ = await navigator.appearIfNeeded(display: &display)
        let outcome = await navigator.handle(["open", "9"], secret: nil, display: &display)
        #expect(outcome.status.messages.isEmpty)
        #expect(navigator.top.render(width: 60).contains("There is no to-do 9"))

        _ = await navigator.apply([.push(.item(1)), .pop], display: &display)
        #expect(navigator.routes == [.list])
        // The list kept its todos while covered, and reloaded on reveal.
        #expect(navigator.top.render(width: 60).contains("Buy milk"))
        #expect(await store.calls == ["all", "all"])
    }

    @Test mutating func saysSoWhenTheSceneBelowTakesNoValueOfTheTypeHandedBack() async {
        var navigator = navigator(path: [.item(1)])
        let outcome = await navigator.apply([.finish(SceneResult("Buy milk"))], display: &display)
        #expect(navigator.routes == [.list])
        #expect(
            outcome.status
                == .refusal(
                    "The screen that closed handed back a value of type String, which ListLogic does not take: "
                        + "give it func received(_ value: String) -> Action?."))
    }

    /// A scene's `.pop` on the first screen is refused as the scene's doing; `back` typed
    /// there as the user's.
    @Test mutating func refusesToPopTheRootWithAMessage() async {
        var navigator = navigator()
        let outcome = await navigator.apply([.pop], display: &display)
        #expect(navigator.routes == [.list])
        #expect(outcome.status == .refusal(NavigationProblem.firstScreenStays.message))
        let back = await navigator.back(display: &display)
        #expect(navigator.routes == [.list])
        #expect(back.status == .refusal(NavigationProblem.cannotGoBack.message))
    }

    @Test mutating func popToRootClosesEverythingAboveTheRoot() async {
        var navigator = navigator(path: [.item(1), .item(2)])
        _ = await navigator.apply([.popToRoot], display: &display)
        #expect(navigator.routes == [.list])
    }

    @Test mutating func replaceSwapsTheTopScene() async {
        var navigator = navigator(path: [.item(1)])
        _ = await navigator.apply([.replace(.item(2))], display: &display)
        #expect(navigator.routes == [.list, .item(2)])
    }

    @Test mutating func setStackRebuildsTheStack() async {
        var navigator = navigator(root: .lock)
        _ = await navigator.apply([.setStack([.list, .item(2)])], display: &display)
        #expect(navigator.routes == [.list, .item(2)])
    }

    @Test mutating func refusesAnEmptyStackWithAMessage() async {
        var navigator = navigator(path: [.item(1)])
        let outcome = await navigator.apply([.setStack([])], display: &display)
        #expect(navigator.routes == [.list, .item(1)])
        #expect(outcome.status == .refusal(NavigationProblem.emptyStack.message))
    }

    @Test mutating func quitStopsApplyingFurtherEffects() async {
        var navigator = navigator()
        let outcome = await navigator.apply([.quit, .push(.item(1))], display: &display)
        #expect(outcome.quits)
        #expect(navigator.routes == [.list])
    }

    @Test mutating func carriesOutWorkBeforeTheNavigationThatFollowsIt() async {
        var navigator = navigator(path: [.item(1)])
        _ = await navigator.appearIfNeeded(display: &display)
        _ = await navigator.handle(["done"], secret: nil, display: &display)
        #expect(navigator.routes == [.list])
        #expect(await store.calls == ["todo 1", "done 1", "all"])
        #expect(navigator.top.render(width: 40).contains("[x] Buy milk"))
    }

    @Test mutating func stopsScenesThatKeepOpeningScenes() async {
        var navigator = Navigator(builder: LoopingScenes(), root: 0)
        let outcome = await navigator.appearIfNeeded(display: &display)
        #expect(outcome.status == .refusal(NavigationProblem.navigationLoop(limit: 32).message))
        #expect(navigator.routes.count == 33)
    }
}

/// Scenes that push another scene as soon as they appear, forever.
private struct LoopingScenes: SceneBuilder {
    struct PushingView: View {
        enum Region: CaseIterable { case body }
        let title = "Loop"
        let commands: [Command<NoCommand>] = []
    }
    struct PushingInteractor: Interactor {
        func action(for input: CommandInput<NoCommand>) -> Int { 0 }
    }
    struct PushingLogic: Logic {
        typealias Route = Int
        func reduce(_ state: inout Int, _ action: Int) -> [Effect<Self>] {
            [.push(state + 1)]
        }
    }
    struct PushingPresenter: Presenter {
        func present(_ state: Int, on screen: Screen) -> ViewContent<PushingView.Region> {
            ViewContent()
        }
    }

    func scene(for route: Int) -> Scene<Int> {
        Scene(
            view: PushingView(), interactor: PushingInteractor(), logic: PushingLogic(),
            presenter: PushingPresenter(), state: route, appearAction: 0)
    }
}

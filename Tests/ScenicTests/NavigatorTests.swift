import Testing

@testable import Scenic

@Suite struct NavigatorTests {
    let store = TodoStore(["Buy milk", "Call Ada"])

    private func navigator(root: SampleRoute = .list, path: [SampleRoute] = []) -> Navigator<
        SampleRoute
    > {
        Navigator(builder: SampleScenes(store: store, password: "pw"), root: root, path: path)
    }

    @Test func opensDeepInsideFromARouteList() async {
        var navigator = navigator(path: [.item(2)])
        #expect(navigator.routes == [.list, .item(2)])
        _ = await navigator.appearIfNeeded()
        #expect(navigator.top.render(width: 40).contains("Call Ada"))
        // Only the top scene appears; the list loads when it is revealed.
        #expect(await store.calls == ["todo 2"])
    }

    @Test func pushShowsTheNewSceneAndLetsItAppear() async {
        var navigator = navigator()
        _ = await navigator.apply([.push(.item(1))])
        #expect(navigator.routes == [.list, .item(1)])
        #expect(await store.calls == ["todo 1"])
    }

    @Test func popRevealsTheCoveredSceneWithItsState() async {
        var navigator = navigator()
        _ = await navigator.appearIfNeeded()
        let outcome = await navigator.handle(
            CommandInput(command: ListView().commands[1], values: ["N": .integer(9)]))
        #expect(outcome.messages.isEmpty)
        #expect(navigator.top.render(width: 60).contains("There is no to-do 9"))

        _ = await navigator.apply([.push(.item(1)), .pop])
        #expect(navigator.routes == [.list])
        // The list kept its todos while covered, and reloaded on reveal.
        #expect(navigator.top.render(width: 60).contains("Buy milk"))
        #expect(await store.calls == ["all", "all"])
    }

    @Test func refusesToPopTheRootWithAMessage() async {
        var navigator = navigator()
        let outcome = await navigator.apply([.pop])
        #expect(navigator.routes == [.list])
        #expect(outcome.messages == [ConsoleProblem.cannotGoBack.message])
    }

    @Test func popToRootClosesEverythingAboveTheRoot() async {
        var navigator = navigator(path: [.item(1), .item(2)])
        _ = await navigator.apply([.popToRoot])
        #expect(navigator.routes == [.list])
    }

    @Test func replaceSwapsTheTopScene() async {
        var navigator = navigator(path: [.item(1)])
        _ = await navigator.apply([.replace(.item(2))])
        #expect(navigator.routes == [.list, .item(2)])
    }

    @Test func setStackRebuildsTheStack() async {
        var navigator = navigator(root: .lock)
        _ = await navigator.apply([.setStack([.list, .item(2)])])
        #expect(navigator.routes == [.list, .item(2)])
    }

    @Test func refusesAnEmptyStackWithAMessage() async {
        var navigator = navigator(path: [.item(1)])
        let outcome = await navigator.apply([.setStack([])])
        #expect(navigator.routes == [.list, .item(1)])
        #expect(outcome.messages == [ConsoleProblem.emptyStack.message])
    }

    @Test func quitStopsApplyingFurtherEffects() async {
        var navigator = navigator()
        let outcome = await navigator.apply([.quit, .push(.item(1))])
        #expect(outcome.quits)
        #expect(navigator.routes == [.list])
    }

    @Test func carriesOutWorkBeforeTheNavigationThatFollowsIt() async {
        var navigator = navigator(path: [.item(1)])
        _ = await navigator.appearIfNeeded()
        _ = await navigator.handle(CommandInput(command: ItemView().commands[0]))
        #expect(navigator.routes == [.list])
        #expect(await store.calls == ["todo 1", "done 1", "all"])
        #expect(navigator.top.render(width: 40).contains("[x] Buy milk"))
    }

    @Test func stopsScenesThatKeepOpeningScenes() async {
        var navigator = Navigator(builder: LoopingScenes(), root: 0)
        let outcome = await navigator.appearIfNeeded()
        #expect(outcome.messages == [ConsoleProblem.navigationLoop(limit: 32).message])
        #expect(navigator.routes.count == 33)
    }
}

/// Scenes that push another scene as soon as they appear, forever.
private struct LoopingScenes: SceneBuilder {
    struct PushingView: View {
        enum Region: CaseIterable { case body }
        let title = "Loop"
        let commands: [Command] = []
    }
    struct PushingInteractor: Interactor {
        func action(for input: CommandInput) throws(UsageError) -> Int { 0 }
    }
    struct PushingLogic: Logic {
        func reduce(_ state: inout Int, _ action: Int) -> [Effect<Int, Never>] {
            [.push(state + 1)]
        }
    }
    struct PushingPresenter: Presenter {
        func present(_ state: Int) -> ViewContent<PushingView.Region> { ViewContent() }
    }

    func scene(for route: Int) -> Scene<Int> {
        Scene(
            view: PushingView(), interactor: PushingInteractor(), logic: PushingLogic(),
            presenter: PushingPresenter(), state: route, appearAction: 0)
    }
}

import Testing

@testable import Scenic

/// A section's own routes inside an app's: its builder composed into the app's, its scenes
/// navigating on its routes, and its `--route` names listed by the app.
@Suite struct SectionRouteTests {
    enum SectionRoute: Hashable, Sendable {
        case list
        case item(Int)
    }
    enum AppRoute: Hashable, Sendable {
        case home
        case section(SectionRoute)
    }

    struct ListView: View {
        enum Region: CaseIterable { case list }
        enum Name: String, CommandName { case open }
        static let row = Argument.integer("N", in: 1...9)
        let title: String
        let commands = [Command(Name.open, row, help: "Open item N")]
    }

    struct ListInteractor: Interactor {
        func action(for input: CommandInput<ListView.Name>) -> Int { input[ListView.row] }
    }

    /// A section's scene: it knows only the section's routes.
    struct ListLogic: Logic {
        typealias Route = SectionRoute
        func reduce(_ state: inout Int, _ action: Int) -> [Effect<Self>] {
            [.push(.item(action))]
        }
    }

    struct ListPresenter: Presenter {
        func present(_ state: Int, on screen: Screen) -> ViewContent<ListView.Region> {
            ViewContent()
        }
    }

    struct SectionScenes: SceneBuilder {
        /// The section's names for `--route`, as a constant: `NamedRoute` is `Sendable`, so a
        /// `static let` of them compiles in Swift 6 (it did not, where only a computed
        /// `static var` did).
        static let namedRoutes: [NamedRoute<SectionRoute>] = [
            .named("list", .list),
            .named("item", argument: "N", help: "item N, as in \"--route list item 2\"") {
                Int($0).map(SectionRoute.item)
            },
        ]

        func scene(for route: SectionRoute) -> Scene<SectionRoute> {
            let title =
                switch route {
                case .list: "List"
                case .item(let number): "Item \(number)"
                }
            return Scene(
                view: ListView(title: title), interactor: ListInteractor(), logic: ListLogic(),
                presenter: ListPresenter(), state: 0)
        }
    }

    struct AppScenes: SceneBuilder {
        func scene(for route: AppRoute) -> Scene<AppRoute> {
            switch route {
            case .home: SectionScenes().scene(for: .list).mapRoutes(AppRoute.section)
            case .section(let route): SectionScenes().scene(for: route).mapRoutes(AppRoute.section)
            }
        }
    }

    @Test func aSectionScenesNavigationBecomesTheAppsRoutes() async {
        var navigator = Navigator(builder: AppScenes(), root: .home, path: [.section(.list)])
        var display = ScriptedWork()
        _ = await navigator.handle(
            Tokenizer.lineWords(in: "open 3"), secret: nil, display: &display)
        #expect(navigator.routes == [.home, .section(.list), .section(.item(3))])
        #expect(navigator.top.title == "Item 3")
    }

    @Test func aSectionsNamedRoutesAreTheAppsWithTheirSpellingAndHelp() throws {
        let routes =
            [NamedRoute<AppRoute>.named("home", .home)]
            + SectionScenes.namedRoutes.map { $0.map(AppRoute.section) }
        let line = try AppCommandLine(
            ["--route", "home", "list", "item", "2"], options: [], routes: routes)
        #expect(line.stack == [.home, .section(.list), .section(.item(2))])
        #expect(routes[2].usage == "item N")
        #expect(routes[2].help == "item N, as in \"--route list item 2\"")
        #expect(throws: KindRefusal.self) { try routes[2].route("x").get() }
    }

    /// A route's word read by a kind is refused in the kind's words, or, from a kind without
    /// words of its own, with its placeholder and what it must be (a stranger's route could
    /// only say that "x" named nothing).
    @Test func aRouteReadByAKindSaysWhyAWordNamesNothing() throws {
        let handle = ArgumentKind<String>("a handle such as ada") { typed in
            typed.count >= 2 && typed.allSatisfy(\.isLetter) ? typed : nil
        }
        let routes: [NamedRoute<AppRoute>] = [
            .named("home", .home),
            .named("item", argument: "N", .integer(in: 1...99)) { .section(.item($0)) },
            .named("board", argument: "HANDLE", handle) { _ in .section(.list) },
            .named(
                "path", argument: "PATH",
                ArgumentKind<String>("a path") { _ in
                    .failure(ArgumentRefusal("type a path that exists, such as /tmp"))
                }
            ) { _ in .section(.list) },
        ]
        let line = try AppCommandLine(
            ["--route", "home", "item", "7"], options: [], routes: routes)
        #expect(line.stack == [.home, .section(.item(7))])
        for (arguments, message) in [
            (
                ["item", "x"],
                #"--route: item "x": "x" is not a whole number; type digits, such as 1."#
            ),
            (
                ["item", "100"],
                #"--route: item "100": 100 is out of range; type a whole number from 1 to 99."#
            ),
            (["board", "x"], #"--route: board "x": HANDLE must be a handle such as ada."#),
            // A word whose bytes were not UTF-8 would name another thing.
            (
                ["board", "a\u{FFFD}"],
                #"--route: board "a\#u{FFFD}": it has bytes that are not UTF-8 text (shown as \#u{FFFD}), so what it names cannot be reached by it; rename that to UTF-8 text, or give another."#
            ),
            // A kind's refusal without a period of its own gets one before the next sentence.
            (["path", "x"], #"--route: path "x": type a path that exists, such as /tmp."#),
            // A negative number is the route's word, not an option (it said N was missing).
            (
                ["item", "-1"],
                #"--route: item "-1": -1 is out of range; type a whole number from 1 to 99."#
            ),
            (
                ["item", "\u{1B}[2J"],
                #"--route: item "^[[2J": "^[[2J" is not a whole number; type digits, such as 1."#
            ),
        ] {
            #expect {
                try AppCommandLine(["--route"] + arguments, options: [], routes: routes)
            } throws: { error in
                (error as? AppCommandLineProblem)?.message(app: "todo")
                    == message + #" Run "todo --help" for what each route takes."#
            }
        }
    }
}

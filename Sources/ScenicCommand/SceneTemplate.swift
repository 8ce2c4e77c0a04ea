/// The files of one scene, and the lines that wire it into an app, for `scenic new`.
///
/// A scene `Settings` in app `Notes` is `Sources/Notes/Scenes/Settings/` (View, Interactor,
/// Logic, Presenter, previews and the scene's maker), its Logic test, a route case
/// `settings`, a case in the builder, a preview group and a named route for `--route`.
struct SceneTemplate {
    /// The scene's name, a Swift type name such as `Settings`.
    let scene: String
    /// The app's name, such as `Notes`.
    let app: String

    /// The route case and maker: the name with a lowercase first letter.
    var routeCase: String { scene.prefix(1).lowercased() + scene.dropFirst() }

    /// The scene's files, by path relative to the package root.
    var files: [(path: String, text: String)] {
        let folder = "Sources/\(app)/Scenes/\(scene)/"
        return [
            (folder + "\(scene)View.swift", view),
            (folder + "\(scene)Interactor.swift", interactor),
            (folder + "\(scene)Logic.swift", logic),
            (folder + "\(scene)Presenter.swift", presenter),
            (folder + "\(scene)Previews.swift", previews),
            (folder + "\(scene)Scene.swift", maker),
            ("Tests/\(app)Tests/\(scene)LogicTests.swift", logicTest),
        ]
    }

    /// The lines to add before each marker, by the file that holds it.
    var insertions: [(path: String, marker: String, lines: [String])] {
        [
            (
                "Sources/\(app)/App/\(app)Route.swift", AppTemplate.routesMarker,
                ["case \(routeCase)"]
            ),
            (
                "Sources/\(app)/App/\(app)Scenes.swift", AppTemplate.scenesMarker,
                ["case .\(routeCase): \(routeCase)()"]
            ),
            (
                "Sources/\(app)/App/\(app)Scenes.swift", AppTemplate.previewsMarker,
                [
                    "PreviewGroup(\"\(scene)\", previews: \(scene)Presenter.previews) {",
                    "    \(routeCase)(state: $0)",
                    "},",
                ]
            ),
            (
                "Sources/\(app)/App/\(app)App.swift", AppTemplate.namedRoutesMarker,
                [".named(\"\(routeCase)\", .\(routeCase)),"]
            ),
        ]
    }

    private var view: String {
        """
        import Scenic

        /// The \(scene) screen's structure: its title, its regions in order and its commands.
        ///
        /// A View holds no state and no logic; the Presenter fills its regions.
        struct \(scene)View: View {
            enum Region: CaseIterable {
                case count
            }

            enum Name: String, CommandName {
                case add, reset
            }

            /// How much `add` adds: a whole number from 1 to 1,000, 1 when left out.
            static let amount = Argument.integer("N", in: 1...1_000).optional(default: 1)

            let title = "\(scene)"
            let commands = [
                Command(Name.add, amount, help: "Add N, or 1"),
                Command(Name.reset, help: "Start again from zero"),
            ]
        }

        """
    }

    private var interactor: String {
        """
        import Scenic

        /// Turns a command typed on the \(scene) screen into the Logic's action; no state, no
        /// I/O.
        struct \(scene)Interactor: Interactor {
            func action(for input: CommandInput<\(scene)View.Name>) -> \(scene)Logic.Action {
                switch input.name {
                case .add: .add(input[\(scene)View.amount])
                case .reset: .reset
                }
            }
        }

        """
    }

    private var logic: String {
        """
        import Scenic

        /// Every decision of the \(scene) screen, pure: its tests need no console.
        ///
        /// Time, random values and the results of work arrive as actions; navigation, work and
        /// messages leave as effects.
        struct \(scene)Logic: Logic {
            typealias Route = \(app)Route

            struct State: Equatable, Sendable {
                var count = 0
            }

            enum Action: Equatable, Sendable {
                case add(Int)
                case reset
            }

            func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
                switch action {
                case .add(let amount):
                    // Saturates rather than trapping, however often `add` is typed.
                    let (sum, overflowed) = state.count.addingReportingOverflow(amount)
                    state.count = overflowed ? .max : sum
                case .reset:
                    state.count = 0
                }
                return []
            }
        }

        """
    }

    private var presenter: String {
        """
        import Scenic

        /// Turns the \(scene) screen's state into the blocks of its regions.
        struct \(scene)Presenter: Presenter {
            func present(_ state: \(scene)Logic.State, on screen: Screen)
                -> ViewContent<\(scene)View.Region>
            {
                ViewContent([.count: [.paragraph("Count: \\(state.count)")]])
            }
        }

        """
    }

    private var previews: String {
        """
        import Scenic

        extension \(scene)Presenter {
            /// Sample states of the \(scene) screen: browsed with `--previews`, and snapshotted
            /// at 80 and 40 columns by the preview tests.
            static let previews = [
                Preview("zero", \(scene)Logic.State()),
                Preview("some", \(scene)Logic.State(count: 42)),
            ]
        }

        """
    }

    private var maker: String {
        """
        import Scenic

        extension \(app)Scenes {
            /// The \(scene) screen in `state`: its four parts put together.
            func \(routeCase)(
                state: \(scene)Logic.State = \(scene)Logic.State()
            ) -> Scene<\(app)Route> {
                Scene(
                    view: \(scene)View(), interactor: \(scene)Interactor(), logic: \(scene)Logic(),
                    presenter: \(scene)Presenter(), state: state)
            }
        }

        """
    }

    private var logicTest: String {
        """
        import ScenicTesting
        import Testing

        @testable import \(app)

        /// The \(scene) screen's decisions, without a console.
        @Suite struct \(scene)LogicTests {
            @Test func addAddsAndResetStartsAgain() {
                var tester = LogicTester(\(scene)Logic(), state: \(scene)Logic.State())
                tester.send(.add(2)) { $0.count = 2 }
                tester.send(.add(1_000)) { $0.count = 1_002 }
                tester.send(.reset) { $0.count = 0 }
            }

            @Test func addingNeverOverflows() {
                var tester = LogicTester(\(scene)Logic(), state: \(scene)Logic.State(count: .max))
                tester.send(.add(1))
            }
        }

        """
    }
}

/// The files of one scene, and the lines that wire it into an app, for `scenic new`.
///
/// A scene `Settings` in app `Notes` is `Sources/Notes/Scenes/Settings/` (View, Interactor,
/// Logic, Presenter, previews and the scene's maker), its Logic test, a route case
/// `settings`, a case in the builder, a preview group and a named route for `--route`
/// (`settings`; a scene `AddTimer` is `--route add-timer`).
struct SceneTemplate {
    /// The scene's name, a Swift type name such as `Settings`.
    let scene: String
    /// The app's name, such as `Notes`.
    let app: String

    /// The route case and maker: the name with its first word in lowercase, as Swift names
    /// start (`Settings` is `settings`, `HTTPLog` is `httpLog`, `URL` is `url`).
    var routeCase: String {
        let words = Self.words(of: scene)
        return (words.first?.lowercased() ?? "") + words.dropFirst().joined()
    }

    /// The word `--route` names the scene by: its name in lowercase words joined by dashes,
    /// as command-line words are written (`AddTimer` is `add-timer`, `HTTPLog` is `http-log`).
    var routeWord: String {
        Self.words(of: scene).map { $0.lowercased() }.joined(separator: "-")
    }

    /// The words of a type name: a word starts at a capital after a small letter or digit, or
    /// at the last capital of a run that a small letter follows (`HTTPLog` is `HTTP`, `Log`).
    static func words(of name: String) -> [String] {
        let letters = Array(name)
        var words: [String] = []
        for (index, letter) in letters.enumerated() {
            let next = index + 1 < letters.count ? letters[index + 1] : nil
            let startsWord =
                index == 0
                || letter.isUppercase
                    && (!letters[index - 1].isUppercase || next?.isLowercase == true)
            if startsWord {
                words.append(String(letter))
            } else {
                words[words.count - 1].append(letter)
            }
        }
        return words
    }

    /// The names of the scene's types, its Logic test's included.
    var typeNames: [String] {
        ["View", "Interactor", "Logic", "Presenter", "LogicTests"].map { scene + $0 }
    }

    /// The Swift keywords that break the generated code as a route case and maker (`case
    /// import`, `func import(…)`, `.import: import()`), found by compiling each of them.
    ///
    /// Contextual keywords (`any`, `some`, `open`, `package`, `type`, …) compile there and
    /// are not refused; `await` is, since `await()` reads as waiting.
    static let keywords: Set<String> = [
        "as", "associatedtype", "await", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal",
        "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// The names a scene's type names would read wrong with: a scene's parts, and Scenic's
    /// ``Scene`` (`ViewView`, `LogicLogic`, `SceneScene.swift`).
    static let partNames: Set<String> = ["Scene", "View", "Interactor", "Logic", "Presenter"]

    /// Why `scene` cannot name a scene of `app`, though it is a Swift type name; `nil` when
    /// it can.
    static func conflict(forScene scene: String, app: String) -> CommandError.NameConflict? {
        let template = SceneTemplate(scene: scene, app: app)
        if partNames.contains(scene) { return .scenePart }
        if keywords.contains(template.routeCase) { return .keyword(template.routeCase) }
        // In the builder's `scene(for route:)`, `route()` would be the parameter, not the
        // maker.
        if template.routeCase == "route" { return .sameName("route") }
        let taken = AppTemplate.namesInUse.union(AppTemplate.toolchainModules)
            .union(AppTemplate.ownNames(of: app))
        if let clash = template.typeNames.first(where: taken.contains) { return .sameName(clash) }
        return nil
    }

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

    /// What this scene would add that an app file holding `text` has already.
    ///
    /// Its route case (`case home`), its maker (`func home(`) or its `--route` word; `nil`
    /// when nothing is taken. Scenes named alike (`HTTPLog`, `HttpLog`) take the same.
    func taken(in text: String) -> String? {
        let isIdentifier = { (character: Character) in
            character.isLetter || character.isNumber || character == "_"
        }
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            // `case home`, `case home, settings`, `case product(Int)`.
            if trimmed.hasPrefix("case "), !trimmed.hasPrefix("case .") {
                let names = trimmed.dropFirst(5).split(separator: ",").map {
                    $0.drop { $0 == " " }.prefix(while: isIdentifier)
                }
                if names.contains(where: { $0 == routeCase }) { return "case \(routeCase)" }
            }
            if trimmed.hasPrefix("func \(routeCase)(") { return "func \(routeCase)(" }
            if trimmed.contains(".named(\"\(routeWord)\"") { return "--route \(routeWord)" }
        }
        return nil
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
                [".named(\"\(routeWord)\", .\(routeCase)),"]
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
                case note
            }

            enum Name: String, CommandName {
                case note
            }

            /// What `note` keeps: the rest of the line.
            static let text = Argument.restOfLine("TEXT")

            let title = "\(scene)"
            let commands = [Command(Name.note, text, help: "Keep TEXT as this screen's note")]
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
                case .note: .keep(input[\(scene)View.text])
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
                /// The note on the screen: empty until one is kept.
                var note = ""
            }

            enum Action: Equatable, Sendable {
                /// Keep this text as the note, in place of the one before.
                case keep(String)
            }

            func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
                switch action {
                case .keep(let text):
                    state.note = text
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
                // An empty screen says what to type rather than showing nothing.
                let text =
                    state.note.isEmpty
                    ? "No note yet: type note and some words to keep one."
                    : "Note: \\(state.note)"
                return ViewContent([.note: [.paragraph(text)]])
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
                Preview("empty", \(scene)Logic.State()),
                Preview("noted", \(scene)Logic.State(note: "Buy milk")),
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
        // Scenic too: a test that states a question or a navigation names Scenic's types
        // (`Question<HomeLogic.Action>`), which ScenicTesting does not export.
        """
        import Scenic
        import ScenicTesting
        import Testing

        @testable import \(app)

        /// The \(scene) screen's decisions, without a console.
        @Suite struct \(scene)LogicTests {
            @Test func aNoteIsKeptInPlaceOfTheOneBefore() {
                var tester = LogicTester(\(scene)Logic(), state: \(scene)Logic.State())
                tester.send(.keep("Buy milk")) { $0.note = "Buy milk" }
                tester.send(.keep("Call Ada")) { $0.note = "Call Ada" }
            }
        }

        """
    }
}

import Scenic
import Testing

@testable import Scenic

/// An exploration types the values Tab offers as a person would: a word's value quoted as the
/// console reads it back, the rest of the line as it is, and never a value with a line break,
/// which no one can type on one line (its story would not replay).
@Suite struct OfferedValueTypingTests {
    enum Route: Hashable, Sendable { case home }

    struct OddView: View {
        enum Region: CaseIterable { case text }
        enum Name: String, CommandName { case odd, say }
        static let word = Argument.text("WORD").offering(["new\nline", "quo\"te", "two words"])
        static let rest = Argument.restOfLine("TEXT").offering(["it's \"here\"", "a\rb"])
        let title = "Odd"
        let commands = [
            Command(Name.odd, word, help: "Take a word"),
            Command(Name.say, rest, help: "Take the rest of the line"),
        ]
    }

    struct OddInteractor: Interactor {
        func action(for input: CommandInput<OddView.Name>) -> String {
            switch input.name {
            case .odd: input[OddView.word]
            case .say: input[OddView.rest]
            }
        }
    }

    struct OddLogic: Logic {
        typealias Route = OfferedValueTypingTests.Route
        struct State: Equatable { var received: [String] = [] }
        func reduce(_ state: inout State, _ action: String) -> [Effect<Self>] {
            state.received.append(action)
            return []
        }
    }

    struct OddPresenter: Presenter {
        func present(_ state: OddLogic.State, on screen: Screen) -> ViewContent<OddView.Region> {
            ViewContent([.text: [.paragraph("\(state.received.count) received.")]])
        }
    }

    struct Scenes: SceneBuilder {
        func scene(for route: Route) -> Scene<Route> {
            Scene(
                view: OddView(), interactor: OddInteractor(), logic: OddLogic(),
                presenter: OddPresenter(), state: OddLogic.State())
        }
    }

    private func explore(breaking rule: String, when broken: @escaping @Sendable (String) -> Bool)
        async -> ExplorationReport
    {
        let invariant = ExplorationInvariant.state(OddLogic.State.self, rule) {
            !$0.received.contains(where: broken)
        }
        return await Explorer(steps: 300, seed: 7, width: 60, invariants: [invariant]) {
            Console(navigator: Navigator(builder: Scenes(), root: .home))
        }.run()
    }

    /// Before, `odd new\nline` was typed as one line (a story of two lines that replayed
    /// nothing), `quo"te` was typed bare and refused as an unclosed quote, and a rest-of-line
    /// value with a space was typed in quotes, which are part of such a value (found by a
    /// hostile tester).
    @Test func offeredValuesAreTypedAsAPersonTypesThem() async {
        let lineBreak = await explore(breaking: "no line break") {
            $0.contains(where: \.isNewline)
        }
        #expect(lineBreak.finding == nil, "\(lineBreak.summary)")
        for value in ["quo\"te", "two words", "it's \"here\""] {
            let report = await explore(breaking: "never \(value)") { $0 == value }
            #expect(report.finding != nil, "never typed \(value): \(report.summary)")
        }
    }
}

import Scenic
import Testing

@testable import Scenic

/// An exploration types the whole example a kind gives after "such as", not its first word
/// alone: a phone number's question was never answered, and the report said every word of
/// the app was reached (found by a stranger's registration form).
@Suite struct ExampleTypingTests {
    enum Route: Hashable, Sendable { case home }

    /// A number of three groups of digits or more, as a receptionist types it.
    static let phone = ArgumentKind<String>("a phone number such as +44 20 7946 0018, say") {
        typed in
        typed.split(separator: " ").count >= 3
            ? .success(typed) : .failure(ArgumentRefusal("That is not a whole phone number."))
    }

    /// A category of two words or one.
    static let category = ArgumentKind<String>("a category such as Eating out or Rent") {
        .success($0)
    }

    struct FormView: View {
        enum Region: CaseIterable { case text }
        enum Name: String, CommandName { case call, file }
        static let into = Argument("CATEGORY", ExampleTypingTests.category)
        let title = "Form"
        let commands = [
            Command(Name.call, help: "Ask for a phone number"),
            Command(Name.file, into, help: "File under a category"),
        ]
    }

    enum Action: Equatable, Sendable {
        case call
        case called(String)
        case filed(String)
        case cancelled
    }

    struct FormInteractor: Interactor {
        func action(for input: CommandInput<FormView.Name>) -> Action {
            switch input.name {
            case .call: .call
            case .file: .filed(input[FormView.into])
            }
        }
    }

    struct FormLogic: Logic {
        typealias Route = ExampleTypingTests.Route
        struct State: Equatable { var received: [String] = [] }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .call:
                return [
                    .ask(
                        .text("Phone?", ExampleTypingTests.phone, cancelled: .cancelled) {
                            .called($0)
                        })
                ]
            case .called(let number), .filed(let number):
                state.received.append(number)
            case .cancelled:
                break
            }
            return []
        }
    }

    struct FormPresenter: Presenter {
        func present(_ state: FormLogic.State, on screen: Screen) -> ViewContent<FormView.Region> {
            ViewContent([.text: [.paragraph("\(state.received.count) received.")]])
        }
    }

    struct Scenes: SceneBuilder {
        func scene(for route: Route) -> Scene<Route> {
            Scene(
                view: FormView(), interactor: FormInteractor(), logic: FormLogic(),
                presenter: FormPresenter(), state: FormLogic.State())
        }
    }

    @Test func theWholeExampleIsTypedAsAnAnswerAndAsAWordInQuotes() async {
        for value in ["+44 20 7946 0018", "Eating out"] {
            let invariant = ExplorationInvariant.state(FormLogic.State.self, "never \(value)") {
                !$0.received.contains(value)
            }
            let report = await Explorer(steps: 300, seed: 7, width: 60, invariants: [invariant]) {
                Console(navigator: Navigator(builder: Scenes(), root: .home))
            }.run()
            #expect(report.finding != nil, "never typed \(value): \(report.summary)")
        }
    }

    @Test func examplesAreTheFirstWordAndThePhraseUpToACommaOrAnOr() {
        #expect(LineMaker.examples(in: "a number such as 42") == ["42"])
        #expect(LineMaker.examples(in: "a date such as 2026-05-04.") == ["2026-05-04"])
        #expect(
            LineMaker.examples(in: "a phone number such as +44 20 7946 0018, say")
                == ["+44", "+44 20 7946 0018"])
        #expect(LineMaker.examples(in: "an amount such as 2 or 2.5") == ["2"])
        #expect(LineMaker.examples(in: "a name (such as Ada Lovelace)") == ["Ada", "Ada Lovelace"])
        #expect(LineMaker.examples(in: "any name").isEmpty)
    }
}

import Foundation
import Scenic
import ScenicTestSupport
import ScenicTesting
import Synchronization
import Testing

/// Questions that take free text, read by an argument kind, and the global commands while any
/// question waits.
@Suite struct TextQuestionTests {
    enum TripRoute: Hashable, Sendable { case trip, members }

    static let cents = ArgumentKind<Int>("an amount such as 12.50") { typed in
        let parts = typed.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = Int(parts[0]), whole >= 0 else {
            return nil
        }
        guard parts.count == 2 else { return whole * 100 }
        guard parts[1].count == 2, let fraction = Int(parts[1]) else { return nil }
        return whole * 100 + fraction
    }

    struct TripView: View {
        enum Region: CaseIterable { case spent }
        enum Name: String, CommandName { case spend, members, rate, rename }
        let title = "Trip"
        let commands = [
            Command(Name.spend, help: "Add an expense"),
            Command(Name.rename, help: "Name the trip"),
            Command(Name.members, help: "Open the members"),
            Command(Name.rate, help: "Rate the trip"),
        ]
    }

    struct TripInteractor: Interactor {
        func action(for input: CommandInput<TripView.Name>) -> TripLogic.Action {
            switch input.name {
            case .spend: .spend
            case .members: .members
            case .rate: .rate
            case .rename: .rename
            }
        }
    }

    /// Any text at all, as a trip's name.
    static let anyText = ArgumentKind<String>("any name") { $0 }

    /// A kind that refuses in its own words, as a clause without a period (after a command's
    /// name: `rate: a trip gets 1 to 5 stars, not 9`).
    static let stars = ArgumentKind<Int>("a number of stars from 1 to 5") { typed in
        guard let stars = Int(typed), (1...5).contains(stars) else {
            return .failure(ArgumentRefusal("a trip gets 1 to 5 stars, not \(typed)"))
        }
        return .success(stars)
    }

    struct TripLogic: Logic {
        typealias Route = TripRoute
        struct State: Equatable, Sendable {
            var spent: [Int] = []
            var cancelled = 0
            var name = ""
        }
        enum Action: Equatable, Sendable {
            case spend
            case amount(Int)
            case cancelled, members
            case rate
            case rated(Int)
            case rename
            case named(String)
        }

        static let howMuch = Question<Action>.text("How much?", cents, cancelled: .cancelled) {
            .amount($0)
        }

        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .spend: return [.ask(Self.howMuch)]
            case .amount(let cents): state.spent.append(cents)
            case .cancelled: state.cancelled += 1
            case .members: return [.push(.members)]
            case .rate:
                return [.ask(.text("How many stars?", stars, cancelled: .cancelled) { .rated($0) })]
            case .rated: break
            case .rename:
                return [.ask(.text("Name?", anyText, cancelled: .cancelled) { .named($0) })]
            case .named(let name): state.name = name
            }
            return []
        }
    }

    struct TripPresenter: Presenter {
        func present(_ state: TripLogic.State, on screen: Screen) -> ViewContent<
            TripView.Region
        > {
            let spent = state.spent.map { "\($0 / 100).\(String(format: "%02d", $0 % 100))" }
            return ViewContent([
                .spent: [
                    .paragraph(
                        "Spent: \(spent.joined(separator: ", ")) (cancelled \(state.cancelled))"
                            + (state.name.isEmpty ? "" : " Name: \(state.name)"))
                ]
            ])
        }
    }

    struct TripScenes: SceneBuilder {
        func scene(for route: TripRoute) -> Scene<TripRoute> {
            switch route {
            case .trip, .members:
                Scene(
                    view: TripView(), interactor: TripInteractor(), logic: TripLogic(),
                    presenter: TripPresenter(), state: TripLogic.State())
            }
        }
    }

    private func run(_ lines: String, root: TripRoute = .trip) async -> (Int32, [String]) {
        await run(bytes: Array(lines.utf8), root: root)
    }

    private func run(bytes: [UInt8], root: TripRoute = .trip) async -> (Int32, [String]) {
        var console = Console(
            navigator: Navigator(builder: TripScenes(), root: root),
            configuration: ConsoleConfiguration(width: .fixed(120)))
        var input = ScriptInput(bytes: bytes)
        var output = TextBuffer()
        let status = await console.run(input: &input, output: &output)
        return (status, output.text.components(separatedBy: "\n> "))
    }

    @Test func aTextAnswerIsReadByItsKindAndARefusalAsksAgain() async {
        let (_, screens) = await run("spend\ntwelve\n12.5\n12.50\n")
        #expect(screens[1].contains("How much? (an amount such as 12.50)"))
        #expect(
            screens[2].contains(
                #"» That is not an amount such as 12.50. Answer again, or type "back" to cancel."#))
        #expect(screens[2].contains("How much?"))
        #expect(screens[3].contains("That is not an amount"))
        #expect(screens[4].contains("Spent: 12.50"))
        #expect(!screens[4].contains("How much?"))
    }

    /// Written once for a command's clause (`rate: a trip gets…`), a kind's refusal is a
    /// sentence at a question: a capital first, a period last.
    ///
    /// Before, a form showed `» a deck shows at least 1 card a day…` (found by a stranger).
    @Test func aKindsOwnRefusalIsASentenceBeforeAnswerAgain() async {
        let (_, screens) = await run("rate\n9\n")
        #expect(
            screens[2].contains(
                #"» A trip gets 1 to 5 stars, not 9. Answer again, or type "back" to cancel."#))
        // A first word with a capital of its own, or a number, is left as it is.
        let said = { (refusal: String) in
            let kind = ArgumentKind<Int>("a rating") { _ in .failure(ArgumentRefusal(refusal)) }
            return Question<Int>.text("Rating?", kind) { $0 }.refusal(answering: "x")
        }
        let again = #" Answer again, or type "back" to cancel."#
        #expect(
            said("iPhone names are 1 to 20 letters") == "iPhone names are 1 to 20 letters." + again)
        #expect(said("1 to 5 stars, not 9") == "1 to 5 stars, not 9." + again)
        #expect(said("é is no rating!") == "É is no rating!" + again)
        #expect(said("\"x\" is no rating") == "\"x\" is no rating." + again)
    }

    @Test func anOverLongLineAnswersNothingAndTheQuestionWaits() async {
        let long = String(repeating: "x", count: 70_000)
        let (_, screens) = await run("rename\n\(long)\nRome\n")
        // Ignored as at the prompt, never taken for an empty answer.
        #expect(screens[2].hasPrefix("(a line of 70000 bytes)\n"))
        #expect(
            screens[2].contains(
                "» The line was 70000 bytes long, over the limit of 65536; it was ignored."))
        #expect(screens[2].contains("» Name? (any name)"))
        #expect(!screens[2].contains("Name: "))
        #expect(screens[3].contains("Name: Rome"))
    }

    @Test func anOverLongLineWhileAQuestionWaitsIsNotRecorded() async {
        final class Written { var text = "" }
        let written = Written()
        var console = Console(
            navigator: Navigator(builder: TripScenes(), root: .trip),
            configuration: ConsoleConfiguration(width: .fixed(60)))
        console.recording = StoryRecording(app: "trip", width: 60) { written.text += $0 }
        var input = ScriptInput("rename\n" + String(repeating: "x", count: 70_000) + "\nRome\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        // A replay types exactly what reached the Logic: no empty answer where the line was.
        #expect(written.text.hasSuffix("# Trip\nrename\nRome\n"))
    }

    @Test func anAnswerWithInvalidUTF8IsTakenAndSaysSo() async {
        let (_, screens) = await run(bytes: Array("rename\nCaf".utf8) + [0xE9] + Array("\n".utf8))
        #expect(screens[2].contains("Name: Caf\u{FFFD}"))
        #expect(
            screens[2].contains(
                "» The line was not valid UTF-8; the invalid bytes were replaced with \u{FFFD}."))
    }

    @Test func onlyAGlobalWordAloneLeavesTheQuestionAndOtherWordsAreAnAnswer() async {
        let (_, answered) = await run("rename\nQuit smoking\nrename\nback 2\nrename\nhelp Ada\n")
        #expect(answered[2].contains("Name: Quit smoking"))
        #expect(answered[4].contains("Name: back 2"))
        // `help` with a word is an answer too; before, it showed the question's help, which a
        // hostile tester found (`help TOPSECRET1` at a secret question was echoed in clear).
        #expect(answered[6].contains("Name: help Ada"))
        // Alone, in any case, the word is the command.
        let (_, cancelled) = await run("rename\nBACK\nrename\nHome\n")
        #expect(cancelled[2].contains("(cancelled 1)") && !cancelled[2].contains("Name:"))
        #expect(cancelled[4].contains("(cancelled 2)") && !cancelled[4].contains("Name:"))
    }

    /// In quotes, a global command's word is the answer, without them: a book titled Home.
    ///
    /// Before, `"home"` went home too, and no answer could be one of those words (found by a
    /// stranger whose library could not take a book titled Home).
    @Test func aGlobalWordInQuotesIsAnAnswer() async {
        let (_, screens) = await run("rename\n\"Home\"\nrename\n 'quit' \nrename\n\"back to it\"\n")
        #expect(screens[2].contains("Name: Home") && screens[2].contains("(cancelled 0)"))
        #expect(screens[4].contains("Name: quit"))
        // Other answers are taken as typed, quotes and all.
        #expect(screens[6].contains(#"Name: "back to it""#))
        // A Logic test's question reads it as the console does.
        let title = Question<String>.text("Title?", .text("a title")) { $0 }
        #expect(title.action(answering: #" "Home" "#) == "Home")
        // A yes-or-no question reads one quoted word as the word, as the prompt does.
        let sure = Question<Bool>.yesOrNo("Sure?", yes: true, no: false)
        #expect(sure.action(answering: #""yes""#) == true)
        #expect(sure.action(answering: " 'N' ") == false)
        #expect(sure.action(answering: #""yes" please"#) == nil)
        // The way is said where a person looks for it.
        let (_, helped) = await run("rename\nhelp\n")
        #expect(
            helped[2].replacing("\n  ", with: " ").contains(
                "(in quotes, such a word is an answer)"))
    }

    /// An answer loses the separators at its ends, ideographic spaces too, and the text kind
    /// refuses an answer with nothing to see in it.
    ///
    /// Before, a title of one ideographic space (U+3000) or a zero-width space was taken (found
    /// by a stranger typing with a Japanese input method), and so was a blank Braille pattern
    /// (U+2800).
    @Test func anAnswerOfInvisibleCharactersIsNoText() {
        let question = Question<String>.text("Title?", .text("a title")) { $0 }
        #expect(question.action(answering: "\u{3000}Dune\u{3000} ") == "Dune")
        for blank in [
            "\u{3000}", " \u{3000}\t", "\u{200B}", "\u{00A0}", "\u{200B}\u{2060}", "\u{115F}",
            "\u{115F}\u{1160}", "\u{FEFF}", "\u{2800}", " \u{2800}\u{2800} ",
        ] {
            #expect(
                question.refusal(answering: blank)
                    == #"Type a title. Answer again, or type "back" to cancel."#,
                "\(blank.unicodeScalars.map(\.value))")
        }
        // Something to see is text, without what cannot be seen at its ends.
        #expect(question.action(answering: "\u{200B}Dune\u{FEFF}\u{00A0}") == "Dune")
        #expect(question.action(answering: "Du\u{200B}ne") == "Du\u{200B}ne")
        #expect(question.action(answering: "日本") == "日本")
        // A Braille pattern with dots is something to see; the blank one at the ends is not.
        #expect(question.action(answering: "\u{2800}⠓⠊\u{2800}") == "⠓⠊")
    }

    /// A control character is shown (`^[`), so it is kept at an answer's ends.
    ///
    /// As a rest-of-line argument keeps it: a title typed with an escape sequence is stored as
    /// typed, not cut after its ESC into `[31mRed` (found by a stranger). Tabs and line breaks
    /// are spaces, and go.
    @Test func anAnswerKeepsTheControlCharactersAtItsEnds() {
        let question = Question<String>.text("Title?", .text("a title")) { $0 }
        #expect(
            question.action(answering: "\u{1B}[31mRed\u{7} title\u{1B}")
                == "\u{1B}[31mRed\u{7} title\u{1B}")
        #expect(question.action(answering: "\u{7}T\u{7}") == "\u{7}T\u{7}")
        #expect(question.action(answering: "\u{9B}T\u{9F}") == "\u{9B}T\u{9F}")
        #expect(question.action(answering: "\u{7F}") == "\u{7F}")
        #expect(question.action(answering: "\tT\r") == "T")
    }

    @Test func anEmptyLineIsAnAnswerThatTheKindReads() async {
        // The amount's kind refuses "" and asks again; a yes-or-no question asks again too.
        // (An empty line is echoed as a bare prompt, so the screens are split on titles here.)
        let (_, refused) = await run("spend\n\n")
        let refusedScreens = refused.joined(separator: "\n> ").components(separatedBy: "Trip\n")
        #expect(refusedScreens.count == 4)
        #expect(refusedScreens.last?.contains("» That is not an amount such as 12.50.") == true)
        // A kind that takes any text takes "" as the answer: the question waits no more.
        let (_, taken) = await run("rename\n\n")
        let takenScreens = taken.joined(separator: "\n> ").components(separatedBy: "Trip\n")
        #expect(takenScreens.count == 4)
        #expect(takenScreens[2].contains("» Name? (any name)"))
        #expect(takenScreens.last?.contains("Name?") == false)
        #expect(takenScreens.last?.contains("(cancelled 0)") == true)
    }

    /// `back` cancels the question and stays on the screen that asked, as the refusal of an
    /// answer promises ("type "back" to cancel"): the Logic's words about it show there, and
    /// a second `back` leaves.
    @Test func helpExplainsTheQuestionAndBackCancelsIt() async {
        let (_, screens) = await run("members\nspend\nhelp\nback\nback\n", root: .trip)
        #expect(
            screens[3].contains("The screen asks a question: How much? (an amount such as 12.50)."))
        #expect(
            screens[3].replacing("\n  ", with: " ").contains(
                #"Type the answer on its own; "back" cancels the question, and "home" or "quit" "#
                    + "cancel it and do what they say (in quotes, such a word is an answer)."))
        #expect(!screens[4].contains("How much?"))
        #expect(screens[4].contains("cancelled 1"))  // the screen that asked
        #expect(screens[5].contains("cancelled 0"))  // the screen below, which asked nothing
    }

    @Test func backOnTheFirstScreenOnlyCancelsTheQuestion() async {
        let (_, screens) = await run("spend\nback\n")
        // Nothing to go back to: the Logic heard the cancellation, and no refusal about going
        // back hides what it said.
        #expect(screens[2].contains("cancelled 1") && !screens[2].contains("How much?"))
        #expect(!screens[2].contains("This is the first screen"))
    }

    @Test func homeAndQuitCancelTooAndTheLogicHearsIt() async {
        let (_, screens) = await run("spend\nhome\nspend\nquit\n")
        #expect(screens[2].contains("cancelled 1") && !screens[2].contains("How much?"))
        let (status, quitting) = await run("spend\nquit\nspend\n")
        #expect(status == 0)
        #expect(quitting.count == 3)  // nothing after quit
    }

    /// The end of input while a question waits cancels it as `quit` does: the Logic hears
    /// it (and may keep a draft) before the session ends, with nothing drawn after.
    @Test func theEndOfInputCancelsAWaitingQuestionAsQuitDoes() async {
        let heard = Mutex<[String]>([])
        var console = Console(
            navigator: Navigator(builder: TripScenes(), root: .trip),
            configuration: ConsoleConfiguration(width: .fixed(120)))
        console.observers = [
            SessionObserver { event in
                guard case .reduced(let action, _) = event.kind else { return }
                heard.withLock { $0.append("\(action)") }
            }
        ]
        var input = ScriptInput("spend\n")
        var output = TextBuffer()
        let status = await console.run(input: &input, output: &output)
        #expect(status == 0)
        #expect(heard.withLock { $0 } == ["spend", "cancelled"])
        #expect(output.text.hasSuffix("» How much? (an amount such as 12.50)\n(end of input)\n"))
    }

    /// A terminal that types `lines` and keeps what the console asks it to remember.
    struct RememberingInput: LineInput {
        var lines: [String]
        var remembered: [String] = []
        let isTerminal = true
        var lastLineWasShown: Bool { false }

        mutating func readLine() -> InputLine? {
            lines.isEmpty ? nil : InputLine(lines.removeFirst())
        }

        mutating func remember(_ text: String) {
            remembered.append(text)
        }
    }

    /// The history keeps the commands typed, not the answers to questions: an answer may be a
    /// name or an address, which the history file would keep on disk.
    @Test func answersAreNotKeptInTheHistory() async {
        var console = Console(
            navigator: Navigator(builder: TripScenes(), root: .trip),
            configuration: ConsoleConfiguration(width: .fixed(120)))
        var input = RememberingInput(lines: ["spend", "12.50", "rename", "Lisbon with Ada"])
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        #expect(input.remembered == ["spend", "rename"])
    }

    /// A name needs no kind of the app's own (a stranger wrote one for every name field).
    @Test func anyTextButAnEmptyLineIsAKindScenicGives() {
        let name = Question<TripLogic.Action>.text(
            "Name?", .text("a name such as Rome"), cancelled: .cancelled
        ) { .named($0) }
        #expect(name.prompt == "Name? (a name such as Rome)")
        #expect(name.action(answering: "  Lisbon with Ada ") == .named("Lisbon with Ada"))
        #expect(name.action(answering: "") == nil)
    }

    @Test func aLogicTestAssertsTheQuestionAndItsAnswers() throws {
        var tester = LogicTester(TripLogic(), state: TripLogic.State())
        tester.send(.spend, effects: [.ask(TripLogic.howMuch)])
        #expect(TripLogic.howMuch.action(answering: "3.20") == .amount(320))
        #expect(TripLogic.howMuch.action(answering: "three") == nil)
        #expect(TripLogic.howMuch.cancelled == .cancelled)
        tester.send(.amount(320)) { $0.spent = [320] }
        // As the README spells it.
        let section = try Readme().section("### Scenes that talk in values")
        #expect(section.text.contains("static let howMuch = Question<Action>.text(\"How much?\","))
        #expect(section.text.contains("[.ask(TripLogic.howMuch)])`"))
    }
}

/// A multi-step form made of questions: no command per field, `back` to the previous field, a
/// summary before saving, and cancel.
@Suite struct QuestionFormTests {
    enum FormRoute: Hashable, Sendable { case expenses }

    static let who = ArgumentKind<String>("Ann or Bob", offering: ["Ann", "Bob"]) {
        ["ann": "Ann", "bob": "Bob"][$0.lowercased()]
    }
    static let note = ArgumentKind<String>("a few words") { $0.isEmpty ? nil : $0 }

    struct FormView: View {
        enum Region: CaseIterable { case expenses }
        enum Name: String, CommandName { case new }
        let title = "Expenses"
        let commands = [Command(Name.new, help: "Add an expense, a question at a time")]
    }

    struct FormInteractor: Interactor {
        func action(for input: CommandInput<FormView.Name>) -> FormLogic.Action { .start }
    }

    struct FormLogic: Logic {
        typealias Route = FormRoute
        struct Draft: Equatable, Sendable {
            var cents = 0
            var payer = ""
            var note = ""
        }
        struct State: Equatable, Sendable {
            var saved: [Draft] = []
            var draft: Draft?
        }
        enum Action: Equatable, Sendable {
            case start
            case amount(Int)
            case payer(String)
            case note(String)
            case save, discard, cancelled
        }

        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .start:
                state.draft = Draft()
                return [
                    .ask(
                        .text("How much?", TextQuestionTests.cents, cancelled: .cancelled) {
                            .amount($0)
                        })
                ]
            case .amount(let cents):
                state.draft?.cents = cents
                return [
                    .ask(
                        .text(
                            "Who paid?", QuestionFormTests.who, cancelled: .cancelled,
                            previous: .start
                        ) {
                            .payer($0)
                        })
                ]
            case .payer(let payer):
                state.draft?.payer = payer
                let amount = state.draft.map { Action.amount($0.cents) } ?? .start
                return [
                    .ask(
                        .text(
                            "For what?", QuestionFormTests.note, cancelled: .cancelled,
                            previous: amount
                        ) {
                            .note($0)
                        })
                ]
            case .note(let note):
                state.draft?.note = note
                let payer = state.draft.map { Action.payer($0.payer) } ?? .start
                return [
                    .ask(
                        .yesOrNo(
                            "Save it?", yes: .save, no: .discard, cancelled: .cancelled,
                            previous: payer))
                ]
            case .save:
                if let draft = state.draft { state.saved.append(draft) }
                state.draft = nil
            case .discard, .cancelled:
                state.draft = nil
            }
            return []
        }
    }

    struct FormPresenter: Presenter {
        func present(_ state: FormLogic.State, on screen: Screen) -> ViewContent<FormView.Region> {
            var blocks: [Block] = state.saved.map {
                .paragraph("\($0.payer) paid \($0.cents) for \($0.note)")
            }
            if let draft = state.draft {
                blocks.append(.paragraph("New: \(draft.cents) by \(draft.payer) for \(draft.note)"))
            }
            return ViewContent([.expenses: blocks])
        }
    }

    struct FormScenes: SceneBuilder {
        func scene(for route: FormRoute) -> Scene<FormRoute> {
            Scene(
                view: FormView(), interactor: FormInteractor(), logic: FormLogic(),
                presenter: FormPresenter(), state: FormLogic.State())
        }
    }

    @Test func backGoesToThePreviousFieldAndTheSummaryComesBeforeSaving() async {
        var console = Console(
            navigator: Navigator(builder: FormScenes(), root: .expenses),
            configuration: ConsoleConfiguration(width: .fixed(100)))
        var input = ScriptInput(
            "new\n12.50\nCy\nhelp\nann\nback\nbob\nDinner at Zé's\nmaybe\nyes\nnew\n3\nhome\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        let screens = output.text.components(separatedBy: "\n> ")
        #expect(screens[3].contains("That is not Ann or Bob."))
        // In a form, `back` asks the field before again, and a refusal says so.
        #expect(screens[3].contains(#"Answer again, or type "back" for the question before."#))
        #expect(screens[4].contains(#"Type the answer on its own; "back" asks the"#))
        #expect(screens[6].contains("Who paid?"))  // back from "For what?" asks who paid again
        #expect(screens[8].contains("New: 1250 by Bob for Dinner at Zé's"))
        #expect(screens[8].contains("Save it? (yes/no)"))
        // A yes/no question in a form says the way back too.
        #expect(
            screens[9].contains(
                #"Please answer "yes" or "no", or type "back" for the question before."#))
        #expect(screens[10].contains("Bob paid 1250 for Dinner at Zé's"))
        // home cancels the form: no draft, nothing saved, no question.
        #expect(!screens[13].contains("New:") && !screens[13].contains("?"))
        #expect(screens[13].contains("Bob paid 1250"))
    }
}

extension QuestionFormTests {
    @Test func aPreviewCanShowAQuestionWaiting() {
        let draft = FormLogic.Draft(cents: 1250, payer: "Bob", note: "Dinner")
        let group = PreviewGroup(
            "Form",
            previews: [
                Preview(
                    "saving?", FormLogic.State(draft: draft),
                    asking: Question<FormLogic.Action>.yesOrNo(
                        "Save it?", yes: .save, no: .discard))
            ]
        ) { state in
            Scene(
                view: FormView(), interactor: FormInteractor(), logic: FormLogic(),
                presenter: FormPresenter(), state: state)
        }
        let screen = group.scene(at: 0).render(width: 60)
        #expect(screen.contains("New: 1250 by Bob for Dinner"))
        #expect(screen.contains("Save it? (yes/no)"))
    }

    @Test func aTextAnswerIsTheWholeLineAsTypedWithQuotesKeptAsTheReadmeSays() throws {
        let words = ArgumentKind<String>("any text") { $0 }
        let question = Question<String>.text("What does it say?", words) { $0 }
        #expect(
            question.action(answering: "  Lunch with \"Zé\" at 8 \t") == "Lunch with \"Zé\" at 8")
        // An argument of the same kind reads one word, its quotes removed.
        let note = Argument("TEXT", words)
        let command = Command(TextQuestionTests.TripView.Name.spend, note, help: "Add an expense")
        let input = try CommandInput("spend \"Lunch with Zé\"", commands: [command])
        #expect(input[note] == "Lunch with Zé")
        let section = try Readme().section("### Scenes that talk in values")
        #expect(section.text.contains("`Lunch with \"Zé\" at 8` is one answer"))
        #expect(
            section.text.contains("where an argument's kind reads one word with its quotes removed")
        )
    }
}

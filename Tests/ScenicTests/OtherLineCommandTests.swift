import Testing

@testable import Scenic

/// A screen that takes free text: a line that names none of its commands runs the command its
/// View names as `otherLineCommand`, with the whole line, for the Logic to answer.
@Suite struct OtherLineCommandTests {
    struct RoomView: View {
        enum Region: CaseIterable { case text }
        enum Name: String, CommandName { case look, go, say }
        static let words = Argument.restOfLine("WORDS")
        static let room = Argument.integer("ROOM", in: 1...9)
        let title = "Cellar"
        let commands = [
            Command(Name.look, help: "Look around"),
            Command(Name.go, room, help: "Go to a room"),
            Command(Name.say, words, help: "Do anything, in words"),
        ]
        let otherLineCommand: Name? = .say
    }

    struct RoomInteractor: Interactor {
        func action(for input: CommandInput<RoomView.Name>) -> RoomLogic.Action {
            switch input.name {
            case .look: .look
            case .go: .said("go \(input[RoomView.room])")
            case .say: .said(input[RoomView.words])
            }
        }
    }

    struct RoomLogic: Logic {
        typealias Route = Int
        struct State { var last = "Nothing yet." }
        enum Action: Sendable {
            case look
            case said(String)
        }
        enum Notice: Equatable, Sendable { case echo(String) }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .look: state.last = "A damp cellar. A door to the north."
            case .said(let words):
                state.last = "You cannot \"\(words)\" here."
                return [.notify(.echo(words))]
            }
            return []
        }
    }

    struct RoomPresenter: Presenter {
        /// A cellar too dark to look: `look` is hidden, and what the user types is said.
        var isDark = false
        /// A cellar where nothing can be said: `say` is hidden, and with it free text.
        var isSilent = false

        func present(_ state: RoomLogic.State, on screen: Screen) -> ViewContent<RoomView.Region> {
            var content = ViewContent<RoomView.Region>([.text: [.paragraph(state.last)]])
            if isDark { content.offer([RoomView.Name.say]) }
            if isSilent { content.offer([RoomView.Name.look]) }
            return content
        }

        func message(for notice: RoomLogic.Notice) -> String {
            switch notice {
            case .echo(let words): "Echo: \(words)"
            }
        }
    }

    struct RoomScenes: SceneBuilder {
        var isDark = false
        var isSilent = false

        func scene(for route: Int) -> Scene<Int> {
            Scene(
                view: RoomView(), interactor: RoomInteractor(), logic: RoomLogic(),
                presenter: RoomPresenter(isDark: isDark, isSilent: isSilent),
                state: RoomLogic.State())
        }
    }

    private func run(_ lines: String, scenes: RoomScenes = RoomScenes()) async -> (
        Int32, [String]
    ) {
        var console = Console(
            navigator: Navigator(builder: scenes, root: 0),
            configuration: ConsoleConfiguration(width: .fixed(80)))
        var input = ScriptInput(lines)
        var output = TextBuffer()
        let status = await console.run(input: &input, output: &output)
        return (status, output.text.components(separatedBy: "\n> "))
    }

    /// A command the screen hides for now is free text there: a chat's `next` on a one-page
    /// channel was refused as "not available on this screen now", not sent.
    @Test func aCommandHiddenForNowIsFreeText() async {
        var console = Console(
            navigator: Navigator(builder: RoomScenes(isDark: true), root: 0),
            configuration: ConsoleConfiguration(width: .fixed(80)))
        var input = ScriptInput("look around\nlook\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        let screens = output.text.components(separatedBy: "\n> ")
        #expect(screens[1].contains("» Echo: look around"), "\(screens[1])")
        #expect(screens[2].contains("» Echo: look"))
        #expect(!output.text.contains("not available"))
    }

    /// Tab in free text completes the word being typed to the values the free-text command
    /// offers (a calculator's variable names), as it does after the command's name.
    @Test func tabInFreeTextCompletesTheOfferedValues() {
        let offered = Command(
            RoomView.Name.say,
            Argument.restOfLine("EXPRESSION").offering(["total", "tax rate", "vat"]),
            help: ""
        ).syntax
        let look = Command(RoomView.Name.look, help: "").syntax
        let completions = Completions(commands: [offered, look], otherLine: "say")
        #expect(completions.candidates(for: "tot") == ["total"])
        #expect(completions.candidates(for: "2 * to") == ["total"])
        #expect(completions.candidates(for: "1 + tax r") == ["tax rate"])
        #expect(completions.candidates(for: "l") == ["look"])
        #expect(completions.candidates(for: "t") == ["total", "tax rate"])
        #expect(completions.candidates(for: "say to") == ["total"])
        #expect(completions.candidates(for: "2 * x") == [])
        // A name right after an operator or a parenthesis (found by a stranger's calculator,
        // where `2*tot` and `sqrt(tot` completed nothing).
        #expect(completions.candidates(for: "2*to") == ["total"])
        #expect(completions.candidates(for: "sqrt(to") == ["total"])
        #expect(completions.candidates(for: "(1+tax r") == ["tax rate"])
        #expect(completions.candidates(for: "2*x") == [])
        #expect(completions.candidates(for: "say 2*to") == ["total"])
        // A value that starts where the word starts comes first: `O'Bri` is O'Brien, not
        // Brian after the apostrophe (the next tester's).
        let names = Completions(
            commands: [
                Command(
                    RoomView.Name.say,
                    Argument.restOfLine("TEXT").offering([
                        "Brian", "O'Brien", "Avon", "Stratford-upon-Avon",
                    ]),
                    help: ""
                ).syntax
            ], otherLine: "say")
        #expect(names.candidates(for: "O'Bri") == ["O'Brien"])
        #expect(names.candidates(for: "Stratford-upon-A") == ["Stratford-upon-Avon"])
        #expect(names.candidates(for: "x+Bri") == ["Brian"])
        #expect(names.candidates(for: "2*O'Bri") == ["O'Brien"])
        // Another command's rest-of-line value is one value: no word of it is completed on
        // its own (`category pastry k` became `category pastry Kitchen`: the next tester's).
        let category = Completions(
            commands: [
                Command(
                    RoomView.Name.look,
                    Argument.restOfLine("NAME").offering(["Kitchen", "Pastry", "Tea"]),
                    help: ""
                ).syntax
            ], otherLine: nil)
        #expect(category.candidates(for: "look pastry k") == [])
        #expect(category.candidates(for: "look tea ") == [])
        #expect(category.candidates(for: "look pa") == ["Pastry"])
        // And Tab puts the name in place of what was typed of it, after the operator.
        for (typed, completed) in [("2*tot", "2*total"), ("sqrt(to", "sqrt(total")] {
            var editor = LineEditor(completions: completions)
            for character in typed { _ = editor.apply(.character(character)) }
            _ = editor.apply(.tab)
            #expect(editor.text == completed)
        }
        // A screen without free text completes nothing after a word that names no command.
        #expect(Completions(commands: [offered, look]).candidates(for: "2 * to") == [])
    }

    /// What was done to the line as typed (its invalid UTF-8 replaced) is said before what
    /// the scene says of it.
    @Test func aNoteAboutTheLineComesBeforeTheScenesMessages() async {
        var console = Console(
            navigator: Navigator(builder: RoomScenes(), root: 0),
            configuration: ConsoleConfiguration(width: .fixed(100)))
        var input = ScriptInput(bytes: Array("open ".utf8) + [0xFF] + Array(" door\n".utf8))
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        let screen = output.text.components(separatedBy: "\n> ")[1]
        let note = screen.range(of: "» The line was not valid UTF-8")?.lowerBound
        let echo = screen.range(of: "» Echo: open \u{FFFD} door")?.lowerBound
        #expect(note != nil && echo != nil, "\(screen)")
        if let note, let echo { #expect(note < echo, "\(screen)") }
    }

    @Test func aLineThatNamesNoCommandIsFreeTextForTheLogic() async {
        let (_, screens) = await run(
            "open the door  \nopne\nsay \"hi\nquit smoking\nlook\nlook now\nquit\nlook\n")
        #expect(screens[1].contains(#"You cannot "open the door" here."#))
        // A typo is free text too: no suggestion, the Logic answers it.
        #expect(screens[2].contains(#"You cannot "opne" here."#))
        #expect(!screens[2].contains("Unknown command"))
        // Quotes are the user's text, closed or not.
        #expect(screens[3].contains(#"You cannot ""hi" here."#))
        // A global command's word with words it does not take is free text, not refused.
        #expect(screens[4].contains(#"You cannot "quit smoking" here."#))
        // A command's name still runs it.
        #expect(screens[5].contains("A damp cellar."))
        // With more words than it takes, it is free text too, as a global command's word is:
        // a game's "look at the door", a calculator's "clear = 5".
        #expect(screens[6].contains(#"You cannot "look now" here."#), "\(screens[6])")
        // `quit` alone still quits: nothing after it is read.
        #expect(screens.count == 8)
    }

    /// A command with arguments still checks them: only more words than it takes make a line
    /// free text.
    @Test func aCommandsWordsAreCheckedUpToHowManyItTakes() async throws {
        struct Counter: View {
            enum Region: CaseIterable { case text }
            enum Name: String, CommandName { case primes, eval }
            static let number = Argument.integer("N", in: 2...1_000)
            static let limit = Argument.integer("LIMIT", in: 2...1_000).optional
            static let expression = Argument.restOfLine("EXPRESSION")
            let title = "Calc"
            let commands = [
                Command(Name.primes, number, limit, help: "Count primes"),
                Command(Name.eval, expression, help: "Work it out"),
            ]
            let otherLineCommand: Name? = .eval
        }
        let commands = Counter().commands.map(\.syntax)
        func matched(_ line: String) throws(CommandProblem) -> String {
            let match = try SyntaxMatcher.match(
                Tokenizer.lineWords(in: line), against: commands, otherLine: 1)
            return "\(match.syntax.name) \(match.values.keys.sorted())"
        }
        #expect(try matched("primes 10") == "primes [\"N\"]")
        #expect(try matched("primes 10 20") == "primes [\"LIMIT\", \"N\"]")
        #expect(try matched("primes = 2 3") == "eval [\"EXPRESSION\"]")
        #expect(throws: CommandProblem.self) { try matched("primes x") }
        #expect(throws: CommandProblem.self) { try matched("primes") }
        #expect(throws: CommandProblem.self) { try matched("primes 1 2") }
        // Without free text, more words are refused as before.
        #expect(throws: CommandProblem.self) {
            try SyntaxMatcher.match(Tokenizer.lineWords(in: "primes = 2 3"), against: commands)
        }
    }

    /// A Presenter that hides the free-text command takes no free text for now: a line that
    /// names no command is an unknown command, and `help` does not say it goes anywhere (it
    /// named a command the user never typed, "not available on this screen now").
    @Test func hidingTheFreeTextCommandTurnsFreeTextOff() async {
        let (_, screens) = await run("2+3\nlok\nhelp\n", scenes: RoomScenes(isSilent: true))
        #expect(
            screens[1].contains(#"» Unknown command "2+3". Type "help" to see the commands here."#),
            "\(screens[1])")
        #expect(screens[2].contains(#"Did you mean "look"?"#), "\(screens[2])")
        #expect(!screens[3].contains("Anything else you type"), "\(screens[3])")
        #expect(!screens.joined().contains("not available"))
    }

    /// A line refused as a command on a screen that takes free text says how to send it as
    /// text instead; the free-text command's own refusal does not.
    @Test func aRefusedLineSaysHowToSendItAsText() async {
        let (_, screens) = await run("go north\nsay\n")
        // (The status line wraps at 80 columns.)
        let status = screens[1].replacingOccurrences(of: "\n  ", with: " ")
        #expect(
            status.contains(
                #"» go: ROOM must be a whole number, got "north". Type "say" before it to send "#
                    + "the whole line as text."),
            "\(screens[1])")
        #expect(screens[2].contains("say: missing WORDS"))
        #expect(!screens[2].contains("before it"))
        // `help me`, on a game's screen, may be meant for the game.
        let (_, helped) = await run("help me\n")
        #expect(
            helped[1].replacingOccurrences(of: "\n  ", with: " ").contains(
                #"» help: there is no command "me" here. Type "help" to see them all. Type "say""#
                    + " before it to send the whole line as text."),
            "\(helped[1])")
    }

    /// `help` says where a line that names no command goes.
    @Test func helpSaysWhereOtherLinesGo() async {
        let (_, screens) = await run("help\n")
        #expect(screens[1].contains(#"Anything else you type goes to "say", whole."#))
    }
}

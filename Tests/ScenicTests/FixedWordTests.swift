import Testing

@testable import Scenic

/// `Argument.word`: a fixed word in a command's grammar (`move CARD to BOARD`), typed as it is,
/// shown as it is, offered by Tab, and refused in words that say what to type.
@Suite struct FixedWordTests {
    struct BoardView: View {
        enum Region: CaseIterable { case cards }
        enum Name: String, CommandName { case move, add }
        static let card = Argument.integer("CARD", in: 1...)
        static let to = Argument.word("to")
        static let board = Argument.integer("BOARD", in: 1...)
        static let title = Argument.restOfLine("TITLE")
        let title = "Board"
        let commands = [
            Command(Name.move, card, to, board, help: "Move card CARD to board BOARD"),
            Command(Name.add, title, help: "Add a card"),
        ]
    }

    @Test func theWordIsTypedInAnyCaseAndHoldsNoValue() throws {
        let commands = BoardView().commands
        for line in ["move 3 to 2", "MOVE 3 To 2"] {
            let input = try CommandInput(line, commands: commands)
            #expect(input.name == .move)
            #expect(input[BoardView.card] == 3)
            #expect(input[BoardView.board] == 2)
        }
    }

    @Test func itReadsAsItIsTypedInUsageAndHelp() {
        #expect(BoardView().commands[0].usage == "move CARD to BOARD")
        #expect(BoardView.to.accepts == #"the word "to""#)
        // The usage line says all there is to say of it.
        let help = ScreenFooter.help(on: BoardView().commands[0].syntax, width: 60)
        #expect(help.contains("CARD   a whole number, 1 or more"), "\(help)")
        #expect(!help.contains("the word"), "\(help)")
    }

    @Test func anotherWordInItsPlaceIsRefusedSayingWhatToType() {
        let commands = BoardView().commands
        #expect(
            throws: UsageError("move: type \"to\" here, got \"into\". Usage: move CARD to BOARD")
        ) {
            try CommandInput("move 3 into 2", commands: commands)
        }
        #expect(throws: UsageError("move: missing \"to\". Usage: move CARD to BOARD")) {
            try CommandInput("move 3", commands: commands)
        }
        #expect(throws: UsageError("move: missing BOARD. Usage: move CARD to BOARD")) {
            try CommandInput("move 3 to", commands: commands)
        }
    }

    @Test func tabOffersIt() {
        let completions = Completions(commands: BoardView().commands.map(\.syntax))
        #expect(completions.candidates(for: "move 3 t") == ["to"])
    }

    /// `help ` then Tab offers the commands it can tell about, the global ones among them, as
    /// the console hands them; before, it offered nothing (found by a hostile tester).
    @Test func tabAfterHelpOffersTheCommands() {
        let completions = Completions(
            commands: BoardView().commands.map(\.syntax) + GlobalCommand.commands.map(\.syntax))
        #expect(completions.candidates(for: "help m") == ["move"])
        #expect(
            completions.candidates(for: "HELP ") == ["move", "add", "help", "back", "home", "quit"])
        #expect(completions.candidates(for: "help move ").isEmpty)
    }

    /// On a screen that takes free text, a line of the right length is still checked (and
    /// says how to send it as text); a longer one is text.
    @Test func onAFreeTextScreenOnlyALineThatFitsIsACommand() throws {
        let commands = BoardView().commands.map(\.syntax)
        func matched(_ line: String) throws(CommandProblem) -> String {
            try SyntaxMatcher.match(Tokenizer.lineWords(in: line), against: commands, otherLine: 1)
                .syntax.name
        }
        #expect(try matched("move 3 to 2") == "move")
        #expect(try matched("move fast and fix things") == "add")
        #expect(throws: CommandProblem.self) { try matched("move 3 into 2") }
    }
}

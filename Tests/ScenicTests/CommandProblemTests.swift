import Testing

@testable import Scenic

/// Pins the exact wording of every message the console itself shows.
@Suite struct CommandProblemTests {
    /// A mistyped word is never told to try a synonym of `quit` the footer does not show:
    /// `edit` was told "Did you mean "exit"?", and typing it ended the session.
    @Test func noSuggestionEndsTheSessionUnasked() {
        #expect(SyntaxMatcher.suggestion(for: "edit", among: []) == nil)
        #expect(SyntaxMatcher.suggestion(for: "qiut", among: []) == "quit")
        #expect(SyntaxMatcher.suggestion(for: "hlep", among: []) == "help")
    }

    enum Name: String, CommandName { case filter, open, add, label }
    static let filter = Command(
        Name.filter, Argument.decimal("MIN"), Argument.decimal("MAX"), help: "")
    static let open = Command(Name.open, Argument.integer("N"), help: "")
    static let add = Command(Name.add, Argument.integer("QTY", in: 1...99), help: "")
    static let label = Command(Name.label, Argument.text("NAME"), help: "")
    static let longWord = String(repeating: "n", count: 3_000)
    static let longWordRefused: String =
        "Unknown command \"" + String(repeating: "n", count: 40) + "…\". "
        + "Type \"help\" to see the commands here."
    static let longWide = String(repeating: "抹", count: 41)
    static let longWideRefused: String =
        "filter: MIN must be a number, got \"" + String(repeating: "抹", count: 40) + "…\""

    @Test(arguments: [
        (
            CommandProblem.unknownCommand("opne", suggestion: "open"),
            #"Unknown command "opne". Did you mean "open"? Type "help" to see the commands here."#
        ),
        (
            .unknownCommand("xyzzy", suggestion: nil),
            #"Unknown command "xyzzy". Type "help" to see the commands here."#
        ),
        (
            // A long word is quoted in part: the status line would echo all of it.
            .unknownCommand(longWord, suggestion: nil),
            longWordRefused
        ),
        (
            .notANumber(
                command: filter.syntax, argument: filter.syntax.arguments[0], typed: longWide),
            longWideRefused
        ),
        (
            .missingArgument(command: filter.syntax, argument: filter.syntax.arguments[1]),
            "filter: missing MAX. Usage: filter MIN MAX"
        ),
        (
            .emptyText(command: label.syntax, argument: label.syntax.arguments[0]),
            "label: NAME has nothing to see in it; type a word, or words in quotes. "
                + "Usage: label NAME"
        ),
        (
            .notANumber(
                command: filter.syntax, argument: filter.syntax.arguments[0], typed: "abc"),
            #"filter: MIN must be a number, got "abc""#
        ),
        (
            .notAWholeNumber(
                command: open.syntax, argument: open.syntax.arguments[0], typed: "2.5"),
            #"open: N must be a whole number, got "2.5""#
        ),
        (
            .outOfRange(
                command: add.syntax, argument: add.syntax.arguments[0],
                IntegerRange(lowest: 1, highest: 99), typed: "120"),
            "add: QTY must be from 1 to 99, got \"120\""
        ),
        (
            .outOfRange(
                command: open.syntax, argument: open.syntax.arguments[0],
                IntegerRange(lowest: 1, highest: nil), typed: "0"),
            "open: N must be at least 1, got \"0\""
        ),
        (
            .tooLarge(
                command: open.syntax, argument: open.syntax.arguments[0],
                typed: "99999999999999999999"),
            "open: N must be a whole number of at most 18 digits, got \"99999999999999999999\""
        ),
        (
            .tooLarge(
                command: open.syntax, argument: open.syntax.arguments[0],
                typed: "-99999999999999999999"),
            "open: N must be a whole number of at most 18 digits, got \"-99999999999999999999\""
        ),
        (
            .tooManyArguments(command: open.syntax, extra: ["2", "x"]),
            #"open: unexpected "2" "x". Usage: open N"#
        ),
        (
            .unterminatedQuote("\""),
            #"The line has no closing " quote; nothing was done. Close the quote and try again."#
        ),
        (
            .unknownHelpTopic("fly", suggestion: nil),
            #"help: there is no command "fly" here. Type "help" to see them all."#
        ),
        (
            .unknownHelpTopic("nmber", suggestion: "number"),
            #"help: there is no command "nmber" here. Did you mean "help number"? Type "help" to see them all."#
        ),
    ])
    func wording(problem: CommandProblem, message: String) {
        #expect(problem.message == message)
    }

    @Test(arguments: [
        (
            ConsoleProblem.invalidUTF8,
            "The line was not valid UTF-8; the invalid bytes were replaced with \u{FFFD}."
        ),
        (
            .lineTooLong(byteCount: 70_000, limit: 65_536),
            "The line was 70000 bytes long, over the limit of 65536; it was ignored."
        ),
    ])
    func consoleWording(problem: ConsoleProblem, message: String) {
        #expect(problem.message == message)
    }

    @Test(arguments: [
        (
            NavigationProblem.cannotGoBack,
            #"This is the first screen; there is nothing to go back to. Type "quit" to leave."#
        ),
        (
            .firstScreenStays,
            #"This screen closed, but it is the first one, so it stays. Type "quit" to leave."#
        ),
        (
            .nothingToFinishTo,
            "This is the first screen; there is no screen below to hand a result to."
        ),
        (.emptyStack, "The app asked to show no screen at all; staying on this one."),
        (
            .navigationLoop(limit: 32),
            "Screens kept opening other screens (32 in a row); stopped here."
        ),
    ])
    func navigationWording(problem: NavigationProblem, message: String) {
        #expect(problem.message == message)
    }
}

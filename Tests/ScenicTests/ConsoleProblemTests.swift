import Testing

@testable import Scenic

/// Pins the exact wording of every message the console itself shows.
@Suite struct ConsoleProblemTests {
    static let filter = Command(
        "filter", Argument("MIN", .decimal), Argument("MAX", .decimal), help: "")
    static let open = Command("open", Argument("N", .integer), help: "")

    @Test(arguments: [
        (
            ConsoleProblem.unknownCommand("opne", suggestion: "open"),
            #"Unknown command "opne". Did you mean "open"? Type "help" to see the commands here."#
        ),
        (
            .unknownCommand("xyzzy", suggestion: nil),
            #"Unknown command "xyzzy". Type "help" to see the commands here."#
        ),
        (
            .missingArgument(command: filter, argument: filter.arguments[1]),
            "filter: missing MAX. Usage: filter MIN MAX"
        ),
        (
            .notANumber(command: filter, argument: filter.arguments[0], typed: "abc"),
            #"filter: MIN must be a number, got "abc""#
        ),
        (
            .notAWholeNumber(command: open, argument: open.arguments[0], typed: "2.5"),
            #"open: N must be a whole number, got "2.5""#
        ),
        (
            .tooManyArguments(command: open, extra: ["2", "x"]),
            #"open: unexpected "2" "x". Usage: open N"#
        ),
        (
            .unterminatedQuote("\""),
            #"The line has no closing " quote; nothing was done. Close the quote and try again."#
        ),
        (
            .invalidUTF8,
            "The line was not valid UTF-8; the invalid bytes were replaced with \u{FFFD}."
        ),
        (
            .lineTooLong(byteCount: 70_000, limit: 65_536),
            "The line was 70000 bytes long, over the limit of 65536; it was ignored."
        ),
        (
            .cannotGoBack,
            #"This is the first screen; there is nothing to go back to. Type "quit" to leave."#
        ),
        (.emptyStack, "The app asked to show no screen at all; staying on this one."),
        (
            .navigationLoop(limit: 32),
            "Screens kept opening other screens (32 in a row); stopped here."
        ),
        (
            .unknownHelpTopic("fly"),
            #"help: there is no command "fly" here. Type "help" to see them all."#
        ),
    ])
    func wording(problem: ConsoleProblem, message: String) {
        #expect(problem.message == message)
    }
}
